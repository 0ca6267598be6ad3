import * as Schema from "effect/Schema"
import { BusinessTimer } from "../../contract/timer.js"

/** The timer as it was stored before a reload. */
export const TimerRestored = Schema.Struct({ type: Schema.Literal("timer.restored"), timer: BusinessTimer })
export type TimerRestored = typeof TimerRestored.Type

/** BOX mode: the seller navigated from the top bar, which resets the business timer first. */
export const BarNavigated = Schema.Struct({ type: Schema.Literal("nav.barNavigated") })
export type BarNavigated = typeof BarNavigated.Type

/** Every input the purchase timer's own commands send. */
export const PURCHASE_TIMER_EVENTS = [TimerRestored, BarNavigated] as const
