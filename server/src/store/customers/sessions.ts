import type { Queryable } from "../../db/database.js"
import { firstValue } from "../rows.js"

/** A shop session, kept by its token's hash only. */
export interface NewSession {
  readonly hash: string
  readonly customerId: number
  readonly createdAt: Date
  readonly expiresAt: Date
}

export const deleteExpiredSessions = async (db: Queryable, customerId: number, now: Date): Promise<void> => {
  await db.query("DELETE FROM sessions WHERE customer_id = $1 AND expires_at <= $2", [customerId, now])
}

export const insertSession = async (db: Queryable, session: NewSession): Promise<void> => {
  const { hash, customerId, createdAt, expiresAt } = session
  await db.query("INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
    hash,
    customerId,
    createdAt,
    expiresAt,
  ])
}

/** The customer of a session still live at `now`, or null. */
export const sessionCustomer = (db: Queryable, tokenHash: string, now: Date): Promise<number | null> =>
  firstValue<number>(db, "SELECT customer_id FROM sessions WHERE token_hash = $1 AND expires_at > $2", [tokenHash, now])

/** Ends every session of the customer but the one hashed `keptHash` ("" keeps none). */
export const deleteSessionsExcept = async (db: Queryable, customerId: number, keptHash: string): Promise<void> => {
  await db.query("DELETE FROM sessions WHERE customer_id = $1 AND token_hash <> $2", [customerId, keptHash])
}
