import type { Context } from "hono"
import type { ServerDeps } from "../deps.js"
import { accountById } from "../domain/customers/accounts.js"
import { customerBill, customerOrder, orderHistoryOf } from "../domain/orderHistory.js"
import { requireCustomer } from "../http/auth.js"
import { conflict, gone, notFound } from "../http/problems.js"
import type { Router } from "../http/router.js"
import { idParam } from "../http/validate.js"
import { billPdf } from "../pdf/bill.js"
import { pdfResponse } from "../pdf/document.js"
import { eticketPdf } from "../pdf/eticket.js"

const NO_ORDER = "No encontramos ese pedido en tu cuenta."
const NO_BILL = "No encontramos ese comprobante en tu cuenta."
const TICKETS_VOID = "Las entradas de este pedido fueron anuladas."
const PAYMENT_PENDING = "Tus entradas van a estar disponibles cuando se confirme el pago."
const BILL_PROCESSING = "El comprobante todavía se está procesando. Probá de nuevo en unos minutos."

/** GET /v2/Historial2 and the PDFs of an order: each answers only to the customer who bought it. */
export const orderRoutes = (router: Router, deps: ServerDeps): void => {
  const customer = (c: Context) => requireCustomer(c, deps.db, deps.now())

  router.add(
    { method: "get", path: "/v2/Historial2", summary: "The customer's orders (tickets, totals, bills) and bookings", auth: true },
    async (c) => orderHistoryOf(deps.db, await customer(c)),
  )

  router.add(
    {
      method: "get",
      path: "/v2/Pedido/:idPedido/eticket.pdf",
      summary: "The e-ticket of a paid order (application/pdf): one page and one QR code per ticket",
      auth: true,
    },
    async (c) => {
      const order = await customerOrder(deps.db, await customer(c), idParam(c, "idPedido"))
      if (order === null) throw notFound(NO_ORDER)
      if (order.cEstado === "PENDIENTE_CONFIRMACION") throw conflict(PAYMENT_PENDING)
      if (order.cEstado !== "PAGADO") throw gone(TICKETS_VOID)
      return pdfResponse(await eticketPdf(order, deps.tenant), `entradas-pedido-${order.idPedido}.pdf`)
    },
  )

  router.add(
    {
      method: "get",
      path: "/v2/Pedido/:idPedido/Comprobante/:idComprobante/comprobante.pdf",
      summary: "A bill or credit note of an order (application/pdf), with point of sale, number and CAE",
      auth: true,
    },
    async (c) => {
      const customerId = await customer(c)
      const found = await customerBill(deps.db, customerId, idParam(c, "idPedido"), idParam(c, "idComprobante"))
      if (found === null) throw notFound(NO_BILL)
      if (found.bill.lProcesando) throw conflict(BILL_PROCESSING)
      const account = await accountById(deps.db, customerId)
      const buyer = { name: `${account.personal.cNombre} ${account.personal.cApellido}`, email: account.email }
      const kind = found.bill.cTipo === "FACTURA" ? "factura" : "nota-de-credito"
      return pdfResponse(
        await billPdf({ ...found, buyer }, deps.tenant),
        `${kind}-${found.bill.nPuntoDeVenta}-${found.bill.nNumeroComprobante}.pdf`,
      )
    },
  )
}
