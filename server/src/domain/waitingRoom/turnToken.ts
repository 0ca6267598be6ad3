import { createHmac, timingSafeEqual } from "node:crypto"

/** What a turn says: whose it is, for which function and place, and until when. */
export interface TurnClaims {
  readonly performanceId: number
  readonly entryId: number
  readonly expiresAt: number
  readonly shopper: string
}

const signatureOf = (payload: string, secret: string): Buffer => createHmac("sha256", secret).update(payload).digest()

/**
 * The turn (colaTurno): its claims and their HMAC-SHA256, both base64url. The same place and
 * deadline always sign to the same text, so every tab of a shopper is handed the same turn.
 */
export const signTurn = (claims: TurnClaims, secret: string): string => {
  const payload = ["t1", claims.performanceId, claims.entryId, claims.expiresAt, claims.shopper].join(".")
  return `${Buffer.from(payload).toString("base64url")}.${signatureOf(payload, secret).toString("base64url")}`
}

/** The claims of a turn this server signed; null for anything else (a forged or damaged turn). */
export const readTurn = (turn: string, secret: string): TurnClaims | null => {
  const [encoded, signature, extra] = turn.split(".")
  if (encoded === undefined || signature === undefined || extra !== undefined) return null
  const payload = Buffer.from(encoded, "base64url").toString()
  const expected = signatureOf(payload, secret)
  const given = Buffer.from(signature, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [version, performanceId, entryId, expiresAt, ...shopper] = payload.split(".")
  if (version !== "t1") return null
  return {
    performanceId: Number(performanceId),
    entryId: Number(entryId),
    expiresAt: Number(expiresAt),
    shopper: shopper.join("."),
  }
}
