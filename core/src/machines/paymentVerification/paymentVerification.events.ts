import * as Schema from "effect/Schema"
import { inputEvent } from "../shared/events.js"
import { PaymentStatus } from "../../contract/checkout.js"
import { Id } from "../../contract/common.js"

/** What the log may know of the card: never the number, only BIN and last 4 digits. */
export const CardSummary = Schema.Struct({
  cardBin: Schema.String.check(Schema.isPattern(/^\d{6,8}$/u)),
  last4: Schema.String.check(Schema.isPattern(/^\d{4}$/u)),
})
export type CardSummary = typeof CardSummary.Type

/**
 * The shopper pressed pay. The full card data waits in the CardVault under
 * `formRef`, out of the log; the event carries only what may be kept.
 */
export const PaymentSubmitted = inputEvent("payment.submitted", {
  idProcesoDeCompra: Id,
  formRef: Schema.String,
  nFormaDePago: Id,
  nCuotas: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  card: CardSummary,
})
export type PaymentSubmitted = typeof PaymentSubmitted.Type

/** The charge call answered with the payment's first status. */
export const ChargeAnswered = inputEvent("payment.chargeAnswered", { status: PaymentStatus })

/** A status poll answered. */
export const PaymentStatusReceived = inputEvent("payment.statusReceived", {
  status: PaymentStatus,
})

/**
 * Someone else paid this tab's purchase: the holder of its payment link (docs/payment-links.md).
 * The owner's checkout polls the purchase's status while its link is out and sends what it read.
 */
export const PaidElsewhere = inputEvent("payment.paidElsewhere", { status: PaymentStatus })

export const ThreeDsCompleted = inputEvent("payment.threeDsCompleted")

/** "Try again" on a delayed payment: polling starts over. */
export const PaymentRetryRequested = inputEvent("payment.retryRequested")

export const PaymentCancelRequested = inputEvent("payment.cancelRequested")

export const ChargeCancelled = inputEvent("api.chargeCancelled", { idProcesoDeCompra: Id })

/** Every input payment verification's own commands and calls send. */
export const PAYMENT_VERIFICATION_EVENTS = [
  PaymentSubmitted,
  ChargeAnswered,
  PaymentStatusReceived,
  PaidElsewhere,
  ThreeDsCompleted,
  PaymentRetryRequested,
  PaymentCancelRequested,
  ChargeCancelled,
] as const
