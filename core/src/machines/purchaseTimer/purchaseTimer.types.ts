import type { BusinessLocalTimer, BusinessTimer } from "../../contract/timer.js"
import type { Stamped } from "../../events/envelope.js"
import type {
  ClockTicked,
  PurchaseCancelled,
  PurchaseCompleted,
  PurchaseStarted,
} from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"

export interface PurchaseTimerInput {
  /** The tab this machine runs in: it decides whether a new principal tab took this one's purchase. */
  readonly tabId: number
  readonly settings: MachineSettings
}

export interface PurchaseTimerContext {
  readonly tabId: number
  readonly settings: MachineSettings
  readonly timer: BusinessTimer
  readonly local: BusinessLocalTimer
  /** The latest instant seen; never moves backwards, whatever order tabs' events arrive in. */
  readonly now: number
}

/** The timer as it was stored before a reload. */
export type TimerRestored = Stamped<{ type: "timer.restored"; timer: BusinessTimer }>

/** A tab shows the purchase (enters the buy route): the newest claim becomes the principal tab. */
export type TabClaimedPrincipal = Stamped<{ type: "tab.claimedPrincipal"; idProcesoDeCompra: number }>

/** BOX mode: the seller navigated from the top bar, which resets the business timer first. */
export type BarNavigated = Stamped<{ type: "nav.barNavigated" }>

export type PurchaseTimerEvent =
  | ClockTicked
  | PurchaseStarted
  | PurchaseCancelled
  | PurchaseCompleted
  | TimerRestored
  | TabClaimedPrincipal
  | BarNavigated

export type PurchaseTimerEmitted =
  | Stamped<{ type: "timer.expired"; idProcesoDeCompra: number }>
  | Stamped<{ type: "timer.principalLost"; idProcesoDeCompra: number; principalTab: number }>
