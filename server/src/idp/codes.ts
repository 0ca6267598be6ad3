import type { Queryable } from "../db/database.js"
import { hashToken, newToken } from "../security/tokens.js"
import {
  deleteExpiredCredentials,
  insertCredential,
  useLoginCode,
  type NewCredential,
  type ProviderCredential,
} from "../store/customers/externalLogin.js"

/** A login code is exchanged right after the redirect; 2 minutes is plenty and keeps a leaked one useless. */
const CODE_VALIDITY_MS = 2 * 60_000

/** For whom a credential is, and until when. */
type Grant = Omit<NewCredential, "hash">

/** A new credential of `kind` as `grant` says; only its hash is kept, and expired ones are pruned here. */
export const issueCredential = async (db: Queryable, kind: ProviderCredential, grant: Grant, now: number) => {
  const token = newToken()
  await deleteExpiredCredentials(db, kind, new Date(now))
  await insertCredential(db, kind, { hash: hashToken(token), ...grant })
  return token
}

/** Issues a one-time code for the customer. */
export const issueLoginCode = (db: Queryable, customerId: number, now: number): Promise<string> =>
  issueCredential(db, "external_login_codes", { customerId, expiresAt: new Date(now + CODE_VALIDITY_MS) }, now)

/** The customer a code was issued to, or null when it is unknown, expired or already used (only one exchange gets it). */
export const redeemLoginCode = (db: Queryable, code: string, now: number): Promise<number | null> =>
  useLoginCode(db, hashToken(code), new Date(now))
