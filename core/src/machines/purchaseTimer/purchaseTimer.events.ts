import { inputEvent } from "../shared/events.js"
import { Id } from "../../contract/common.js"
import { HoldExtension } from "../../contract/holdExtension.js"
import { BusinessTimer } from "../../contract/timer.js"

/** The timer as it was stored before a reload. */
export const TimerRestored = inputEvent("timer.restored", { timer: BusinessTimer })

/** BOX mode: the seller navigated from the top bar, which resets the business timer first. */
export const BarNavigated = inputEvent("nav.barNavigated")

/** The shopper asks for more time on this purchase's hold (WCAG 2.2.1): one action, in the last 2 minutes. */
export const ExtensionRequested = inputEvent("timer.extensionRequested", {
  idProcesoDeCompra: Id,
})

/** The server renewed the hold: the clock starts over from this answer's instant. */
export const HoldExtended = inputEvent("api.holdExtended", { extension: HoldExtension })

/** Every input the purchase timer's own commands and calls send. */
export const PURCHASE_TIMER_EVENTS = [TimerRestored, BarNavigated, ExtensionRequested, HoldExtended] as const
