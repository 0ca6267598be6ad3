import type { AnswerLanguage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, firstRow } from "../rows.js"
import { TICKET_SEAT, TICKET_SECTOR } from "./tickets.js"

/** An order as an exchange reads it, with where it came from. */
export interface ExchangedOrder {
  readonly id: number
  readonly process_id: number
  readonly customer_id: number | null
  readonly state: string
  readonly email: string
  readonly paid_total: number | string
  readonly card_last4: string
  readonly delivery_type_id: number | null
  readonly address: unknown
  readonly language: AnswerLanguage
  /** The order it replaced, when it was born of an exchange. */
  readonly exchanged_from: number | null
}

/** The order (any customer's when `customerId` is null); `lock` holds its row until the transaction ends. */
export const orderForExchange = (
  db: Queryable,
  orderId: number,
  customerId: number | null,
  lock = false,
): Promise<ExchangedOrder | null> =>
  firstRow(
    db,
    `SELECT o.id, o.process_id, o.customer_id, o.state, o.email, o.paid_total, o.card_last4, o.delivery_type_id,
            o.address, o.language, (SELECT x.order_id FROM exchanges x WHERE x.new_order_id = o.id) AS exchanged_from
       FROM orders o WHERE o.id = $1 AND ($2::int IS NULL OR o.customer_id = $2) ${lock ? "FOR UPDATE OF o" : ""}`,
    [orderId, customerId],
  )

/** A valid ticket of the order, with its sector's full price at the show today. */
export interface OldTicket {
  readonly performance_id: number
  readonly show_id: number
  readonly starts_at: Date
  readonly sector_id: number
  readonly list_price: number | string
  readonly price: number | string
  readonly service_charge: number | string
}

export const validTicketsOf = (db: Queryable, orderId: number): Promise<ReadonlyArray<OldTicket>> =>
  allRows(
    db,
    `SELECT t.performance_id, p.show_id, p.starts_at, t.sector_id, sp.price AS list_price, t.price, t.service_charge
         FROM (SELECT t.*, ${TICKET_SECTOR} AS sector_id
                 FROM tickets t
                 ${TICKET_SEAT}
                WHERE t.order_id = $1 AND t.voided_at IS NULL) t
         JOIN performances p ON p.id = t.performance_id
         LEFT JOIN show_prices sp ON sp.show_id = p.show_id AND sp.sector_id = t.sector_id
        ORDER BY t.id`,
    [orderId],
  )
