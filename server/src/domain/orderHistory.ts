import {
  Address,
  inLanguage,
  OrderState,
  TENANT_TIME_ZONE,
  zonedIsoDateTime,
  type AnswerLanguage,
  type Bill,
  type Order,
  type OrderHistory,
  type OrderPerformance,
  type OrderWithdrawal,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { Queryable } from "../db/database.js"
import { billAmountOf } from "../store/orders/bills.js"
import {
  orderOfCustomer,
  orderRecordsOf,
  ordersOfCustomer,
  ordersWithIds,
  orderWithId,
  type BillRow,
  type OrderRow,
  type OrderSelection,
  type RefundRow,
  type TicketRow,
  type WithdrawalRow,
} from "../store/orders/history.js"
import { bookingsOf } from "./bookings/bookingRecord.js"

/** A withdrawn order's withdrawal as "my orders" shows it: each refund, where it goes and how it stands. */
const withdrawalOf = (row: WithdrawalRow, refunds: ReadonlyArray<RefundRow>): OrderWithdrawal => ({
  cCodigoSeguimiento: row.tracking_code,
  dSolicitud: row.requested_at.toISOString(),
  fImporteReintegrado: Number(row.refunded_amount),
  listaReintegro: refunds.map((refund) => ({
    cProveedor: refund.provider,
    cUltimos4: refund.card_last4 === "" ? null : refund.card_last4,
    fImporte: Number(refund.amount),
    cEstado: refund.reference === "" ? "SOLICITADO" : "REINTEGRADO",
  })),
})

const isOrderState = Schema.is(OrderState)
const isAddress = Schema.is(Address)

const performancesOf = (
  tickets: ReadonlyArray<TicketRow>,
  language: AnswerLanguage,
): ReadonlyArray<OrderPerformance> => {
  const byPerformance = new Map<
    number,
    OrderPerformance & { listaEntrada: OrderPerformance["listaEntrada"][number][] }
  >()
  for (const ticket of tickets) {
    const line = byPerformance.get(ticket.performance_id) ?? {
      idFuncion: ticket.performance_id,
      cEspectaculo: ticket.show_name,
      cEstablecimiento: inLanguage(language, ticket.venue_name, ticket.venue_name_en),
      dFuncion: zonedIsoDateTime(ticket.starts_at.getTime(), TENANT_TIME_ZONE),
      listaEntrada: [],
    }
    line.listaEntrada.push({
      idEntrada: ticket.id,
      cNumeroEntrada: ticket.code,
      idSector: ticket.sector_id,
      cSector: inLanguage(language, ticket.sector_name, ticket.sector_name_en),
      cFila: ticket.row_label,
      cButaca: ticket.seat_label,
      cPromocion:
        ticket.promotion_name === null ? null : inLanguage(language, ticket.promotion_name, ticket.promotion_name_en),
      fPrecio: Number(ticket.price),
      fCargoServicio: Number(ticket.service_charge),
    })
    byPerformance.set(ticket.performance_id, line)
  }
  return [...byPerformance.values()]
}

/** A bill whose CAE has not come back from the tax authority yet is still processing. */
const billOf = (row: BillRow): Bill => ({
  idComprobante: row.id,
  cTipo: row.kind,
  cReferencia: row.reference,
  nPuntoDeVenta: row.point_of_sale,
  nNumeroComprobante: row.receipt_number,
  cCAE: row.cae === "" ? null : row.cae,
  dEmision: row.issued_at.toISOString(),
  lProcesando: row.cae === "",
})

const orderOf = (
  row: OrderRow,
  tickets: ReadonlyArray<TicketRow>,
  bills: ReadonlyArray<BillRow>,
  withdrawal: OrderWithdrawal | null,
  language: AnswerLanguage,
): Order => {
  if (!isOrderState(row.state)) throw new Error(`order ${row.id} has an unknown state ${row.state}`)
  return {
    idPedido: row.id,
    idProcesoDeCompra: row.process_id,
    cEstado: row.state,
    dCompra: row.created_at.toISOString(),
    listaFuncion: performancesOf(tickets, language),
    cEntregaTipo: row.delivery_name === null ? "" : inLanguage(language, row.delivery_name, row.delivery_name_en),
    oDomicilioEntrega: isAddress(row.address) ? row.address : null,
    fTotalEntradas: Number(row.tickets_total),
    fTotalEntrega: Number(row.delivery_total),
    fTotalQrAntifraude: Number(row.qr_total),
    fTotalCargoServicio: Number(row.service_total),
    fTotalProductos: Number(row.products_total),
    fTotalPagado: Number(row.paid_total),
    fTotalPendiente: Number(row.pending_total),
    nCantidadPagos: row.payments,
    cUltimos4: row.card_last4 === "" ? null : row.card_last4,
    ...(row.method_name === null ? {} : { cMedioDePago: inLanguage(language, row.method_name, row.method_name_en) }),
    listaComprobante: bills.map(billOf),
    ...(row.exchanged_to === null ? {} : { idPedidoCambiadoPor: row.exchanged_to }),
    ...(row.exchanged_from === null ? {} : { idPedidoCambioDe: row.exchanged_from }),
    ...(withdrawal === null ? {} : { oArrepentimiento: withdrawal }),
  }
}

/**
 * The chosen orders, newest first. Names of the catalogue (delivery, promotions) come in
 * `language`; "purchase" reads each order in the language it was bought in.
 */
const readOrders = async (
  db: Queryable,
  selection: OrderSelection,
  language: AnswerLanguage | "purchase",
): Promise<ReadonlyArray<Order & { readonly language: AnswerLanguage }>> => {
  const { orders, tickets, bills, withdrawals, refunds } = await orderRecordsOf(db, selection)
  const ticketsByOrder = groupByOrder(tickets)
  const billsByOrder = groupByOrder(bills)
  const refundsByOrder = groupByOrder(refunds)
  const withdrawalByOrder = new Map(
    withdrawals.map((row) => [row.order_id, withdrawalOf(row, refundsByOrder.get(row.order_id) ?? [])]),
  )
  return orders.map((row) => ({
    ...orderOf(
      row,
      ticketsByOrder.get(row.id) ?? [],
      billsByOrder.get(row.id) ?? [],
      withdrawalByOrder.get(row.id) ?? null,
      language === "purchase" ? row.language : language,
    ),
    language: row.language,
  }))
}

const groupByOrder = <Row extends { readonly order_id: number }>(
  rows: ReadonlyArray<Row>,
): ReadonlyMap<number, Row[]> => {
  const groups = new Map<number, Row[]>()
  for (const row of rows) groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), row])
  return groups
}

