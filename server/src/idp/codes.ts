import type { Queryable } from "../db/database.js"
import { hashToken, newToken } from "../security/tokens.js"

/** A login code is exchanged right after the redirect; 2 minutes is plenty and keeps a leaked one useless. */
const CODE_VALIDITY_MS = 2 * 60_000

/** Issues a one-time code for the customer; only its hash is stored. Expired codes are pruned here. */
export const issueLoginCode = async (db: Queryable, customerId: number, now: number): Promise<string> => {
  const code = newToken()
  await db.query("DELETE FROM external_login_codes WHERE expires_at <= $1", [new Date(now)])
  await db.query("INSERT INTO external_login_codes (code_hash, customer_id, expires_at) VALUES ($1, $2, $3)", [
    hashToken(code),
    customerId,
    new Date(now + CODE_VALIDITY_MS),
  ])
  return code
}

/**
 * The customer a code was issued to, or null when it is unknown, expired or already used.
 * One conditional update: of two exchanges of the same code, only one gets the customer.
 */
export const redeemLoginCode = async (db: Queryable, code: string, now: number): Promise<number | null> => {
  const { rows } = await db.query<{ customer_id: number }>(
    `UPDATE external_login_codes SET used_at = $2
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING customer_id`,
    [hashToken(code), new Date(now)],
  )
  return rows[0]?.customer_id ?? null
}
