import * as Schema from "effect/Schema"
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
export const PaymentSubmitted = Schema.Struct({
  type: Schema.Literal("payment.submitted"),
  idProcesoDeCompra: Id,
  formRef: Schema.String,
  nFormaDePago: Id,
  nCuotas: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  card: CardSummary,
})
export type PaymentSubmitted = typeof PaymentSubmitted.Type

/** The charge call answered with the payment's first status. */
export const ChargeAnswered = Schema.Struct({ type: Schema.Literal("payment.chargeAnswered"), status: PaymentStatus })
export type ChargeAnswered = typeof ChargeAnswered.Type

/** A status poll answered. */
export const PaymentStatusReceived = Schema.Struct({
  type: Schema.Literal("payment.statusReceived"),
  status: PaymentStatus,
})
export type PaymentStatusReceived = typeof PaymentStatusReceived.Type

/**
 * Someone else paid this tab's purchase: the holder of its payment link (docs/payment-links.md).
 * The owner's checkout polls the purchase's status while its link is out and sends what it read.
 */
export const PaidElsewhere = Schema.Struct({ type: Schema.Literal("payment.paidElsewhere"), status: PaymentStatus })
export type PaidElsewhere = typeof PaidElsewhere.Type

export const ThreeDsCompleted = Schema.Struct({ type: Schema.Literal("payment.threeDsCompleted") })
export type ThreeDsCompleted = typeof ThreeDsCompleted.Type

/** "Try again" on a delayed payment: polling starts over. */
export const PaymentRetryRequested = Schema.Struct({ type: Schema.Literal("payment.retryRequested") })
export type PaymentRetryRequested = typeof PaymentRetryRequested.Type

export const PaymentCancelRequested = Schema.Struct({ type: Schema.Literal("payment.cancelRequested") })
export type PaymentCancelRequested = typeof PaymentCancelRequested.Type

export const ChargeCancelled = Schema.Struct({ type: Schema.Literal("api.chargeCancelled"), idProcesoDeCompra: Id })
export type ChargeCancelled = typeof ChargeCancelled.Type

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
