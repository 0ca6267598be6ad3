import * as Effect from "effect/Effect"
import type { orderEndpoints } from "../../contract/endpoints/orders.js"
import { billFileName } from "../../rules/consumerBill.js"
import { eticketFileName } from "../../rules/orderDocuments.js"
import { requireCustomer } from "../access.js"
import { customerOrder, orderHistoryOf } from "../orders/orders.js"
import { textPdf } from "../orders/pdf.js"
import { conflict, gone, notFound } from "../problem.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** GET /v2/Historial2 and the PDFs of an order: each answers only to the customer who bought it. */
export const orderHandlers = (store: MemoryStore): HandlersOf<typeof orderEndpoints> => ({
  getOrderHistory: ({ caller }) =>
    Effect.map(requireCustomer(store, caller), (customer) => orderHistoryOf(store, customer.id)),
  getEticket: ({ path, caller }) =>
    Effect.flatMap(requireCustomer(store, caller), (customer) => {
      const found = customerOrder(store, customer.id, path.idPedido)
      if (found === undefined) return Effect.fail(notFound("problems.orders.notFound"))
      const { order, language } = found
      if (order.cEstado === "PENDIENTE_CONFIRMACION") return Effect.fail(conflict("problems.orders.paymentPending"))
      if (order.cEstado !== "PAGADO") return Effect.fail(gone("problems.orders.ticketsVoid"))
      const tickets = order.listaFuncion.flatMap((line) =>
        line.listaEntrada.map((ticket) => `${line.cEspectaculo} - ${ticket.cSector} - ${ticket.cNumeroEntrada}`),
      )
      // In the language of the purchase, whatever the language of the download.
      return Effect.succeed({
        bytes: textPdf([store.tenant.name, `E-ticket ${eticketFileName(order.idPedido, language)}`, ...tickets]),
        fileName: eticketFileName(order.idPedido, language),
      })
    }),
  getBill: ({ path, caller }) =>
    Effect.flatMap(requireCustomer(store, caller), (customer) => {
      const found = customerOrder(store, customer.id, path.idPedido)
      const bill = found?.order.listaComprobante.find((candidate) => candidate.idComprobante === path.idComprobante)
      if (found === undefined || bill === undefined) return Effect.fail(notFound("problems.orders.billNotFound"))
      const { order, language } = found
      if (bill.lProcesando) return Effect.fail(conflict("problems.orders.billProcessing"))
      // Named in the language of the purchase, as the server names it.
      return Effect.succeed({
        bytes: textPdf([store.tenant.name, `${bill.cReferencia} - pedido ${order.idPedido}`, `CAE ${bill.cCAE ?? ""}`]),
        fileName: billFileName(bill, language),
      })
    }),
})
