import type { SnapshotFrom } from "xstate"
import type { BusinessTimer } from "../../contract/timer.js"
import type { Dispatch } from "../../events/envelope.js"
import { extensionsLeft } from "../../rules/holdExtension.js"
import type { purchaseTimerMachine } from "./purchaseTimer.machine.js"
import { extensionPolicyOf, isAwaitingExtension, mayExtendAt, msLeft } from "./purchaseTimer.rules.js"

export type PurchaseTimerSnapshot = SnapshotFrom<typeof purchaseTimerMachine>

export interface PurchaseTimerView {
  readonly state: "RESET" | "INICIADO" | "FINISHED"
  readonly isRunning: boolean
  readonly hasExpired: boolean
  /** Whole seconds left, never below zero. */
  readonly secondsLeft: number
  /** SPEC §9: the clock turns to its alert colour at 2 minutes or less. */
  readonly isAlert: boolean
  readonly idProcesoDeCompra: number | null
  /** True when this tab is the one that keeps the purchase. */
  readonly isPrincipalTab: boolean
  /** The tenant lets shoppers extend a hold (WCAG 2.2.1 Timing Adjustable). */
  readonly extensionsAllowed: boolean
  /** `extend()` would ask for more time now: the alert time has come, extensions are left, none on its way. */
  readonly canExtend: boolean
  /** An extension was asked for and the server has not answered yet. */
  readonly isExtending: boolean
  /** How many times this purchase's hold was extended. */
  readonly extensionsUsed: number
  readonly extensionsLeft: number
  /** Locale key of why the last extension failed, or null. */
  readonly extensionMessage: string | null
  /**
   * Asks for a full clock again. The machine grants the request only where the tenant's rule allows
   * it at the request's instant (so a view drawn a moment ago cannot ask too early); the server decides last.
   */
  readonly extend: () => void
}

const ignore: Dispatch = () => undefined

/** SPEC's businessTimer, as storage keeps it: cEstado is the clock's state (as Zag's data-state), not a field. */
export const businessTimerOf = (snapshot: PurchaseTimerSnapshot): BusinessTimer => {
  const { ctProcess, ...rest } = snapshot.context.timer
  return { ctProcess, cEstado: snapshot.value, ...rest }
}

/**
 * `now` lets a UI redraw between ticks; it defaults to the last instant the machine saw. Without
 * `dispatch` the view only reads: its commands do nothing.
 */
export const connectPurchaseTimer = (
  snapshot: PurchaseTimerSnapshot,
  now?: number,
  dispatch: Dispatch = ignore,
): PurchaseTimerView => {
  const { timer, settings, tabId, extensionRequest, extensionMessage } = snapshot.context
  const state = snapshot.value
  const instant = Math.max(now ?? 0, snapshot.context.now)
  const isRunning = state === "INICIADO"
  const left = isRunning ? Math.max(0, msLeft(timer, instant)) : 0
  const used = timer.nExtensiones ?? 0
  const policy = extensionPolicyOf(settings)
  const canExtend = isRunning && mayExtendAt(timer, settings, extensionRequest, instant)
  const { idProcesoDeCompra } = timer
  return {
    state,
    isRunning,
    hasExpired: state === "FINISHED",
    secondsLeft: Math.floor(left / 1000),
    isAlert: isRunning && left <= settings.alertMs,
    idProcesoDeCompra,
    isPrincipalTab: timer.nTabIdPrincipal === tabId,
    extensionsAllowed: policy.maxExtensions > 0,
    canExtend,
    isExtending: isRunning && isAwaitingExtension(extensionRequest, instant),
    extensionsUsed: used,
    extensionsLeft: extensionsLeft(policy, used),
    extensionMessage: isRunning ? extensionMessage : null,
    extend: () => {
      if (isRunning && idProcesoDeCompra !== null) dispatch({ type: "timer.extensionRequested", idProcesoDeCompra })
    },
  }
}
