import {
  billFileName,
  eticketFileName,
  OrderNotFound,
  OrderPending,
  TicketsVoid,
  type orderEndpoints,
} from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { accountById } from "../domain/customers/accounts.js"
import { customerBill, customerOrder, orderHistoryOf } from "../domain/orderHistory.js"
import { creditNoteDetailsOf } from "../domain/withdrawals.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { billPdf } from "../pdf/bill.js"
import { creditNotePdf } from "../pdf/creditNote.js"
import { eticketPdf } from "../pdf/eticket.js"

/** GET /v2/Historial2 and the PDFs of an order: each answers only to the customer who bought it. */
export const orderHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof orderEndpoints> => {
  const { db } = deps
  const customer = (token: string | null) => requireCustomer(db, token, deps.now())

  return {
    getOrderHistory: async ({ caller }) =>
      orderHistoryOf(db, await customer(caller.token), caller.language, deps.now()),
    // In the language of the purchase, whatever the language of the download.
    getEticket: async ({ path, caller }) => {
      const found = await customerOrder(db, await customer(caller.token), path.idPedido)
      if (found === null) return new OrderNotFound({ key: "problems.orders.notFound" })
      const { order, language } = found
      if (order.cEstado === "PENDIENTE_CONFIRMACION") return new OrderPending({ key: "problems.orders.paymentPending" })
      if (order.cEstado !== "PAGADO") return new TicketsVoid({ key: "problems.orders.ticketsVoid" })
      return {
        bytes: await eticketPdf(order, deps.tenant, language),
        fileName: eticketFileName(order.idPedido, language),
      }
    },
    getBill: async ({ path, caller }) => {
      const customerId = await customer(caller.token)
      const found = await customerBill(db, customerId, path.idPedido, path.idComprobante)
      if (found === null) return new OrderNotFound({ key: "problems.orders.billNotFound" })
      if (found.bill.lProcesando) return new OrderPending({ key: "problems.orders.billProcessing" })
      const account = await accountById(db, customerId)
      const buyer = { name: `${account.personal.cNombre} ${account.personal.cApellido}`, email: account.email }
      const creditNote =
        found.bill.cTipo === "NOTA_DE_CREDITO" ? await creditNoteDetailsOf(db, found.bill.idComprobante) : null
      return {
        bytes: await (creditNote === null
          ? billPdf({ ...found, buyer }, deps.tenant)
          : creditNotePdf({ ...found, buyer }, creditNote, deps.tenant)),
        // In the language of the purchase (its PDF too), as the e-ticket.
        fileName: billFileName(found.bill, found.language),
      }
    },
  }
}
