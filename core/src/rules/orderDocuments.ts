import type { AnswerLanguage } from "../contract/language.js"
import type { Bill, Order } from "../contract/order.js"

/**
 * Whether an order's e-ticket can be downloaded: only a paid order has valid tickets; a pending
 * payment has none yet, and a cancelled, refunded or withdrawn order's tickets are void.
 */
export type EticketState = "available" | "awaitingPayment" | "void"

export const eticketState = (order: Order): EticketState => {
  switch (order.cEstado) {
    case "PAGADO":
      return "available"
    case "PENDIENTE_CONFIRMACION":
      return "awaitingPayment"
    case "CANCELADO":
    case "DEVUELTO":
    case "ARREPENTIDO":
    case "CAMBIADO":
      return "void"
  }
}

/**
 * SPEC §4 "Bills may be processing before download": an order whose payment is still pending, or
 * that has no bill yet, shows its bills as processing; a cancelled order that was never billed has none.
 */
export type BillsState = "processing" | "issued" | "none"

export const billsState = (order: Order): BillsState => {
  if (order.cEstado === "PENDIENTE_CONFIRMACION" || order.fTotalPendiente > 0) return "processing"
  if (order.listaComprobante.length > 0) return "issued"
  return order.cEstado === "CANCELADO" ? "none" : "processing"
}

/** A bill downloads once the tax authority authorised it (it has its CAE). */
export const isBillReady = (bill: Bill): boolean => !bill.lProcesando && bill.cCAE !== null

/** A bill's number as Argentine receipts print it: point of sale and number, "0003-00000012". */
export const receiptNumber = (bill: Bill): string =>
  `${String(bill.nPuntoDeVenta).padStart(4, "0")}-${String(bill.nNumeroComprobante).padStart(8, "0")}`

const ETICKET_FILE_STEM: Record<AnswerLanguage, string> = { es: "entradas-pedido", en: "tickets-order" }

/** The name an order's e-ticket PDF is saved under, in the language of the purchase: "tickets-order-7.pdf". */
export const eticketFileName = (idPedido: number, language: AnswerLanguage): string =>
  `${ETICKET_FILE_STEM[language]}-${idPedido}.pdf`
