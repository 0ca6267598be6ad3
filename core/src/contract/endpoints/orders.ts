import * as Schema from "effect/Schema"
import { Id } from "../common.js"
import { OrderHistory } from "../order.js"
import { endpoint, PDF } from "./endpoint.js"
import { OrderNotFound, OrderPending, TicketsVoid } from "../refusals.js"

const OrderPath = Schema.Struct({ idPedido: Id })

/** GET /v2/Historial2 and the documents of an order: each answers only to the customer who bought it. */
export const orderEndpoints = {
  getOrderHistory: endpoint({
    method: "GET",
    path: "/v2/Historial2",
    summary: "The customer's orders (tickets, totals, bills) and bookings",
    access: "customer",
    answer: OrderHistory,
    errors: [],
  }),
  getEticket: endpoint({
    method: "GET",
    path: "/v2/Pedido/{idPedido}/eticket.pdf",
    summary: "The e-ticket of a paid order: one page and one QR code per ticket",
    access: "customer",
    params: OrderPath,
    answer: PDF,
    errors: [OrderNotFound, OrderPending, TicketsVoid],
  }),
  getBill: endpoint({
    method: "GET",
    path: "/v2/Pedido/{idPedido}/Comprobante/{idComprobante}/comprobante.pdf",
    summary: "A bill or credit note of an order, with point of sale, number and CAE",
    access: "customer",
    params: Schema.Struct({ idPedido: Id, idComprobante: Id }),
    answer: PDF,
    errors: [OrderNotFound, OrderPending],
  }),
}
