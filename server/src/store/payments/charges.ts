import type { AnswerLanguage, PaymentProviderId, PaymentReason, PaymentState } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** The one charge of a process, as the charges table keeps it (never the card number). */
export interface ChargeRow {
  readonly process_id: number
  readonly state: PaymentState
  readonly attempt: number
  readonly card_bin: string
  readonly card_last4: string
  readonly installments: number
  readonly amount: string | number
  readonly message: string | null
  /** Why it was declined or cancelled (PaymentStatus.cMotivo). */
  readonly reason: PaymentReason | null
  /** The language of the Cobrar call: the purchase's. */
  readonly language: AnswerLanguage
  readonly settles_at: Date | null
  readonly refunded: boolean
  readonly email: string | null
  readonly updated_at: Date
  /** The order the charge paid for, once approved. */
  readonly order_id: number | null
  /** Who takes the money, by its registered id (migration 017); a wallet charge has no card ('' BIN and last 4). */
  readonly provider: PaymentProviderId
  /** The wallet's reference of its payment, and the page the shopper pays on while it waits. */
  readonly provider_reference: string | null
  readonly action_url: string | null
  /** The wallet method a wallet charge pays with; null for a card's. */
  readonly payment_method: number | null
}

/** The charge of a process, or null; `lock` holds its row until the transaction ends. */
export const chargeOf = (db: Queryable, processId: number, lock = false): Promise<ChargeRow | null> =>
  firstRow<ChargeRow>(
    db,
    `SELECT c.*, o.id AS order_id FROM charges c LEFT JOIN orders o ON o.process_id = c.process_id
      WHERE c.process_id = $1 ${lock ? "FOR UPDATE OF c" : ""}`,
    [processId],
  )

/** A card charge's attempt as it is written before the processor is asked. */
export interface CardAttempt {
  readonly processId: number
  readonly state: PaymentState
  readonly attempt: number
  readonly cardBin: string
  readonly cardLast4: string
  readonly installments: number
  readonly amount: number
  readonly email: string
  readonly language: AnswerLanguage
  readonly provider: PaymentProviderId
}

/** Writes the process's one charge as this card attempt, replacing a declined or cancelled one. */
export const writeCardAttempt = async (tx: Queryable, attempt: CardAttempt, now: number): Promise<void> => {
  await tx.query(
    `INSERT INTO charges (process_id, state, attempt, card_bin, card_last4, installments, amount, message,
                            settles_at, refunded, email, created_at, updated_at, language, provider)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, NULL, false, $8, $9, $9, $10, $11)
       ON CONFLICT (process_id) DO UPDATE SET
         state = EXCLUDED.state, attempt = EXCLUDED.attempt, card_bin = EXCLUDED.card_bin,
         card_last4 = EXCLUDED.card_last4, installments = EXCLUDED.installments, amount = EXCLUDED.amount,
         message = NULL, reason = NULL, settles_at = NULL, refunded = false, email = EXCLUDED.email,
         updated_at = EXCLUDED.updated_at, language = EXCLUDED.language,
         provider = EXCLUDED.provider, payment_method = NULL, provider_reference = NULL, action_url = NULL`,
    [
      attempt.processId,
      attempt.state,
      attempt.attempt,
      attempt.cardBin,
      attempt.cardLast4,
      attempt.installments,
      attempt.amount,
      attempt.email,
      new Date(now),
      attempt.language,
      attempt.provider,
    ],
  )
}

/** The charge is approved: the places it paid for are sold. */
export const markApproved = async (tx: Queryable, processId: number, now: number): Promise<void> => {
  await tx.query(
    "UPDATE charges SET state = 'APROBADO', message = NULL, reason = NULL, updated_at = $2 WHERE process_id = $1",
    [processId, new Date(now)],
  )
}

/** What the processor says of a charge, other than an approval. */
export interface ChargeAnswer {
  readonly state: PaymentState
  readonly message: string | null
  readonly reason: PaymentReason | null
  readonly settlesAt: number | null
}

export const recordChargeAnswer = async (
  tx: Queryable,
  processId: number,
  answer: ChargeAnswer,
  now: number,
): Promise<void> => {
  await tx.query(
    "UPDATE charges SET state = $2, message = $3, reason = $4, settles_at = $5, updated_at = $6 WHERE process_id = $1",
    [
      processId,
      answer.state,
      answer.message,
      answer.reason,
      answer.settlesAt === null ? null : new Date(answer.settlesAt),
      new Date(now),
    ],
  )
}

/** The ways a charge ends CANCELADO, each with its message and reason. */
const CANCELLATIONS = {
  /** An approval that came after the holds ran out: the money went back. */
  refunded:
    "UPDATE charges SET state = 'CANCELADO', refunded = true, message = $2, reason = $3, updated_at = $4 WHERE process_id = $1",
  /** By the shopper, while it processed or waited for 3-D Secure. */
  byShopper: "UPDATE charges SET state = 'CANCELADO', message = $2, reason = $3, updated_at = $4 WHERE process_id = $1",
  /** A wallet payment that waited for the shopper, who came back to the purchase instead. */
  waitingWallet: `UPDATE charges SET state = 'CANCELADO', message = $2, reason = $3, updated_at = $4
      WHERE process_id = $1 AND state = 'PROCESANDO'`,
} as const

export const cancelChargeRow = async (
  tx: Queryable,
  processId: number,
  way: keyof typeof CANCELLATIONS,
  why: { readonly message: string; readonly reason: PaymentReason },
  now: number,
): Promise<void> => {
  await tx.query(CANCELLATIONS[way], [processId, why.message, why.reason, new Date(now)])
}
