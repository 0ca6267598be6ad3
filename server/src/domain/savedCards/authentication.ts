import {
  isRefusal,
  SavedCardRefused,
  type Authentication,
  type AuthenticationSetup,
  type AuthenticatedCard,
  type CardChargeRequest,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { Queryable } from "../../db/database.js"
import type { CardDetails, SavedCardReference } from "../../payments/provider.js"
import { hashToken, issueToken } from "../../security/tokens.js"
import {
  authenticationRow,
  insertAuthentication,
  setAuthenticationState,
  type AuthenticationRow,
  type AuthenticationState,
} from "../../store/payments/cardAuthentications.js"
import { findSavedCard } from "./savedCards.js"

// 3-D Secure 2 as the EMV steps (docs/saved-cards.md): sbs/authentication-setups answers a
// reference and the bank's device-data page; sbs/authentications lets the bank decide, frictionless
// or with a challenge (the sandbox's page); sbs/Payment charges with the authenticated reference.

/** How long an authentication may wait for its payment. */
const AUTHENTICATION_MS = 15 * 60_000

/** The card an authentication step names, as the processor takes it: a saved card must be the caller's. */
export interface CardToAuthenticate {
  readonly cardBin: string
  readonly cardLast4: string
  readonly aliasToken: string | null
  readonly card: Pick<CardDetails, "number"> | SavedCardReference
}

export const cardToAuthenticate = async (
  db: Queryable,
  customerId: number,
  card: AuthenticatedCard | CardChargeRequest,
): Promise<CardToAuthenticate | SavedCardRefused> => {
  if ("cNumeroTarjeta" in card) {
    const number = card.cNumeroTarjeta.replace(/\D/gu, "")
    return { cardBin: number.slice(0, 6), cardLast4: number.slice(-4), aliasToken: null, card: { number } }
  }
  const saved = await findSavedCard(db, customerId, card.cAliasToken)
  if (saved === null) return new SavedCardRefused({ key: "problems.savedCard.notFound", field: "cAliasToken" })
  const reference = { aliasToken: saved.cAliasToken, cardBin: saved.cBin, cardLast4: saved.cUltimos4 }
  return { ...reference, card: reference }
}

export const challengePagePath = (reference: string): string => `/sandbox/sbs/desafio/${reference}`
const deviceDataPagePath = (reference: string): string => `/sandbox/sbs/dispositivo/${reference}`

/** sbs/authentication-setups: a reference for this purchase's card. */
export const setUpAuthentication = async (
  deps: Pick<ServerDeps, "db" | "now">,
  processId: number,
  card: CardToAuthenticate,
): Promise<AuthenticationSetup> => {
  const { token: reference, kept } = issueToken(deps.now(), AUTHENTICATION_MS)
  const { cardBin, cardLast4, aliasToken } = card
  await insertAuthentication(deps.db, { ...kept, processId, cardBin, cardLast4, aliasToken })
  return { cReferencia: reference, cUrlDatosDispositivo: deviceDataPagePath(reference) }
}

/** The authentication a reference names, while its time lasts; null for an unknown or lapsed one. */
export const authenticationOf = async (
  db: Queryable,
  reference: string,
  now: number,
  lock = false,
): Promise<AuthenticationRow | null> => authenticationRow(db, hashToken(reference), new Date(now), lock)

/** The reference must be this purchase's, for this very card: else 400, as an unknown one. */
const sameCard = (
  row: AuthenticationRow | null,
  processId: number,
  card: CardToAuthenticate,
): AuthenticationRow | SavedCardRefused => {
  if (row === null || row.process_id !== processId) return unknownReference()
  if (row.card_bin !== card.cardBin || row.card_last4 !== card.cardLast4 || row.alias_token !== card.aliasToken)
    return new SavedCardRefused({ key: "problems.authentication.otherCard", field: "cReferencia" })
  return row
}

const unknownReference = () => new SavedCardRefused({ key: "problems.authentication.notFound", field: "cReferencia" })

const setState = (db: Queryable, reference: string, state: AuthenticationState) =>
  setAuthenticationState(db, hashToken(reference), state)

/** sbs/authentications: the bank decides on the set-up card: frictionless, a challenge, or no. */
export const authenticate = async (
  deps: Pick<ServerDeps, "db" | "now" | "providers">,
  processId: number,
  reference: string,
  card: CardToAuthenticate,
): Promise<Authentication | SavedCardRefused> => {
  const row = sameCard(await authenticationOf(deps.db, reference, deps.now()), processId, card)
  if (isRefusal(row)) return row
  if (row.state !== "PREPARADO") return unknownReference()
  const outcome = await deps.providers.card.authenticate(card.card)
  await setState(deps.db, reference, outcome)
  return {
    cReferencia: reference,
    cEstado: outcome,
    cUrlDesafio: outcome === "DESAFIO" ? challengePagePath(reference) : null,
  }
}

/** The challenge page was answered: a challenge still open becomes authenticated or refused. */
export const answerChallenge = async (
  deps: Pick<ServerDeps, "db" | "now">,
  reference: string,
  approved: boolean,
): Promise<number | null> => {
  const row = await authenticationOf(deps.db, reference, deps.now())
  if (row?.state !== "DESAFIO") return null
  await setState(deps.db, reference, approved ? "AUTENTICADO" : "RECHAZADO")
  return row.process_id
}

/**
 * sbs/Payment, inside the charge's first transaction: the reference must be this purchase's, for
 * the body's card, and authenticated; it is used up with the attempt (a refused attempt rolls back).
 */
export const useAuthentication = async (
  tx: Queryable,
  processId: number,
  reference: string,
  card: CardToAuthenticate,
  now: number,
): Promise<SavedCardRefused | null> => {
  const row = sameCard(await authenticationOf(tx, reference, now, true), processId, card)
  if (isRefusal(row)) return row
  if (row.state !== "AUTENTICADO") return new SavedCardRefused({ key: "problems.authentication.notAuthenticated" })
  await setState(tx, reference, "USADO")
  return null
}
