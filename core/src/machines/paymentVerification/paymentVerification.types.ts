import type { PaymentStatus } from "../../contract/checkout.js"
import type { Stamped } from "../../events/envelope.js"
import type { ApiFailed, ClockTicked, IoRequest, PurchaseCancelled } from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"

export type PaymentOutcome = "successful" | "pendingConfirmation" | "failed" | "cancelled" | "delayed"

export interface PaymentVerificationInput {
  readonly settings: MachineSettings
}

/** What the log may know of the card: never the number, only BIN and last 4 digits. */
export interface CardSummary {
  readonly cardBin: string
  readonly last4: string
}

export interface PaymentVerificationContext {
  readonly settings: MachineSettings
  readonly idProcesoDeCompra: number | null
  readonly card: CardSummary | null
  /** Status polls made since the charge was answered (SPEC §9: at most 60). */
  readonly polls: number
  readonly nextPollAt: number | null
  readonly status: PaymentStatus | null
  readonly message: string | null
}

/**
 * The shopper pressed pay. The full card data waits in the CardVault under
 * `formRef`, out of the log; the event carries only what may be kept.
 */
export type PaymentSubmitted = Stamped<{
  type: "payment.submitted"
  idProcesoDeCompra: number
  formRef: string
  nFormaDePago: number
  nCuotas: number
  card: CardSummary
}>

export type PaymentVerificationEvent =
  | PaymentSubmitted
  | Stamped<{ type: "payment.chargeAnswered"; status: PaymentStatus }>
  | Stamped<{ type: "payment.statusReceived"; status: PaymentStatus }>
  | Stamped<{ type: "payment.threeDsCompleted" }>
  | Stamped<{ type: "payment.retryRequested" }>
  | Stamped<{ type: "payment.cancelRequested" }>
  | Stamped<{ type: "api.chargeCancelled"; idProcesoDeCompra: number }>
  | ApiFailed
  | ClockTicked
  | PurchaseCancelled

export type PaymentVerificationEmitted = Stamped<{
  type: "payment.settled"
  idProcesoDeCompra: number
  outcome: PaymentOutcome
}>

export interface ChargeInput extends IoRequest {
  readonly idProcesoDeCompra: number
  readonly formRef: string
  readonly nFormaDePago: number
  readonly nCuotas: number
}

export interface PaymentStatusInput extends IoRequest {
  readonly idProcesoDeCompra: number
}
