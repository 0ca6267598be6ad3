import type { AnyMachineSnapshot } from "xstate"
import type { PaymentVerificationContext } from "../machines/paymentVerification/paymentVerification.types.js"
import { timerDeadline } from "../machines/purchaseTimer/purchaseTimer.rules.js"
import type { PurchaseTimerContext } from "../machines/purchaseTimer/purchaseTimer.types.js"
import { sessionDeadline } from "../machines/session/session.rules.js"
import type { SessionContext } from "../machines/session/session.types.js"
import type { MachineName } from "./machines.js"

type Deadline = (snapshot: AnyMachineSnapshot) => number | null

/**
 * A tick only matters to a machine once its next deadline has come: the clock's
 * end, the session's 180 minutes, the next payment poll. Delivering the others
 * would change nothing, and skipping them keeps a replay of hours of ticks fast.
 */
export const CLOCK_DEADLINES: Partial<Record<MachineName, Deadline>> = {
  session: (snapshot) => {
    const { user, settings } = snapshot.context as SessionContext
    return snapshot.value === "loggedIn" ? sessionDeadline(user, settings.sessionValidityMs) : null
  },
  purchaseTimer: (snapshot) =>
    timerDeadline(snapshot.value as string, (snapshot.context as PurchaseTimerContext).timer),
  // A poll stays scheduled when the shopper cancels or a 3-D Secure step starts; only the ticking states use it.
  paymentVerification: (snapshot) =>
    snapshot.hasTag("ticking") ? (snapshot.context as PaymentVerificationContext).nextPollAt : null,
}

/**
 * The deadlines a tick at the 1 s cadence would meet late: a payment poll is due 2000 ms after the
 * previous one started (SPEC §9), to the millisecond, so the live tab also sets an alarm for it.
 * The purchase clock and the session are read by the second, and their ticks serve them.
 */
export const EXACT_DEADLINES: ReadonlyArray<MachineName> = ["paymentVerification"]