const withoutLanguage = ({ language: _language, ...order }: Order & { readonly language: AnswerLanguage }): Order =>
  order

/** GET /v2/Historial2: the customer's orders and bookings, newest first, in the caller's language. */
export const orderHistoryOf = async (
  db: Queryable,
  customerId: number,
  language: AnswerLanguage,
  now: number,
): Promise<OrderHistory> => ({
  listaPedido: (await readOrders(db, ordersOfCustomer(customerId), language)).map(withoutLanguage),
  listaReserva: await bookingsOf(db, customerId, now, language),
})

/** An order as its documents show it: in the language it was bought in, which it names. */
export interface PurchasedOrder {
  readonly order: Order
  readonly language: AnswerLanguage
}

const purchasedOrder = (found: (Order & { readonly language: AnswerLanguage }) | undefined): PurchasedOrder | null =>
  found === undefined ? null : { order: withoutLanguage(found), language: found.language }

/** One order of this customer; null when it does not exist or is someone else's (both answer 404). */
export const customerOrder = async (
  db: Queryable,
  customerId: number,
  orderId: number,
): Promise<PurchasedOrder | null> =>
  purchasedOrder((await readOrders(db, orderOfCustomer(customerId, orderId), "purchase"))[0])

/** These orders whoever bought them, newest first, their catalogue names in `language`: what a withdrawal's preview shows. */
export const ordersById = async (
  db: Queryable,
  orderIds: ReadonlyArray<number>,
  language: AnswerLanguage,
): Promise<ReadonlyArray<Order>> =>
  orderIds.length === 0 ? [] : (await readOrders(db, ordersWithIds(orderIds), language)).map(withoutLanguage)

/** One order whoever bought it: what the confirmation mail describes. */
export const orderById = async (db: Queryable, orderId: number): Promise<PurchasedOrder | null> =>
  purchasedOrder((await readOrders(db, orderWithId(orderId), "purchase"))[0])

/** A bill of one of this customer's orders, with its amount, in the purchase's language; null when either is not theirs. */
export const customerBill = async (
  db: Queryable,
  customerId: number,
  orderId: number,
  billId: number,
): Promise<(PurchasedOrder & { readonly bill: Bill; readonly amount: number }) | null> => {
  const purchased = await customerOrder(db, customerId, orderId)
  const bill = purchased?.order.listaComprobante.find((candidate) => candidate.idComprobante === billId)
  if (purchased === null || bill === undefined) return null
  return { ...purchased, bill, amount: await billAmountOf(db, billId) }
}
