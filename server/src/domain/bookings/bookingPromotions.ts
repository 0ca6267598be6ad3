import {
  applicablePromotions,
  BookingClosed,
  isRefusal,
  type AnswerLanguage,
  type BookingNotFound,
  type PerformanceNotFound,
  type Promotion,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { bookedPlaces, customerBooking } from "../../store/bookings/bookings.js"
import { performanceOrNotFound } from "../catalogue/performanceRecord.js"
import { promotionsOf } from "../catalogue/promotions.js"
import { bookingStateOf } from "./bookingRecord.js"
import { bookingLapsed, noBooking } from "./takeBooking.js"

/**
 * The promotions the customer's live booking may be bought with: those of its function that apply
 * to all the places still to buy (their sectors, their number). A bought or lapsed booking has none
 * to offer; someone else's is not found.
 */
export const bookingPromotions = async (
  db: Queryable,
  bookingId: number,
  customerId: number,
  now: number,
  language: AnswerLanguage,
): Promise<ReadonlyArray<Promotion> | BookingNotFound | BookingClosed | PerformanceNotFound> => {
  const booking = await customerBooking(db, bookingId, customerId, now)
  if (booking === null) return noBooking()
  const state = bookingStateOf(booking, now)
  if (state === "CONFIRMADA") return new BookingClosed({ key: "problems.booking.bought" })
  if (state !== "VIGENTE") return bookingLapsed()
  const places = (await bookedPlaces(db, booking.id, now)).filter((place) => place.claim_state === "HELD")
  const performance = await performanceOrNotFound(db, booking.performance_id)
  if (isRefusal(performance)) return performance
  const sectorIds = [...new Set(places.map((place) => place.sector_id))]
  return applicablePromotions(await promotionsOf(db, performance, language), sectorIds, places.length)
}
