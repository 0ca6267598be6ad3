import type { Queryable } from "../../db/database.js"
import { hashToken, issueToken } from "../../security/tokens.js"
import {
  deleteExpiredSessions,
  deleteSessionsExcept,
  insertSession,
  sessionCustomer,
} from "../../store/customers/sessions.js"

/** Opens a session of `validityMinutes` and answers its bearer token; only the token's hash is kept. */
export const openSession = async (
  db: Queryable,
  customerId: number,
  now: number,
  validityMinutes: number,
): Promise<string> => {
  const { token, kept } = issueToken(now, validityMinutes * 60_000)
  await deleteExpiredSessions(db, customerId, kept.createdAt)
  await insertSession(db, { ...kept, customerId })
  return token
}

/** The signed-in customer's id, or null: a token counts only while its 180 minutes last. */
export const customerIdOf = (db: Queryable, token: string | null, now: number): Promise<number | null> =>
  token === null ? Promise.resolve(null) : sessionCustomer(db, hashToken(token), new Date(now))

/** Ends every session of the customer except the one of `keptToken` (null ends them all). */
export const endSessions = (db: Queryable, customerId: number, keptToken: string | null): Promise<void> =>
  deleteSessionsExcept(db, customerId, keptToken === null ? "" : hashToken(keptToken))
