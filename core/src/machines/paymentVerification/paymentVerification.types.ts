import type { PaymentStatus } from "../../contract/checkout.js"
import type { Stamped } from "../../events/envelope.js"
import type { ApiFailed, ClockTicked, InputOf, IoRequest, PurchaseCancelled } from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"
import type { CardSummary, PAYMENT_VERIFICATION_EVENTS } from "./paymentVerification.events.js"

export type PaymentOutcome = "successful" | "pendingConfirmation" | "failed" | "cancelled" | "delayed"

export interface PaymentVerificationInput {
  readonly settings: MachineSettings
}

export interface PaymentVerificationContext {
  readonly settings: MachineSettings
  readonly idProcesoDeCompra: number | null
  readonly card: CardSummary | null
  /** Status polls made since the charge was answered (SPEC §9: at most 60). */
  readonly polls: number
  /** When the next poll is due: 2000 ms (SPEC §9) after the previous poll started, or after the charge answered. */
  readonly nextPollAt: number | null
  readonly status: PaymentStatus | null
  readonly message: string | null
}

export type PaymentVerificationEvent =
  Stamped<InputOf<typeof PAYMENT_VERIFICATION_EVENTS> | ApiFailed | ClockTicked> | PurchaseCancelled

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
