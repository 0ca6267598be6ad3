import type { AnswerLanguage, PaymentState, WalletProviderId } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { WalletPayment } from "../../payments/wallet.js"
import type { ChargeRow } from "./charges.js"

/** A wallet charge's attempt as it is written before the wallet is asked: no card, one payment. */
export interface WalletAttempt {
  readonly processId: number
  readonly state: PaymentState
  readonly attempt: number
  readonly amount: number
  readonly email: string | null
  readonly language: AnswerLanguage
  readonly provider: WalletProviderId
  readonly methodId: number
}

/** Writes the process's one charge as this wallet attempt, replacing a declined or cancelled one. */
export const writeWalletAttempt = async (tx: Queryable, attempt: WalletAttempt, now: Date): Promise<void> => {
  await tx.query(
    `INSERT INTO charges (process_id, state, attempt, card_bin, card_last4, installments, amount, message, settles_at,
                            refunded, email, created_at, updated_at, language, provider, payment_method)
       VALUES ($1, $2, $3, '', '', 1, $4, NULL, NULL, false, $5, $6, $6, $7, $8, $9)
       ON CONFLICT (process_id) DO UPDATE SET
         state = EXCLUDED.state, attempt = EXCLUDED.attempt, card_bin = '', card_last4 = '', installments = 1,
         amount = EXCLUDED.amount, message = NULL, reason = NULL, settles_at = NULL, refunded = false,
         email = EXCLUDED.email, updated_at = EXCLUDED.updated_at, language = EXCLUDED.language,
         provider = EXCLUDED.provider, payment_method = EXCLUDED.payment_method, provider_reference = NULL,
         action_url = NULL`,
    [
      attempt.processId,
      attempt.state,
      attempt.attempt,
      attempt.amount,
      attempt.email,
      now,
      attempt.language,
      attempt.provider,
      attempt.methodId,
    ],
  )
}

/** Which attempt of which process, in the state it must still be in. */
export type AttemptInState = Pick<WalletAttempt, "processId" | "attempt" | "state">

/** The attempt, while still in its state, waits PROCESANDO for the shopper to pay on the wallet's page. */
export const awaitWalletPayment = async (db: Queryable, attempt: AttemptInState, payment: WalletPayment, now: Date) => {
  await db.query(
    `UPDATE charges SET state = 'PROCESANDO', provider_reference = $3, action_url = $4, updated_at = $5
      WHERE process_id = $1 AND attempt = $2 AND state = $6`,
    [attempt.processId, attempt.attempt, payment.reference, payment.actionUrl, now, attempt.state],
  )
}

/** The charge is marked refunded while it still names the wallet's payment `reference`. */
export const markPaymentRefunded = async (tx: Queryable, processId: number, reference: string): Promise<void> => {
  await tx.query("UPDATE charges SET refunded = true WHERE process_id = $1 AND provider_reference = $2", [
    processId,
    reference,
  ])
}

/** The columns a wallet's decline writes: why, and whether the money it took went back. */
type Decline = Pick<ChargeRow, "message" | "reason" | "refunded">

export const declineWalletCharge = async (tx: Queryable, processId: number, decline: Decline, now: Date) => {
  await tx.query(
    "UPDATE charges SET state = 'RECHAZADO', message = $2, reason = $3, refunded = $4, updated_at = $5 WHERE process_id = $1",
    [processId, decline.message, decline.reason, decline.refunded, now],
  )
}
