import type { AnswerLanguage, Bill, PaymentProviderId } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"
import { TICKET_SEAT, TICKET_SECTOR } from "./tickets.js"

export interface OrderRow {
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

export interface TicketRow {
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

export interface BillRow {
  readonly id: number
  readonly order_id: number
  readonly kind: Bill["cTipo"]
  readonly reference: string
  readonly point_of_sale: number
  readonly receipt_number: number
  readonly cae: string
  readonly issued_at: Date
}

export interface WithdrawalRow {
  readonly order_id: number
  readonly tracking_code: string
  readonly requested_at: Date
  readonly refunded_amount: number | string
}

export interface RefundRow {
  readonly order_id: number
  readonly provider: PaymentProviderId
  readonly card_last4: string
  readonly amount: number | string
  /** The processor's reference: empty until it confirmed the refund. */
  readonly reference: string
}

/** Which orders to read; its condition names the orders table `o`. */
export interface OrderSelection {
  readonly where: string
  readonly params: ReadonlyArray<unknown>
}

export const ordersOfCustomer = (customerId: number): OrderSelection => ({
  where: "o.customer_id = $1",
  params: [customerId],
})

export const orderOfCustomer = (customerId: number, orderId: number): OrderSelection => ({
  where: "o.customer_id = $1 AND o.id = $2",
  params: [customerId, orderId],
})

export const ordersWithIds = (orderIds: ReadonlyArray<number>): OrderSelection => ({
  where: "o.id = ANY($1::int[])",
  params: [orderIds],
})

export const orderWithId = (orderId: number): OrderSelection => ({ where: "o.id = $1", params: [orderId] })

/** The chosen orders (newest first) and all their tickets, bills, withdrawals and refunds. */
export interface OrderRecords {
  readonly orders: ReadonlyArray<OrderRow>
  readonly tickets: ReadonlyArray<TicketRow>
  readonly bills: ReadonlyArray<BillRow>
  readonly withdrawals: ReadonlyArray<WithdrawalRow>
  readonly refunds: ReadonlyArray<RefundRow>
}

/** Five queries whatever the number of orders. */
export const orderRecordsOf = async (db: Queryable, selection: OrderSelection): Promise<OrderRecords> => {
  const chosen = `SELECT o.id FROM orders o WHERE ${selection.where}`
  const { params } = selection
  const [orders, tickets, bills, withdrawals, refunds] = await Promise.all([
    allRows<OrderRow>(
      db,
      `SELECT o.*, dt.name AS delivery_name, dt.name_en AS delivery_name_en,
              (SELECT x.new_order_id FROM exchanges x WHERE x.order_id = o.id) AS exchanged_to,
              (SELECT x.order_id FROM exchanges x WHERE x.new_order_id = o.id) AS exchanged_from,
              pm.name AS method_name, pm.name_en AS method_name_en
       FROM orders o
       LEFT JOIN delivery_types dt ON dt.id = o.delivery_type_id
       LEFT JOIN purchase_processes pp ON pp.id = o.process_id
       LEFT JOIN payment_methods pm ON pm.id = pp.payment_method
       WHERE ${selection.where} ORDER BY o.created_at DESC, o.id DESC`,
      params,
    ),
    allRows<TicketRow>(
      db,
      `SELECT t.id, t.order_id, t.performance_id, t.code,
              ${TICKET_SECTOR} AS sector_id,
              t.sector_name, t.sector_name_en, t.row_label, t.seat_label, t.price, t.service_charge,
              t.promotion_name, t.promotion_name_en, s.name AS show_name, v.name AS venue_name,
              v.name_en AS venue_name_en, p.starts_at
       FROM tickets t
       ${TICKET_SEAT}
       JOIN performances p ON p.id = t.performance_id
       JOIN shows s ON s.id = p.show_id
       JOIN venues v ON v.id = s.venue_id
       WHERE t.order_id IN (${chosen}) ORDER BY p.starts_at, t.id`,
      params,
    ),
    allRows<BillRow>(db, `SELECT * FROM bills WHERE order_id IN (${chosen}) ORDER BY issued_at, id`, params),
    allRows<WithdrawalRow>(
      db,
      `SELECT order_id, tracking_code, requested_at, refunded_amount FROM withdrawals WHERE order_id IN (${chosen})`,
      params,
    ),
    allRows<RefundRow>(
      db,
      `SELECT order_id, provider, card_last4, amount, reference FROM withdrawal_refunds
        WHERE order_id IN (${chosen}) ORDER BY process_id`,
      params,
    ),
  ])
  return { orders, tickets, bills, withdrawals, refunds }
}
