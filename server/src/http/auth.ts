import type { Queryable } from "../db/database.js"
import { hashToken } from "../security/tokens.js"
import { unauthorized } from "./problems.js"

/** The signed-in customer's id, or null: a token counts only while its 180 minutes last. */
export const customerIdOf = async (db: Queryable, token: string | null, now: number): Promise<number | null> => {
  if (token === null) return null
  const { rows } = await db.query<{ customer_id: number }>(
    "SELECT customer_id FROM sessions WHERE token_hash = $1 AND expires_at > $2",
    [hashToken(token), new Date(now)],
  )
  return rows[0]?.customer_id ?? null
}

export const requireCustomer = async (db: Queryable, token: string | null, now: number): Promise<number> => {
  const id = await customerIdOf(db, token, now)
  if (id === null) throw unauthorized()
  return id
}
