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
import {
  bookedPlaces,
  bookingsOfCustomer,
  type BookedPlaceRow,
  type BookingRow,
} from "../../store/bookings/bookings.js"
import { generalSlotOf } from "../../store/purchases/holds.js"

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
  const rows = await bookingsOfCustomer(db, customerId, now)
  return Promise.all(
    rows.map(async (booking) => bookingView(booking, await bookedPlaces(db, booking.id, now), now, language)),
  )
}
