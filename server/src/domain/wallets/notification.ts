import {
  BadSignature,
  ChargeNotFound,
  type NotificationReceipt,
  type PaymentNotification,
  type PaymentProviderId,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { processById } from "../../store/purchases/processes.js"
import { chargeOf, type ChargeRow } from "../../store/payments/charges.js"
import { mailOrderConfirmation } from "../process/orderMail.js"
import { applyAnswer } from "../process/settle.js"
import { claimNotification, recordNotificationOutcome } from "../../store/payments/notifications.js"
import { attemptOfReference, type ReferencedAttempt } from "../../store/payments/paymentAttempts.js"
import { declineWalletCharge, markPaymentRefunded } from "../../store/payments/wallets.js"
import type { WalletDeps } from "./charge.js"

const MISMATCH_MESSAGE = "La billetera informó otro monto o moneda que los del pago."

/** States a wallet's notification may still move a charge out of. */
const AWAITING = new Set<ChargeRow["state"]>(["VERIFICANDO", "PROCESANDO", "PENDIENTE_CONFIRMACION"])

/**
 * What a notification did, as its row records it (migration 023): applied (it moved the charge),
 * mismatch (another amount or currency than the attempt's: nothing sold, any money taken given
 * back, the charge declined), refunded (an approval nobody waits for any more, given back),
 * unchanged (the charge already knew it).
 */
type Outcome = "applied" | "mismatch" | "refunded" | "unchanged"

/** To the cent: amounts are numeric(12,2) in the database and numbers on the wire. */
const cents = (amount: number): number => Math.round(amount * 100)

/** Whether the wallet names the very amount and currency the shop asked it to take. */
const matchesAttempt = (deps: WalletDeps, attempt: ReferencedAttempt, notification: PaymentNotification): boolean =>
  cents(Number(attempt.amount)) === cents(notification.fMonto) && notification.cMoneda === deps.tenant.price.currency

/** Whether the purchase kept (or already gave back) the approved payment `reference`. */
const keptOrRefunded = (charge: ChargeRow | null, reference: string): boolean =>
  charge !== null && charge.provider_reference === reference && (charge.state === "APROBADO" || charge.refunded)

/**
 * Gives back what the wallet says it took (its refund is idempotent per reference), and marks the
 * charge refunded while it still names that payment.
 */
const refundTaken = async (
  tx: Queryable,
  deps: WalletDeps,
  provider: PaymentProviderId,
  processId: number,
  notification: PaymentNotification,
) => {
  const reference = notification.cReferencia
  await deps.providers.wallet(provider).refund({ reference, processId }, notification.fMonto)
  await markPaymentRefunded(tx, processId, reference)
}

/**
 * Another amount or currency than the attempt's sells nothing: the charge that waits for it is
 * declined with its reason (the shopper may pay again while the hold lasts), and an approval's money
 * goes back.
 */
const declineMismatch = async (
  tx: Queryable,
  deps: WalletDeps,
  provider: PaymentProviderId,
  charge: ChargeRow,
  notification: PaymentNotification,
) => {
  const approved = notification.cEstado === "APROBADO"
  if (approved)
    await deps.providers
      .wallet(provider)
      .refund({ reference: notification.cReferencia, processId: charge.process_id }, notification.fMonto)
  const decline = { message: MISMATCH_MESSAGE, reason: "MONTO_NO_COINCIDE", refunded: approved } as const
  await declineWalletCharge(tx, charge.process_id, decline, new Date(deps.now()))
}

interface Settled {
  readonly outcome: Outcome
  readonly orderId: number | null
}

/**
 * The decision, under the process's and the charge's locks: a matching notification moves a charge
 * that waits for its payment as a card's answer would; a mismatched one declines it; an approval
 * for a payment nobody waits for (cancelled, taken over by a card, replaced) is given back.
 */
const settle = async (
  tx: Queryable,
  deps: WalletDeps,
  provider: PaymentProviderId,
  attempt: ReferencedAttempt,
  notification: PaymentNotification,
): Promise<Settled> => {
  const process = await processById(tx, attempt.process_id, true)
  const charge = await chargeOf(tx, attempt.process_id, true)
  const reference = notification.cReferencia
  const waiting = charge !== null && charge.provider_reference === reference && AWAITING.has(charge.state)
  const matches = matchesAttempt(deps, attempt, notification)
  if (waiting && process !== null) {
    if (!matches) {
      await declineMismatch(tx, deps, provider, charge, notification)
      return { outcome: "mismatch", orderId: null }
    }
    const answer = deps.providers.wallet(provider).settlementOf(notification)
    if (answer.state === charge.state) return { outcome: "unchanged", orderId: null }
    // The registry gives a late payment back through the wallet that took it (payments/registry.ts).
    const orderId = await applyAnswer(tx, deps.providers, process, charge, answer, deps.now())
    return { outcome: "applied", orderId }
  }
  if (notification.cEstado === "APROBADO" && !keptOrRefunded(charge, reference)) {
    await refundTaken(tx, deps, provider, attempt.process_id, notification)
    return { outcome: matches ? "refunded" : "mismatch", orderId: null }
  }
  return { outcome: "unchanged", orderId: null }
}

/**
 * A wallet's notification (docs/payments.md): refused unless the wallet verifies it as its own.
 * One transaction claims its row first (a repeat of the same id, even one arriving at the same
 * instant, waits for it and then finds it taken: it changes nothing and says so), decides under the
 * purchase's lock, and records what it did; so exactly one delivery answers lAplicada:true, and its
 * row says applied. Only the attempt's own amount and currency settle it.
 */
export const receiveNotification = async (
  deps: WalletDeps,
  provider: PaymentProviderId,
  notification: PaymentNotification,
  signature: string | undefined,
): Promise<NotificationReceipt | BadSignature | ChargeNotFound> => {
  if (
    deps.providers.kindOf(provider) !== "wallet" ||
    !deps.providers.wallet(provider).verifyNotification(notification, signature)
  )
    return new BadSignature({ key: "problems.payment.badSignature" })
  const attempt = await attemptOfReference(deps.db, provider, notification.cReferencia)
  if (attempt === null) return new ChargeNotFound({ key: "problems.payment.noWalletPayment" })
  const settled = await deps.db.transaction(async (tx): Promise<Settled | null> => {
    const key = { provider, notificationId: notification.cIdNotificacion }
    if (!(await claimNotification(tx, key, notification, new Date(deps.now())))) return null
    const done = await settle(tx, deps, provider, attempt, notification)
    await recordNotificationOutcome(tx, key, { outcome: done.outcome, applied: done.outcome !== "unchanged" })
    return done
  })
  if (settled?.orderId != null) mailOrderConfirmation(deps, settled.orderId)
  return { lAplicada: settled !== null && settled.outcome !== "unchanged" }
}
