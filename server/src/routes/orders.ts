import { eticketFileName, type orderEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { accountById } from "../domain/customers/accounts.js"
import { customerBill, customerOrder, orderHistoryOf } from "../domain/orderHistory.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { conflict, gone, notFound } from "../http/problems.js"
import { billPdf } from "../pdf/bill.js"
import { eticketPdf } from "../pdf/eticket.js"

const NO_ORDER = "No encontramos ese pedido en tu cuenta."
const NO_BILL = "No encontramos ese comprobante en tu cuenta."
const TICKETS_VOID = "Las entradas de este pedido fueron anuladas."
const PAYMENT_PENDING = "Tus entradas van a estar disponibles cuando se confirme el pago."
const BILL_PROCESSING = "El comprobante todavía se está procesando. Probá de nuevo en unos minutos."

/** GET /v2/Historial2 and the PDFs of an order: each answers only to the customer who bought it. */
export const orderHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof orderEndpoints> => {
  const { db } = deps
  const customer = (token: string | null) => requireCustomer(db, token, deps.now())

  return {
    getOrderHistory: async ({ caller }) => orderHistoryOf(db, await customer(caller.token), caller.language),
    // In the language of the purchase, whatever the language of the download.
    getEticket: async ({ path, caller }) => {
      const found = await customerOrder(db, await customer(caller.token), path.idPedido)
      if (found === null) throw notFound(NO_ORDER)
      const { order, language } = found
      if (order.cEstado === "PENDIENTE_CONFIRMACION") throw conflict(PAYMENT_PENDING)
      if (order.cEstado !== "PAGADO") throw gone(TICKETS_VOID)
      return {
        bytes: await eticketPdf(order, deps.tenant, language),
        fileName: eticketFileName(order.idPedido, language),
      }
    },
    getBill: async ({ path, caller }) => {
      const customerId = await customer(caller.token)
      const found = await customerBill(db, customerId, path.idPedido, path.idComprobante)
      if (found === null) throw notFound(NO_BILL)
      if (found.bill.lProcesando) throw conflict(BILL_PROCESSING)
      const account = await accountById(db, customerId)
      const buyer = { name: `${account.personal.cNombre} ${account.personal.cApellido}`, email: account.email }
      const kind = found.bill.cTipo === "FACTURA" ? "factura" : "nota-de-credito"
      return {
        bytes: await billPdf({ ...found, buyer }, deps.tenant),
        fileName: `${kind}-${found.bill.nPuntoDeVenta}-${found.bill.nNumeroComprobante}.pdf`,
      }
    },
  }
}
