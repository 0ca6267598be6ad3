import type { SnapshotFrom } from "xstate"
import type { purchaseTimerMachine } from "./purchaseTimer.machine.js"
import { msLeft } from "./purchaseTimer.rules.js"

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
}

/** `now` lets a UI redraw between ticks; it defaults to the last instant the machine saw. */
export const connectPurchaseTimer = (snapshot: PurchaseTimerSnapshot, now?: number): PurchaseTimerView => {
  const { timer, settings, tabId } = snapshot.context
  const state = snapshot.value
  const left = state === "INICIADO" ? Math.max(0, msLeft(timer, Math.max(now ?? 0, snapshot.context.now))) : 0
  return {
    state,
    isRunning: state === "INICIADO",
    hasExpired: state === "FINISHED",
    secondsLeft: Math.floor(left / 1000),
    isAlert: state === "INICIADO" && left <= settings.alertMs,
    idProcesoDeCompra: timer.idProcesoDeCompra,
    isPrincipalTab: timer.nTabIdPrincipal === tabId,
  }
}
