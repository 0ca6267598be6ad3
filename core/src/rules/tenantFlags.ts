import type { TenantFlags } from "../contract/tenant.js"

/**
 * SPEC §9's "queue check before taking seats": the function page asks the waiting room (GET /v2/Cola)
 * before its seats show, when the tenant's queue service is on at all (queueApi). Off, a function
 * with a room still needs its turn: the take is refused and the shopper goes to the line then.
 */
export const asksQueueBeforeSeats = (flags: Pick<TenantFlags, "queueApi" | "queueCheckBeforeSeats">): boolean =>
  flags.queueApi && flags.queueCheckBeforeSeats

/**
 * SPEC §5: "seat selection does not require login", unless the tenant turns
 * loginRequiredForSeatSelection on: then the pages where seats are chosen send an anonymous shopper
 * to log in first (nextUrl brings them back).
 */
export const seatSelectionNeedsLogin = (flags: Pick<TenantFlags, "loginRequiredForSeatSelection">): boolean =>
  flags.loginRequiredForSeatSelection
