import type { Context } from "hono"
import type { Queryable } from "../db/database.js"
import { hashToken } from "../security/tokens.js"
import { unauthorized } from "./problems.js"

const bearerOf = (c: Context): string | null => {
  const header = c.req.header("authorization") ?? ""
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** The signed-in customer's id, or null: a token counts only while its 180 minutes last. */
export const customerIdOf = async (c: Context, db: Queryable, now: number): Promise<number | null> => {
  const token = bearerOf(c)
  if (token === null) return null
  const { rows } = await db.query<{ customer_id: number }>(
    "SELECT customer_id FROM sessions WHERE token_hash = $1 AND expires_at > $2",
    [hashToken(token), new Date(now)],
  )
  return rows[0]?.customer_id ?? null
}

export const requireCustomer = async (c: Context, db: Queryable, now: number): Promise<number> => {
  const id = await customerIdOf(c, db, now)
  if (id === null) throw unauthorized()
  return id
}
