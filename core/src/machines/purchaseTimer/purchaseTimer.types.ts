import type { ProcessType } from "../../contract/common.js"
import type { BusinessLocalTimer, BusinessTimer } from "../../contract/timer.js"
import type { Stamped } from "../../events/envelope.js"
import type {
  ApiFailed,
  ClockTicked,
  InputOf,
  IoRequest,
  PurchaseCancelled,
  PurchaseCompleted,
  PurchaseStarted,
} from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"
import type { PURCHASE_TIMER_EVENTS } from "./purchaseTimer.events.js"

export interface PurchaseTimerInput {
  /** The tab this machine runs in: it decides whether a new principal tab took this one's purchase. */
  readonly tabId: number
  readonly settings: MachineSettings
}

/**
 * SPEC's businessTimer as the machine keeps it. Its cEstado is the machine's state, never a field an
 * action sets: `businessTimerOf` puts the two together, as Zag's data-state mirrors a machine's state.
 */
export type TimerRecord = Omit<BusinessTimer, "cEstado">

/** SPEC's businessLocalTimer less the cEstado, always RESET: a tab only records the reset its top bar made (BOX mode). */
export type LocalReset = Omit<BusinessLocalTimer, "cEstado">

/** A tab saying it shows the purchase: by starting it or by entering a buy route. */
export interface PrincipalClaim {
  readonly tab: number
  readonly at: number
}

/** A shopper's request to extend the hold: the tab that asked and when. */
export interface ExtensionRequest {
  readonly tab: number
  readonly at: number
}

export interface PurchaseTimerContext {
  readonly tabId: number
  readonly settings: MachineSettings
  readonly timer: TimerRecord
  readonly local: LocalReset
  /** The latest instant seen; never moves backwards, whatever order tabs' events arrive in. */
  readonly now: number
  /**
   * The newest claim seen, kept across resets: a tab may enter a buy route before it
   * hears of the purchase another tab started earlier, and must still win it.
   */
  readonly latestClaim: PrincipalClaim | null
  /** The extension asked for and not answered yet. */
  readonly extensionRequest: ExtensionRequest | null
  /** Locale key of why the last extension was refused; cleared by the next request. */
  readonly extensionMessage: string | null
}

/**
 * A tab shows the purchase (enters the buy route): the newest claim becomes the principal tab.
 * `idProcesoDeCompra` is null when the tab knows of no purchase yet; the claim still counts.
 * Derived from `route.changed` by the checkout, so never logged.
 */
export type TabClaimedPrincipal = Stamped<{ type: "tab.claimedPrincipal"; idProcesoDeCompra: number | null }>

export type PurchaseTimerEvent =
  | Stamped<ClockTicked | InputOf<typeof PURCHASE_TIMER_EVENTS> | ApiFailed>
  | PurchaseStarted
  | PurchaseCancelled
  | PurchaseCompleted
  | TabClaimedPrincipal

/** What the extension call needs: the purchase whose holds to renew. */
export interface ExtendHoldInput extends IoRequest {
  readonly idProcesoDeCompra: number
}

export type PurchaseTimerEmitted =
  /** The timer accepted a purchase.started (a new timer or the same purchase again): the purchase to follow. */
  | Stamped<{ type: "timer.started"; idProcesoDeCompra: number; ctProcess: ProcessType }>
  | Stamped<{ type: "timer.expired"; idProcesoDeCompra: number }>
  | Stamped<{ type: "timer.principalLost"; idProcesoDeCompra: number; principalTab: number }>
