import type { Queryable } from "../../db/database.js"
import { firstValue } from "../rows.js"

/**
 * The reference identity provider's credentials: its one-time login codes and its own sessions.
 * Each is kept by its hash, for a customer, until it expires.
 */
export type ProviderCredential = "external_login_codes" | "idp_sessions"

const HASH_COLUMN: Readonly<Record<ProviderCredential, string>> = {
  external_login_codes: "code_hash",
  idp_sessions: "token_hash",
}

export interface NewCredential {
  readonly hash: string
  readonly customerId: number
  readonly expiresAt: Date
}

export const deleteExpiredCredentials = async (db: Queryable, kind: ProviderCredential, now: Date): Promise<void> => {
  await db.query(`DELETE FROM ${kind} WHERE expires_at <= $1`, [now])
}

export const insertCredential = async (db: Queryable, kind: ProviderCredential, credential: NewCredential) => {
  await db.query(`INSERT INTO ${kind} (${HASH_COLUMN[kind]}, customer_id, expires_at) VALUES ($1, $2, $3)`, [
    credential.hash,
    credential.customerId,
    credential.expiresAt,
  ])
}

/**
 * Uses the code up and answers its customer; null when it is unknown, expired or used. One
 * conditional update: of two exchanges of the same code, only one gets the customer.
 */
export const useLoginCode = (db: Queryable, codeHash: string, now: Date): Promise<number | null> =>
  firstValue<number>(
    db,
    `UPDATE external_login_codes SET used_at = $2
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING customer_id`,
    [codeHash, now],
  )

/** The customer of a provider session still live at `now`, or null. */
export const idpSessionCustomerOf = (db: Queryable, tokenHash: string, now: Date): Promise<number | null> =>
  firstValue<number>(db, "SELECT customer_id FROM idp_sessions WHERE token_hash = $1 AND expires_at > $2", [
    tokenHash,
    now,
  ])

export const deleteIdpSession = async (db: Queryable, tokenHash: string): Promise<void> => {
  await db.query("DELETE FROM idp_sessions WHERE token_hash = $1", [tokenHash])
}
