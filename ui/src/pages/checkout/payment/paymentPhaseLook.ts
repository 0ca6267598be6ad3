import type { PaymentPhase } from "@boleteria/core"
import type * as styles from "./VerificationStatus.css.js"

/** How a payment's phase looks (its panel's tone): the checkout's and a payment link's alike. */
export const PHASE_TONE: Record<PaymentPhase, keyof typeof styles.panel> = {
  idle: "progress",
  verifying: "progress",
  processing: "progress",
  awaiting3ds: "waiting",
  successful: "good",
  pendingConfirmation: "waiting",
  delayed: "waiting",
  failed: "bad",
  cancelled: "bad",
}

/** What a payment's phase says first: the key of its headline. */
export const PHASE_HEADLINE: Record<PaymentPhase, string> = {
  idle: "payment.verifying",
  verifying: "payment.verifying",
  processing: "payment.processing",
  awaiting3ds: "payment.threeDs.required",
  successful: "payment.successful",
  pendingConfirmation: "payment.pendingConfirmation",
  delayed: "payment.delayed",
  failed: "payment.failed",
  cancelled: "payment.cancelled",
}
