import type { Queryable } from "../../db/database.js"
import { hashToken, newToken } from "../../security/tokens.js"

/** Opens a session of `validityMinutes` and answers its bearer token; only the token's hash is kept. */
export const openSession = async (
  db: Queryable,
  customerId: number,
  now: number,
  validityMinutes: number,
): Promise<string> => {
  const token = newToken()
  await db.query("DELETE FROM sessions WHERE customer_id = $1 AND expires_at <= $2", [customerId, new Date(now)])
  await db.query("INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
    hashToken(token),
    customerId,
    new Date(now),
    new Date(now + validityMinutes * 60_000),
  ])
  return token
}

/** The signed-in customer's id, or null: a token counts only while its 180 minutes last. */
export const customerIdOf = async (db: Queryable, token: string | null, now: number): Promise<number | null> => {
  if (token === null) return null
  const { rows } = await db.query<{ customer_id: number }>(
    "SELECT customer_id FROM sessions WHERE token_hash = $1 AND expires_at > $2",
    [hashToken(token), new Date(now)],
  )
  return rows[0]?.customer_id ?? null
}

/** Ends every session of the customer except the one of `keptToken` (null ends them all). */
export const endSessions = async (db: Queryable, customerId: number, keptToken: string | null): Promise<void> => {
  await db.query("DELETE FROM sessions WHERE customer_id = $1 AND token_hash <> $2", [
    customerId,
    keptToken === null ? "" : hashToken(keptToken),
  ])
}
