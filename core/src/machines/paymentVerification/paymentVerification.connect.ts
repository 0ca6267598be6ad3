import type { SnapshotFrom } from "xstate"
import type { PaymentStatus } from "../../contract/checkout.js"
import type { Dispatch } from "../../events/envelope.js"
import type { paymentVerificationMachine } from "./paymentVerification.machine.js"
import type { CardSummary, PaymentSubmitted } from "./paymentVerification.events.js"
import type { PaymentOutcome } from "./paymentVerification.types.js"

export type PaymentVerificationSnapshot = SnapshotFrom<typeof paymentVerificationMachine>

/** What paying needs: the payment.submitted event without its type. */
export type PaymentSubmission = Omit<PaymentSubmitted, "type">

/** The seven things a shopper can see about a payment (SPEC §4). */
export type PaymentPhase = "idle" | "verifying" | "processing" | "awaiting3ds" | PaymentOutcome

export interface PaymentVerificationView {
  readonly phase: PaymentPhase
  /** The purchase this payment belongs to, so a page shows only its own purchase's payment. */
  readonly idProcesoDeCompra: number | null
  /** The order an approved charge created (idPedido), when the processor has said it. */
  readonly orderId: number | null
  readonly isInProgress: boolean
  readonly hasOutcome: boolean
  readonly polls: number
  readonly maxPolls: number
  readonly card: CardSummary | null
  readonly threeDsUrl: string | null
  readonly message: string | null
  readonly canRetry: boolean
  readonly canPayAgain: boolean
  /**
   * Pays: `formRef` names the card form kept in the tab's CardVault, out of every event and log;
   * the event carries only the reference, the method, the installments and the card's BIN and last 4.
   */
  readonly submit: (payment: PaymentSubmission) => void
  /** The purchase's payment link was paid: its status, as the server answered it to this tab. */
  readonly paidElsewhere: (status: PaymentStatus) => void
  readonly retry: () => void
  readonly cancel: () => void
  readonly completeThreeDs: () => void
}

const phaseOf = (snapshot: PaymentVerificationSnapshot): PaymentPhase => {
  const value = snapshot.value
  if (value === "submitting" || value === "polling") return "verifying"
  if (value === "cancelling") return "processing"
  return value
}

export const connectPaymentVerification = (
  snapshot: PaymentVerificationSnapshot,
  dispatch: Dispatch,
): PaymentVerificationView => {
  const phase = phaseOf(snapshot)
  return {
    phase,
    idProcesoDeCompra: snapshot.context.idProcesoDeCompra,
    orderId: snapshot.context.status?.idPedido ?? null,
    isInProgress: snapshot.hasTag("inProgress") || snapshot.matches("submitting"),
    hasOutcome: snapshot.hasTag("outcome"),
    polls: snapshot.context.polls,
    maxPolls: snapshot.context.settings.verificationAttempts,
    card: snapshot.context.card,
    threeDsUrl: snapshot.context.status?.cUrl3DS ?? null,
    message: snapshot.context.message,
    canRetry: phase === "delayed",
    canPayAgain: phase === "failed" || phase === "cancelled",
    submit: (payment) => dispatch({ type: "payment.submitted", ...payment }),
    paidElsewhere: (status) => dispatch({ type: "payment.paidElsewhere", status }),
    retry: () => dispatch({ type: "payment.retryRequested" }),
    cancel: () => dispatch({ type: "payment.cancelRequested" }),
    completeThreeDs: () => dispatch({ type: "payment.threeDsCompleted" }),
  }
}
