import {
  functionDateParts,
  generalAdmissionPlaceId,
  heldPositionOf,
  inLanguage,
  type AnswerLanguage,
  type Booking,
  type BookingState,
  type HeldPosition,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { generalSlotOf } from "../holds.js"

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
export const customerBooking = async (
  db: Queryable,
  bookingId: number,
  customerId: number,
  now: number,
  options: { readonly lock: boolean } = { lock: false },
): Promise<BookingRow | null> => {
  const { rows } = await db.query<BookingRow>(
    `${BOOKING} WHERE b.id = $1 AND b.customer_id = $3 ${options.lock ? "FOR UPDATE OF b" : ""}`,
    [bookingId, new Date(now), customerId],
  )
  return rows[0] ?? null
}

export const bookedPlaces = async (
  db: Queryable,
  bookingId: number,
  now: number,
): Promise<ReadonlyArray<BookedPlaceRow>> => (await db.query<BookedPlaceRow>(PLACES, [bookingId, new Date(now)])).rows

/**
 * What a booking is now: VIGENTE while it sets places aside; CONFIRMADA once nothing is left to buy
 * and something was bought; VENCIDA when it lapsed with nothing bought. (CANCELADA is the box
 * office's word; the reference server has no box-office seller to cancel one.)
 */
export const bookingStateOf = (booking: BookingRow, now: number): BookingState => {
  if (booking.booked > 0 && booking.expires_at.getTime() > now) return "VIGENTE"
  return booking.sold > 0 ? "CONFIRMADA" : "VENCIDA"
}

/** The idPosicion a booked place shows, as the cart shows it: the seat's id, or the general-admission place's. */
export const positionIdOf = (place: Pick<BookedPlaceRow, "seat_id" | "sector_id" | "place_key">): number =>
  place.seat_id ?? generalAdmissionPlaceId(place.sector_id, generalSlotOf(place.place_key) ?? 0)

const positionOf = (place: BookedPlaceRow, language: AnswerLanguage): HeldPosition =>
  heldPositionOf({
    seatId: place.seat_id,
    sectorId: place.sector_id,
    generalSlot: generalSlotOf(place.place_key),
    sectorName: inLanguage(language, place.sector_name, place.sector_name_en),
    rowLabel: place.row_label,
    seatNumber: place.seat_number,
    listPrice: Number(place.price),
    price: Number(place.price),
    serviceCharge: Number(place.service_charge),
    promotion: null,
  })

/** A booking as "my bookings" lists it: while it lives, the places still to buy; afterwards, all it set aside. */
const bookingView = (
  booking: BookingRow,
  places: ReadonlyArray<BookedPlaceRow>,
  now: number,
  language: AnswerLanguage,
): Booking => {
  const state = bookingStateOf(booking, now)
  const shown = state === "VIGENTE" ? places.filter((place) => place.claim_state === "HELD") : places
  return {
    idReserva: booking.id,
    idFuncion: booking.performance_id,
    cEspectaculo: booking.show_name,
    cEstablecimiento: inLanguage(language, booking.venue_name, booking.venue_name_en),
    oFuncionFecha: functionDateParts(booking.starts_at.toISOString()),
    cEstado: state,
    dVencimiento: booking.expires_at.toISOString(),
    nCantidadPosiciones: shown.length,
    listaPosicion: shown.map((place) => positionOf(place, language)),
  }
}

/** The customer's bookings, newest first, named in `language` (listaReserva of GET /v2/Historial2). */
export const bookingsOf = async (
  db: Queryable,
  customerId: number,
  now: number,
  language: AnswerLanguage,
): Promise<ReadonlyArray<Booking>> => {
  const { rows } = await db.query<BookingRow>(
    `${BOOKING} WHERE b.customer_id = $1 ORDER BY b.created_at DESC, b.id DESC`,
    [customerId, new Date(now)],
  )
  return Promise.all(
    rows.map(async (booking) => bookingView(booking, await bookedPlaces(db, booking.id, now), now, language)),
  )
}
