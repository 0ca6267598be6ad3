import * as Schema from "effect/Schema"
import { Id } from "../../contract/common.js"
import { HoldExtension } from "../../contract/holdExtension.js"
import { BusinessTimer } from "../../contract/timer.js"

/** The timer as it was stored before a reload. */
export const TimerRestored = Schema.Struct({ type: Schema.Literal("timer.restored"), timer: BusinessTimer })
export type TimerRestored = typeof TimerRestored.Type

/** BOX mode: the seller navigated from the top bar, which resets the business timer first. */
export const BarNavigated = Schema.Struct({ type: Schema.Literal("nav.barNavigated") })
export type BarNavigated = typeof BarNavigated.Type

/** The shopper asks for more time on this purchase's hold (WCAG 2.2.1): one action, in the last 2 minutes. */
export const ExtensionRequested = Schema.Struct({
  type: Schema.Literal("timer.extensionRequested"),
  idProcesoDeCompra: Id,
})
export type ExtensionRequested = typeof ExtensionRequested.Type

/** The server renewed the hold: the clock starts over from this answer's instant. */
export const HoldExtended = Schema.Struct({ type: Schema.Literal("api.holdExtended"), extension: HoldExtension })
export type HoldExtended = typeof HoldExtended.Type

/** Every input the purchase timer's own commands and calls send. */
export const PURCHASE_TIMER_EVENTS = [TimerRestored, BarNavigated, ExtensionRequested, HoldExtended] as const
