import type { Queryable } from "../../db/database.js"
import type { AuthenticationOutcome } from "../../payments/provider.js"
import { firstRow } from "../rows.js"

// A 3-D Secure authentication (docs/saved-cards.md), kept by its reference's hash.

export type AuthenticationState = "PREPARADO" | AuthenticationOutcome | "USADO"

export interface AuthenticationRow {
  readonly process_id: number
  readonly card_bin: string
  readonly card_last4: string
  readonly alias_token: string | null
  readonly state: AuthenticationState
}

export interface NewAuthentication {
  readonly hash: string
  readonly processId: number
  readonly cardBin: string
  readonly cardLast4: string
  readonly aliasToken: string | null
  readonly createdAt: Date
  readonly expiresAt: Date
}

/** A new authentication, PREPARADO until the bank decides. */
export const insertAuthentication = async (db: Queryable, authentication: NewAuthentication): Promise<void> => {
  const { hash, processId, cardBin, cardLast4, aliasToken, createdAt, expiresAt } = authentication
  await db.query(
    `INSERT INTO card_authentications (reference_hash, process_id, card_bin, card_last4, alias_token, state, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'PREPARADO', $6, $7)`,
    [hash, processId, cardBin, cardLast4, aliasToken, createdAt, expiresAt],
  )
}

/** The authentication while it is live at `now`, or null; `lock` holds its row until the transaction ends. */
export const authenticationRow = (
  db: Queryable,
  referenceHash: string,
  now: Date,
  lock: boolean,
): Promise<AuthenticationRow | null> =>
  firstRow<AuthenticationRow>(
    db,
    `SELECT process_id, card_bin, card_last4, alias_token, state FROM card_authentications
      WHERE reference_hash = $1 AND expires_at > $2 ${lock ? "FOR UPDATE" : ""}`,
    [referenceHash, now],
  )

export const setAuthenticationState = async (
  db: Queryable,
  referenceHash: string,
  state: AuthenticationState,
): Promise<void> => {
  await db.query("UPDATE card_authentications SET state = $2 WHERE reference_hash = $1", [referenceHash, state])
}
