import type { Queryable } from "../db/database.js"
import { hashToken, newToken } from "../security/tokens.js"

/** How long the provider remembers a customer between shop logins (its own session, not the shop's). */
export const IDP_SESSION_MS = 8 * 60 * 60_000

export const IDP_SESSION_COOKIE = "idp_session"

export const openIdpSession = async (db: Queryable, customerId: number, now: number): Promise<string> => {
  const token = newToken()
  await db.query("DELETE FROM idp_sessions WHERE expires_at <= $1", [new Date(now)])
  await db.query("INSERT INTO idp_sessions (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)", [
    hashToken(token),
    customerId,
    new Date(now + IDP_SESSION_MS),
  ])
  return token
}

/** The customer of a live provider session, or null. */
export const idpSessionCustomer = async (
  db: Queryable,
  token: string | undefined,
  now: number,
): Promise<number | null> => {
  if (token === undefined || token === "") return null
  const { rows } = await db.query<{ customer_id: number }>(
    "SELECT customer_id FROM idp_sessions WHERE token_hash = $1 AND expires_at > $2",
    [hashToken(token), new Date(now)],
  )
  return rows[0]?.customer_id ?? null
}

export const endIdpSession = async (db: Queryable, token: string | undefined): Promise<void> => {
  if (token === undefined || token === "") return
  await db.query("DELETE FROM idp_sessions WHERE token_hash = $1", [hashToken(token)])
}
