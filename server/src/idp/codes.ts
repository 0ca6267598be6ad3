import type { Queryable } from "../db/database.js"
import { hashToken, issueToken, type IssuedToken } from "../security/tokens.js"
import {
  deleteExpiredCredentials,
  insertCredential,
  useLoginCode,
  type ProviderCredential,
} from "../store/customers/externalLogin.js"

/** A login code is exchanged right after the redirect; 2 minutes is plenty and keeps a leaked one useless. */
const CODE_VALIDITY_MS = 2 * 60_000

/** Keeps the issued credential of `kind` for the customer (expired ones are pruned here) and answers its token. */
export const issueCredential = async (
  db: Queryable,
  kind: ProviderCredential,
  customerId: number,
  issued: IssuedToken,
) => {
  await deleteExpiredCredentials(db, kind, issued.kept.createdAt)
  await insertCredential(db, kind, { ...issued.kept, customerId })
  return issued.token
}

/** Issues a one-time code for the customer. */
export const issueLoginCode = (db: Queryable, customerId: number, now: number): Promise<string> =>
  issueCredential(db, "external_login_codes", customerId, issueToken(now, CODE_VALIDITY_MS))

/** The customer a code was issued to, or null when it is unknown, expired or already used (only one exchange gets it). */
export const redeemLoginCode = (db: Queryable, code: string, now: number): Promise<number | null> =>
  useLoginCode(db, hashToken(code), new Date(now))
