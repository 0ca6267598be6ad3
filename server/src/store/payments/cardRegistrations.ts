import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

// A registration is the capability of the processor's page to save a card, kept by its token's hash.

export interface NewRegistration {
  readonly hash: string
  readonly customerId: number
  /** The purchase the page returns to; null from "my cards". */
  readonly processId: number | null
  readonly createdAt: Date
  readonly expiresAt: Date
}

export const insertRegistration = async (db: Queryable, registration: NewRegistration): Promise<void> => {
  const { hash, customerId, processId, createdAt, expiresAt } = registration
  await db.query(
    `INSERT INTO card_registrations (token_hash, customer_id, process_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hash, customerId, processId, createdAt, expiresAt],
  )
}

export interface OpenRegistration {
  readonly customer_id: number
  readonly process_id: number | null
}

/** The registration while it is unused and live at `now`, or null. */
export const openRegistrationRow = (db: Queryable, tokenHash: string, now: Date): Promise<OpenRegistration | null> =>
  firstRow<OpenRegistration>(
    db,
    "SELECT customer_id, process_id FROM card_registrations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
    [tokenHash, now],
  )

export const markRegistrationUsed = async (db: Queryable, tokenHash: string, at: Date): Promise<void> => {
  await db.query("UPDATE card_registrations SET used_at = $2 WHERE token_hash = $1", [tokenHash, at])
}
