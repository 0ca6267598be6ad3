import { PERSISTED_KEYS } from "../../ports/persistedKeys.js"
import { isBuyRoute } from "../../rules/buyRoute.js"
import type { SystemEvent } from "../../system/events.js"
import { landingStage } from "../landingStage.js"

/**
 * What the resting machines would only note, so it can wait for them (the latest of each type): a
 * page change to anything but a buy route, and the visitor's country the shop looked up at start.
 */
export const canWaitForMachines = (event: SystemEvent): boolean =>
  (event.type === "route.changed" && !isBuyRoute(event.name)) || event.type === "geo.countryResolved"

/**
 * What a shop whose ports have not loaded yet (ui/src/app/shop.ts) can hold as well: an event the
 * machines could wait for and that fires no tracking pixel (a show's landing does, at once).
 */
export const canWaitForPorts = (event: SystemEvent): boolean =>
  canWaitForMachines(event) && landingStage(event) === null

// The last finished purchase is kept only for the pages that show its result, and those start the
// machines themselves; the visitor's country is read from storage by the shop (it sends it as a
// header): neither alone makes every later visit load them.
const RESTING_KEYS: ReadonlySet<string> = new Set(["lastPurchase", "cc"])

/** The stored keys that may bring a tab's machines up at start (a session, a purchase, a language…). */
export const RESTORING_KEYS = PERSISTED_KEYS.filter((key) => !RESTING_KEYS.has(key))
