import type { Queryable } from "../db/database.js"
import { hashToken, issueToken } from "../security/tokens.js"
import { deleteIdpSession, idpSessionCustomerOf } from "../store/customers/externalLogin.js"
import { issueCredential } from "./codes.js"

/** How long the provider remembers a customer between shop logins (its own session, not the shop's). */
export const IDP_SESSION_MS = 8 * 60 * 60_000

export const IDP_SESSION_COOKIE = "idp_session"

/** Opens a provider session and answers its cookie's token; expired sessions are pruned here. */
export const openIdpSession = (db: Queryable, customerId: number, now: number): Promise<string> =>
  issueCredential(db, "idp_sessions", customerId, issueToken(now, IDP_SESSION_MS))

/** The customer of a live provider session, or null. */
export const idpSessionCustomer = async (
  db: Queryable,
  token: string | undefined,
  now: number,
): Promise<number | null> =>
  token === undefined || token === "" ? null : idpSessionCustomerOf(db, hashToken(token), new Date(now))

export const endIdpSession = async (db: Queryable, token: string | undefined): Promise<void> => {
  if (token === undefined || token === "") return
  await deleteIdpSession(db, hashToken(token))
}
