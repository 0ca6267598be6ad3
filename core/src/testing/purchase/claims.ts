import type { CartPlace } from "../../rules/cartView.js"
import type { PlaceToCharge } from "../../rules/pricing.js"
import type { Claim, MemoryStore, ProcessRecord } from "../store.js"

/** The claim key of a numbered seat. */
export const seatKey = (seatId: number): string => `s${seatId}`

/** The claim key of general-admission place `slot` (1…capacity) of a sector. */
export const generalKey = (sectorId: number, slot: number): string => `g${sectorId}:${slot}`

/** Sold, held by a process whose time is not over, or set aside by a booking that lives: an expired hold is a free place. */
export const isLive = (store: MemoryStore, claim: Claim): boolean =>
  claim.state === "SOLD" ||
  (store.processes.get(claim.processId)?.expiresAt ?? 0) > store.now() ||
  (claim.bookingId !== undefined && (store.bookings.get(claim.bookingId)?.expiresAt ?? 0) > store.now())

export const claimsOf = (store: MemoryStore, performanceId: number): Map<string, Claim> => {
  const known = store.claims.get(performanceId)
  if (known !== undefined) return known
  const created = new Map<string, Claim>()
  store.claims.set(performanceId, created)
  return created
}

/** The places of a function that are sold or held by a hold still running. */
export const liveClaims = (store: MemoryStore, performanceId: number): ReadonlyArray<Claim> =>
  [...(store.claims.get(performanceId)?.values() ?? [])].filter((claim) => isLive(store, claim))

/** The places a process still has: sold, or held while its time lasts. */
export const placesOf = (store: MemoryStore, process: ProcessRecord): ReadonlyArray<Claim> =>
  [...process.claims].filter((claim) => isLive(store, claim))

/** Records a claim, taking the place from the process that held it before (its hold was over). */
export const putClaim = (store: MemoryStore, process: ProcessRecord, claim: Claim): void => {
  const places = claimsOf(store, claim.performanceId)
  const before = places.get(claim.key)
  if (before !== undefined) store.processes.get(before.processId)?.claims.delete(before)
  places.set(claim.key, claim)
  process.claims.add(claim)
}

/** Frees what a process holds: everything, or the places of one function. Sold places stay sold. Answers how many. */
export const releaseHolds = (
  store: MemoryStore,
  process: ProcessRecord,
  performanceId: number | null = null,
): number => {
  const freed = [...process.claims].filter(
    (claim) => claim.state === "HELD" && (performanceId === null || claim.performanceId === performanceId),
  )
  for (const claim of freed) {
    process.claims.delete(claim)
    store.claims.get(claim.performanceId)?.delete(claim.key)
    const booking = claim.bookingId === undefined ? undefined : store.bookings.get(claim.bookingId)
    const place = booking?.places.find((booked) => booked.key === claim.key)
    // A booked place goes back to its booking, at its price, not on sale.
    if (booking !== undefined && place !== undefined)
      putClaim(store, booking.holder, {
        ...claim,
        processId: booking.holder.id,
        price: place.price,
        listPrice: place.price,
        promotionId: null,
      })
  }
  return freed.length
}

/** Puts back holds released by a change that then failed, as a rolled-back transaction would. */
export const restoreHolds = (store: MemoryStore, process: ProcessRecord, claims: ReadonlyArray<Claim>): void => {
  for (const claim of claims) putClaim(store, process, claim)
}

/** The promotion a claim was taken with, as the cart shows it. */
export const promotionOfClaim = (store: MemoryStore, claim: Claim): CartPlace["promotion"] => {
  const promotion = store.index.promotions.find((candidate) => candidate.idPromocion === claim.promotionId)
  return promotion === undefined
    ? null
    : { id: promotion.idPromocion, name: promotion.cNombre, bins: promotion.listaBin }
}

/** A claim as a charge prices it (core's chargeAmountsOf). */
export const placeToChargeOfClaim = (store: MemoryStore, claim: Claim): PlaceToCharge => ({
  listPrice: claim.listPrice,
  price: claim.price,
  serviceCharge: claim.serviceCharge,
  promotionBins: promotionOfClaim(store, claim)?.bins ?? null,
})
