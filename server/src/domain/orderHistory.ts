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
  type PaymentProviderId,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { Queryable } from "../db/database.js"
import { bookingsOf } from "./bookings/bookingRecord.js"

interface OrderRow {
  readonly id: number
  readonly process_id: number
  readonly state: string
  readonly created_at: Date
  readonly tickets_total: number | string
  readonly delivery_total: number | string
  readonly qr_total: number | string
  readonly service_total: number | string
  readonly products_total: number | string
  readonly paid_total: number | string
  readonly pending_total: number | string
  readonly payments: number
  readonly card_last4: string
  /** The purchase's method of payment (a wallet's, or the card method's), null for an order without one. */
  readonly method_name: string | null
  readonly method_name_en: string | null
  readonly delivery_name: string | null
  readonly delivery_name_en: string | null
  readonly address: unknown
  readonly language: AnswerLanguage
  /** The exchange of migration 018: the order that replaced this one, and the one it replaced. */
  readonly exchanged_to: number | null
  readonly exchanged_from: number | null
}

interface TicketRow {
  readonly id: number
  readonly order_id: number
  readonly performance_id: number
  readonly code: string
  readonly sector_id: number
  readonly sector_name: string
  readonly sector_name_en: string | null
  readonly row_label: string | null
  readonly seat_label: string | null
  readonly price: number | string
  readonly service_charge: number | string
  readonly promotion_name: string | null
  readonly promotion_name_en: string | null
  readonly show_name: string
  readonly venue_name: string
  readonly venue_name_en: string | null
  readonly starts_at: Date
}

interface BillRow {
  readonly id: number
  readonly order_id: number
  readonly kind: Bill["cTipo"]
  readonly reference: string
  readonly point_of_sale: number
  readonly receipt_number: number
  readonly cae: string
  readonly issued_at: Date
}

interface WithdrawalRow {
  readonly order_id: number
  readonly tracking_code: string
  readonly requested_at: Date
  readonly refunded_amount: number | string
}

interface RefundRow {
  readonly order_id: number
  readonly provider: PaymentProviderId
  readonly card_last4: string
  readonly amount: number | string
  /** The processor's reference: empty until it confirmed the refund. */
  readonly reference: string
}

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

/** Which orders to read: a customer's, or one order (of one customer, or of anyone for the mail). */
interface OrderFilter {
  readonly where: string
  readonly params: ReadonlyArray<unknown>
}

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
 * Five queries whatever the number of orders: the orders, all their tickets, bills, withdrawals and refunds. Names
 * of the catalogue (delivery, promotions) come in `language`; "purchase" reads each order in the
 * language it was bought in.
 */
const readOrders = async (
  db: Queryable,
  filter: OrderFilter,
  language: AnswerLanguage | "purchase",
): Promise<ReadonlyArray<Order & { readonly language: AnswerLanguage }>> => {
  const chosen = `SELECT o.id FROM orders o WHERE ${filter.where}`
  const [orders, tickets, bills, withdrawals, refunds] = await Promise.all([
    db.query<OrderRow>(
      `SELECT o.*, dt.name AS delivery_name, dt.name_en AS delivery_name_en,
              (SELECT x.new_order_id FROM exchanges x WHERE x.order_id = o.id) AS exchanged_to,
              (SELECT x.order_id FROM exchanges x WHERE x.new_order_id = o.id) AS exchanged_from,
              pm.name AS method_name, pm.name_en AS method_name_en
       FROM orders o
       LEFT JOIN delivery_types dt ON dt.id = o.delivery_type_id
       LEFT JOIN purchase_processes pp ON pp.id = o.process_id
       LEFT JOIN payment_methods pm ON pm.id = pp.payment_method
       WHERE ${filter.where} ORDER BY o.created_at DESC, o.id DESC`,
      filter.params,
    ),
    // The sector comes from the place key (domain/holds.ts: "s<seat id>" or "g<sector id>:<slot>"),
    // which the ticket keeps whatever happens to the place's claim after a refund.
    db.query<TicketRow>(
      `SELECT t.id, t.order_id, t.performance_id, t.code,
              COALESCE(ms.sector_id, substring(t.place_key FROM '^g(\\d+):')::int) AS sector_id,
              t.sector_name, t.sector_name_en, t.row_label, t.seat_label, t.price, t.service_charge,
              t.promotion_name, t.promotion_name_en, s.name AS show_name, v.name AS venue_name,
              v.name_en AS venue_name_en, p.starts_at
       FROM tickets t
       LEFT JOIN map_seats ms ON ms.id = CASE WHEN t.place_key ~ '^s\\d+$' THEN substring(t.place_key FROM 2)::int END
       JOIN performances p ON p.id = t.performance_id
       JOIN shows s ON s.id = p.show_id
       JOIN venues v ON v.id = s.venue_id
       WHERE t.order_id IN (${chosen}) ORDER BY p.starts_at, t.id`,
      filter.params,
    ),
    db.query<BillRow>(`SELECT * FROM bills WHERE order_id IN (${chosen}) ORDER BY issued_at, id`, filter.params),
    db.query<WithdrawalRow>(
      `SELECT order_id, tracking_code, requested_at, refunded_amount FROM withdrawals WHERE order_id IN (${chosen})`,
      filter.params,
    ),
    db.query<RefundRow>(
      `SELECT order_id, provider, card_last4, amount, reference FROM withdrawal_refunds
        WHERE order_id IN (${chosen}) ORDER BY process_id`,
      filter.params,
    ),
  ])
  const ticketsByOrder = groupByOrder(tickets.rows)
  const billsByOrder = groupByOrder(bills.rows)
  const refundsByOrder = groupByOrder(refunds.rows)
  const withdrawalByOrder = new Map(
    withdrawals.rows.map((row) => [row.order_id, withdrawalOf(row, refundsByOrder.get(row.order_id) ?? [])]),
  )
  return orders.rows.map((row) => ({
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
  listaPedido: (await readOrders(db, { where: "o.customer_id = $1", params: [customerId] }, language)).map(
    withoutLanguage,
  ),
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
  purchasedOrder(
    (await readOrders(db, { where: "o.customer_id = $1 AND o.id = $2", params: [customerId, orderId] }, "purchase"))[0],
  )

/** These orders whoever bought them, newest first, their catalogue names in `language`: what a withdrawal's preview shows. */
export const ordersById = async (
  db: Queryable,
  orderIds: ReadonlyArray<number>,
  language: AnswerLanguage,
): Promise<ReadonlyArray<Order>> =>
  orderIds.length === 0
    ? []
    : (await readOrders(db, { where: "o.id = ANY($1::int[])", params: [orderIds] }, language)).map(withoutLanguage)

/** One order whoever bought it: what the confirmation mail describes. */
export const orderById = async (db: Queryable, orderId: number): Promise<PurchasedOrder | null> =>
  purchasedOrder((await readOrders(db, { where: "o.id = $1", params: [orderId] }, "purchase"))[0])

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
  const { rows } = await db.query<{ amount: number | string }>("SELECT amount FROM bills WHERE id = $1", [billId])
  return { ...purchased, bill, amount: Number(rows[0]?.amount ?? 0) }
}
