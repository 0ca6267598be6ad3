import {
  BookingClosed,
  BookingNotFound,
  BookingTaken,
  isRefusal,
  PlaceNotBooked,
  PurchaseSessionRequired,
  type PurchaseProcess,
  type Refusal,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { chargeInFlight, openProcess, type OpenedProcess } from "../process/access.js"
import { processById } from "../../store/purchases/processes.js"
import { applyPromotion, promotionForPerformance } from "../process/promotions.js"
import { newPurchaseKey, purchaseKeyHash } from "../process/purchaseKey.js"
import type { TakeContext } from "../process/take.js"
import { purchaseView } from "../process/view.js"
import { refusingTransaction } from "../transaction.js"
import { bookedPlaces, customerBooking, type BookedPlaceRow, type BookingRow } from "../../store/bookings/bookings.js"
import { moveBookedPlaces, startBookingPurchase } from "../../store/purchases/bookedHolds.js"
import { positionIdOf } from "./bookingRecord.js"

export const noBooking = () => new BookingNotFound({ key: "problems.booking.notFound" })
export const bookingLapsed = () => new BookingClosed({ key: "problems.booking.lapsed" })
const bookingBought = () => new BookingTaken({ key: "problems.booking.bought" })

/** What a take of a booking asks for: the booking, its function, which places (null: all left), a promotion. */
export interface BookingTake {
  readonly idReserva: number
  readonly idFuncion: number
  readonly listaIdPosicion: ReadonlyArray<number> | null
  readonly idPromocion: number | null
}

/** The caller's booking, alive, of that function; 404 for anyone else's (as for a missing one). */
const liveBooking = async (
  tx: Queryable,
  take: BookingTake,
  customerId: number,
  now: number,
): Promise<BookingRow | BookingNotFound | BookingTaken | BookingClosed> => {
  const booking = await customerBooking(tx, take.idReserva, customerId, now, { lock: true })
  if (booking === null) return noBooking()
  if (booking.performance_id !== take.idFuncion)
    return new BookingNotFound({ key: "problems.booking.notOfPerformance" })
  if (booking.booked === 0 && booking.sold > 0) return bookingBought()
  if (booking.expires_at.getTime() <= now || booking.starts_at.getTime() <= now || booking.booked === 0)
    return bookingLapsed()
  return booking
}

/** The places asked for: all still booked, or those named (each must be a booked place of it, not bought). */
const placesAskedFor = (
  places: ReadonlyArray<BookedPlaceRow>,
  take: BookingTake,
): ReadonlyArray<BookedPlaceRow> | PlaceNotBooked | BookingTaken | BookingClosed => {
  const live = places.filter((place) => place.claim_state === "HELD")
  if (take.listaIdPosicion === null) return live
  const byPosition = new Map(places.map((place) => [positionIdOf(place), place]))
  const asked: Array<BookedPlaceRow> = []
  for (const id of new Set(take.listaIdPosicion)) {
    const place = byPosition.get(id)
    if (place === undefined)
      return new PlaceNotBooked({
        key: "problems.booking.placeNotBooked",
        field: "listaIdPosicion",
        params: { place: id },
      })
    if (place.claim_state === "SOLD") return bookingBought()
    if (place.claim_state !== "HELD") return bookingLapsed()
    asked.push(place)
  }
  return asked
}

/**
 * A purchase of another process may hold a booked place only while it is left (expired or
 * cancelled): one still open, or being paid, is buying the booking now (409).
 */
const beingBoughtRefusal = async (
  tx: Queryable,
  places: ReadonlyArray<BookedPlaceRow>,
  booking: BookingRow,
  takerId: number | null,
  now: number,
): Promise<BookingTaken | null> => {
  const holders = new Set(places.map((place) => place.process_id))
  for (const holderId of holders) {
    if (holderId === null || holderId === booking.holder_process_id || holderId === takerId) continue
    const holder = await processById(tx, holderId, true)
    if (holder === null) continue
    const open = holder.state === "ACTIVE" && holder.expires_at.getTime() > now
    if (open || chargeInFlight(holder)) return new BookingTaken({ key: "problems.booking.inAnotherPurchase" })
  }
  return null
}

/** A new purchase for the booking's owner: the purchase clock, never past the booking's end. */
const startPurchase = async (tx: Queryable, context: TakeContext, booking: BookingRow): Promise<OpenedProcess> => {
  const purchaseKey = newPurchaseKey()
  const expiresAt = Math.min(context.now + context.holdMs, booking.expires_at.getTime())
  const process = await startBookingPurchase(tx, {
    processType: context.processType,
    customerId: booking.customer_id,
    startedAt: context.now,
    expiresAt,
    keyHash: purchaseKeyHash(purchaseKey),
  })
  return { ...process, purchaseKey }
}

/**
 * TomarReservaPorFuncion and TomarReservaPorPosicion: the booking's places (all left, or those named)
 * move, in one transaction under the booking's lock, from wherever they rest to the caller's purchase
 * (id 0 starts one). They stay held until the booking lapses, so leaving the purchase gives them back
 * to the booking (holds.ts releaseHolds); paying sells them, and then the booking is bought.
 */
export const takeBooking = (
  db: Pick<Database, "transaction">,
  processId: number,
  take: BookingTake,
  context: TakeContext,
) =>
  refusingTransaction(db, async (tx): Promise<PurchaseProcess | Refusal> => {
    const customerId = context.caller.customerId
    if (customerId === null) return new PurchaseSessionRequired({ key: "problems.session.invalid" })
    const booking = await liveBooking(tx, take, customerId, context.now)
    if (isRefusal(booking)) return booking
    const places = placesAskedFor(await bookedPlaces(tx, booking.id, context.now), take)
    if (isRefusal(places)) return places
    let process: OpenedProcess | null = null
    if (processId !== 0) {
      const opened = await openProcess(tx, processId, context.caller, context.now, { lock: true })
      if (isRefusal(opened)) return opened
      process = opened
    }
    const beingBought = await beingBoughtRefusal(tx, places, booking, process?.id ?? null, context.now)
    if (beingBought !== null) return beingBought
    process ??= await startPurchase(tx, context, booking)
    const promotion = await promotionForPerformance(tx, booking.performance_id, take.idPromocion)
    if (isRefusal(promotion)) return promotion
    await moveBookedPlaces(tx, {
      bookingId: booking.id,
      placeKeys: places.map((place) => place.place_key),
      processId: process.id,
      bookingExpiresAt: booking.expires_at,
      processExpiresAt: process.expires_at,
      promotionId: take.idPromocion,
    })
    const refused = promotion === null ? null : await applyPromotion(tx, process.id, booking.performance_id, promotion)
    return refused ?? purchaseView(tx, process, context.now)
  })
