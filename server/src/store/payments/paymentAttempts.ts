import type { AnswerLanguage, PaymentProviderId, PaymentState } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, firstRow } from "../rows.js"

// Every attempt at paying a process, kept by migration 017's trigger on charges.

export interface AttemptRow {
  readonly attempt: number
  readonly provider: PaymentProviderId
  readonly payment_method: number | null
  readonly state: PaymentState
  readonly amount: string | number
  readonly card_last4: string
  readonly reference: string | null
  readonly reason: string | null
  readonly started_at: Date
  readonly updated_at: Date
}

/** The process's attempts, oldest first. */
export const attemptRowsOf = (db: Queryable, processId: number): Promise<ReadonlyArray<AttemptRow>> =>
  allRows<AttemptRow>(
    db,
    `SELECT attempt, provider, payment_method, state, amount, card_last4, reference, reason, started_at, updated_at
       FROM payment_attempts WHERE process_id = $1 ORDER BY attempt`,
    [processId],
  )

/** What a provider's payment reference was an attempt at. */
export interface ReferencedAttempt {
  readonly process_id: number
  readonly amount: string | number
}

/** The attempt a provider's reference names, whether or not it is still the process's charge. */
export const attemptOfReference = (db: Queryable, provider: PaymentProviderId, reference: string) =>
  firstRow<ReferencedAttempt>(
    db,
    "SELECT process_id, amount FROM payment_attempts WHERE reference = $1 AND provider = $2",
    [reference, provider],
  )

/** What the sandbox wallet knows of a payment: what the server recorded of its attempt. */
export interface SandboxPaymentRow extends ReferencedAttempt {
  readonly state: string
  /** Whether the process's charge still names this payment. */
  readonly current: boolean
  /** The purchase's language (its charge's). */
  readonly language: AnswerLanguage | null
}

export const sandboxPaymentRow = (db: Queryable, provider: PaymentProviderId, reference: string) =>
  firstRow<SandboxPaymentRow>(
    db,
    `SELECT a.process_id, a.amount, a.state, (c.provider_reference = a.reference) AS current, c.language
       FROM payment_attempts a LEFT JOIN charges c ON c.process_id = a.process_id
      WHERE a.reference = $1 AND a.provider = $2`,
    [reference, provider],
  )
