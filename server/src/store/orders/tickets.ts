import type { Queryable } from "../../db/database.js"

/**
 * A ticket `t`'s sector, read from its place key ("s<seat id>" or "g<sector id>:<slot>", as holds
 * write it), which the ticket keeps whatever happens to the place's claim after a refund. It needs
 * TICKET_SEAT, the seat `ms` a seat's key names.
 */
export const TICKET_SECTOR = "COALESCE(ms.sector_id, substring(t.place_key FROM '^g(\\d+):')::int)"

export const TICKET_SEAT =
  "LEFT JOIN map_seats ms ON ms.id = CASE WHEN t.place_key ~ '^s\\d+$' THEN substring(t.place_key FROM 2)::int END"

/** A sold place of a process and the code its ticket will carry. */
export interface TicketToIssue {
  readonly performanceId: number
  readonly placeKey: string
  readonly code: string
}

/**
 * One ticket of the order per place, each with what its claim says of it (sector, row, seat, price,
 * promotion) copied in: the ticket keeps them whatever happens to the claim afterwards.
 */
export const insertTickets = async (
  tx: Queryable,
  orderId: number,
  tickets: ReadonlyArray<TicketToIssue>,
): Promise<void> => {
  await tx.query(
    `INSERT INTO tickets (order_id, performance_id, place_key, code, sector_name, sector_name_en, row_label, seat_label,
                          price, service_charge, promotion_name, promotion_name_en)
     SELECT $1, c.performance_id, c.place_key, t.code, ms.name, ms.name_en, st.row_label, st.seat_number::text, c.price,
            c.service_charge, pr.name, pr.name_en
       FROM unnest($2::int[], $3::text[], $4::text[]) AS t(performance_id, place_key, code)
       JOIN place_claims c ON c.performance_id = t.performance_id AND c.place_key = t.place_key
       JOIN map_sectors ms ON ms.id = c.sector_id
       LEFT JOIN map_seats st ON st.id = c.seat_id
       LEFT JOIN promotions pr ON pr.id = c.promotion_id`,
    [
      orderId,
      tickets.map((ticket) => ticket.performanceId),
      tickets.map((ticket) => ticket.placeKey),
      tickets.map((ticket) => ticket.code),
    ],
  )
}

/** Voids the order's valid tickets at `at` (a withdrawal, or the old side of an exchange). */
export const voidTicketsOf = async (tx: Queryable, orderId: number, at: Date): Promise<void> => {
  await tx.query("UPDATE tickets SET voided_at = $2 WHERE order_id = $1 AND voided_at IS NULL", [orderId, at])
}

/** When each function the order's tickets are for starts. */
export const functionStartsOfOrder = async (db: Queryable, orderId: number): Promise<ReadonlyArray<Date>> =>
  (
    await db.query<{ starts_at: Date }>(
      `SELECT DISTINCT p.starts_at FROM tickets t JOIN performances p ON p.id = t.performance_id WHERE t.order_id = $1`,
      [orderId],
    )
  ).rows.map((row) => row.starts_at)
