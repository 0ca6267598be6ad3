import type { Queryable } from "../../db/database.js"
import { allRows, firstRow } from "../rows.js"

/** A booking's row with its function and what became of its places. */
export interface BookingRow {
  readonly id: number
  readonly customer_id: number
  readonly performance_id: number
  readonly holder_process_id: number
  readonly expires_at: Date
  readonly starts_at: Date
  readonly show_name: string
  readonly venue_name: string
  readonly venue_name_en: string | null
  /** How many of its places are still set aside (held for it, by its holder or a purchase of it). */
  readonly booked: number
  /** How many of its places were bought. */
  readonly sold: number
}

const BOOKING = `
  SELECT b.id, b.customer_id, b.performance_id, b.holder_process_id, b.expires_at, f.starts_at,
         s.name AS show_name, v.name AS venue_name, v.name_en AS venue_name_en,
         (SELECT count(*)::int FROM place_claims c WHERE c.booking_id = b.id AND c.state = 'HELD' AND c.expires_at > $2) AS booked,
         (SELECT count(*)::int FROM place_claims c WHERE c.booking_id = b.id AND c.state = 'SOLD') AS sold
    FROM bookings b
    JOIN performances f ON f.id = b.performance_id
    JOIN shows s ON s.id = f.show_id
    JOIN venues v ON v.id = s.venue_id`

/** One place a booking set aside, where it is and what it costs. */
export interface BookedPlaceRow {
  readonly place_key: string
  readonly sector_id: number
  readonly seat_id: number | null
  readonly price: string | number
  readonly service_charge: string | number
  readonly sector_name: string
  readonly sector_name_en: string | null
  readonly row_label: string | null
  readonly row_index: number | null
  readonly seat_number: number | null
  /** The claim's state now: HELD (still booked, maybe in a purchase), SOLD, or null (lapsed, gone). */
  readonly claim_state: "HELD" | "SOLD" | null
  /** The process that holds the place now, while it is booked. */
  readonly process_id: number | null
}

const PLACES = `
  SELECT bp.place_key, bp.sector_id, bp.seat_id, bp.price, bp.service_charge, ms.name AS sector_name,
         ms.name_en AS sector_name_en,
         st.row_label, st.row_index, st.seat_number,
         CASE WHEN c.state = 'SOLD' OR c.expires_at > $2 THEN c.state END AS claim_state,
         CASE WHEN c.state = 'HELD' AND c.expires_at > $2 THEN c.process_id END AS process_id
    FROM booking_places bp
    JOIN bookings b ON b.id = bp.booking_id
    JOIN map_sectors ms ON ms.id = bp.sector_id
    LEFT JOIN map_seats st ON st.id = bp.seat_id
    LEFT JOIN place_claims c
      ON c.performance_id = b.performance_id AND c.place_key = bp.place_key AND c.booking_id = b.id
   WHERE bp.booking_id = $1
   ORDER BY bp.sector_id, st.row_index, st.seat_number, bp.place_key`

/** A customer's booking (locked when asked), or null: someone else's answers null as a missing one does. */
export const customerBooking = (
  db: Queryable,
  bookingId: number,
  customerId: number,
  now: number,
  options: { readonly lock: boolean } = { lock: false },
): Promise<BookingRow | null> =>
  firstRow(db, `${BOOKING} WHERE b.id = $1 AND b.customer_id = $3 ${options.lock ? "FOR UPDATE OF b" : ""}`, [
    bookingId,
    new Date(now),
    customerId,
  ])

/** Every place the booking set aside, and what became of it now. */
export const bookedPlaces = (db: Queryable, bookingId: number, now: number): Promise<ReadonlyArray<BookedPlaceRow>> =>
  allRows(db, PLACES, [bookingId, new Date(now)])

/** The customer's bookings, newest first. */
export const bookingsOfCustomer = (
  db: Queryable,
  customerId: number,
  now: number,
): Promise<ReadonlyArray<BookingRow>> =>
  allRows(db, `${BOOKING} WHERE b.customer_id = $1 ORDER BY b.created_at DESC, b.id DESC`, [customerId, new Date(now)])
