import type { NotificationReceipt, PaymentNotification, PaymentReason, WalletProviderId } from "@boleteria/core"
import { notFound, unauthorized } from "../../http/problems.js"
import { isSignedBy } from "../../payments/notificationSignature.js"
import type { ProviderAnswer } from "../../payments/provider.js"
import { chargeOf, type ChargeRow } from "../process/chargeRecord.js"
import { mailOrderConfirmation } from "../process/orderMail.js"
import { recordAnswer } from "../process/settle.js"
import type { WalletDeps } from "./charge.js"

const DECLINED_MESSAGE = "La billetera rechazó el pago."

/** A wallet's word, as the card processor's answers are recorded. */
const answerOf = (notification: PaymentNotification): ProviderAnswer => {
  switch (notification.cEstado) {
    case "APROBADO":
      return { state: "APROBADO", message: null, reason: null, settlesAt: null }
    case "PENDIENTE":
      return { state: "PENDIENTE_CONFIRMACION", message: null, reason: null, settlesAt: null }
    case "RECHAZADO":
      return {
        state: "RECHAZADO",
        message: DECLINED_MESSAGE,
        reason: "RECHAZADO_POR_LA_BILLETERA" satisfies PaymentReason,
        settlesAt: null,
      }
  }
}

/** States a wallet's notification may still move a charge out of. */
const AWAITING = new Set<ChargeRow["state"]>(["VERIFICANDO", "PROCESANDO", "PENDIENTE_CONFIRMACION"])

/** The attempt a reference names, whether or not it is still the process's charge. */
const attemptOf = async (deps: WalletDeps, provider: WalletProviderId, reference: string) => {
  const { rows } = await deps.db.query<{ process_id: number; attempt: number; amount: string | number }>(
    "SELECT process_id, attempt, amount FROM payment_attempts WHERE reference = $1 AND provider = $2",
    [reference, provider],
  )
  return rows[0] ?? null
}

/**
 * Money the wallet took for a payment the purchase no longer waits for (cancelled by the shopper,
 * taken over by a card, or replaced by a later attempt) goes back, once: the wallet's refund is
 * idempotent per reference.
 */
const refundUnwanted = async (
  deps: WalletDeps,
  provider: WalletProviderId,
  reference: string,
  amount: number,
  processId: number,
) => {
  await deps.wallets.refund({ provider, reference, processId }, amount)
  await deps.db.query("UPDATE charges SET refunded = true WHERE process_id = $1 AND provider_reference = $2", [
    processId,
    reference,
  ])
}

/**
 * A wallet's notification (docs/payments.md): refused unless signed with the notification secret;
 * a repeat of one already received (same id) changes nothing; otherwise the charge it names moves as
 * a card's would on the processor's answer: approved (the places are sold, or the money goes back if
 * the hold ran out), declined, or pending. Answers whether it changed anything.
 */
export const receiveNotification = async (
  deps: WalletDeps,
  provider: WalletProviderId,
  notification: PaymentNotification,
  signature: string | undefined,
): Promise<NotificationReceipt> => {
  if (!isSignedBy(deps.notificationSecret, provider, notification, signature))
    throw unauthorized("problems.payment.badSignature")
  const seen = await deps.db.query("SELECT 1 FROM payment_notifications WHERE provider = $1 AND notification_id = $2", [
    provider,
    notification.cIdNotificacion,
  ])
  if (seen.rows.length > 0) return { lAplicada: false }
  const attempt = await attemptOf(deps, provider, notification.cReferencia)
  if (attempt === null) throw notFound("problems.payment.noWalletPayment")
  const applied = await settle(deps, provider, attempt.process_id, notification, Number(attempt.amount))
  // Concurrent repeats both settle through recordAnswer's lock, which moves the charge once; the first insert wins.
  const { rows } = await deps.db.query(
    `INSERT INTO payment_notifications (provider, notification_id, reference, state, applied, received_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING applied`,
    [
      provider,
      notification.cIdNotificacion,
      notification.cReferencia,
      notification.cEstado,
      applied,
      new Date(deps.now()),
    ],
  )
  return { lAplicada: rows.length > 0 && applied }
}

/** Whether the purchase kept (or already gave back) the approved payment `reference`. */
const keptOrRefunded = (charge: ChargeRow | null, reference: string): boolean =>
  charge !== null && charge.provider_reference === reference && (charge.state === "APROBADO" || charge.refunded)

const settle = async (
  deps: WalletDeps,
  provider: WalletProviderId,
  processId: number,
  notification: PaymentNotification,
  amount: number,
): Promise<boolean> => {
  const reference = notification.cReferencia
  const charge = await chargeOf(deps.db, processId)
  const current = charge !== null && charge.provider_reference === reference
  const answer = answerOf(notification)
  if (current && AWAITING.has(charge.state)) {
    if (answer.state === charge.state) return false
    // deps.payments gives a late payment back through the wallet that took it (payments/refunds.ts).
    const orderId = await recordAnswer(deps.db, deps.payments, processId, charge, answer, deps.now())
    if (orderId !== null) await mailOrderConfirmation(deps, orderId, charge.email ?? "")
    // An approval that lost the race with a card taking the purchase over (or a cancel) falls through.
    if (answer.state !== "APROBADO" || keptOrRefunded(await chargeOf(deps.db, processId), reference)) return true
  }
  // Approved for a payment nobody waits for any more: given back, once.
  if (answer.state === "APROBADO" && !keptOrRefunded(await chargeOf(deps.db, processId), reference)) {
    await refundUnwanted(deps, provider, reference, amount, processId)
    return true
  }
  return false
}
