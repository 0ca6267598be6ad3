import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * What a turn says: for which function and place, until when, and whose: `shopperTag` is a keyed
 * hash of the shopper (their device fingerprint or account), never the shopper in clear, so a turn
 * read off a screen or a log neither tells the fingerprint nor lets anyone make it up.
 */
export interface TurnClaims {
  readonly performanceId: number
  readonly entryId: number
  readonly expiresAt: number
  readonly shopperTag: string
}

const signatureOf = (payload: string, secret: string): Buffer => createHmac("sha256", secret).update(payload).digest()

/** The shopper's tag in a turn: HMAC-SHA256 of their key under the server's secret, base64url, 128 bits. */
const shopperTagOf = (shopper: string, secret: string): string =>
  createHmac("sha256", secret).update(`turn-shopper:${shopper}`).digest().subarray(0, 16).toString("base64url")

/** Whether the turn's tag is the one of one of the caller's keys (compared in constant time). */
export const turnIsFor = (claims: TurnClaims, keys: ReadonlyArray<string>, secret: string): boolean => {
  const given = Buffer.from(claims.shopperTag, "base64url")
  return keys.some((key) => {
    const expected = Buffer.from(shopperTagOf(key, secret), "base64url")
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/**
 * The turn (colaTurno): its claims and their HMAC-SHA256, both base64url. The same place and
 * deadline always sign to the same text, so every tab of a shopper is handed the same turn.
 */
export const signTurn = (
  claims: Omit<TurnClaims, "shopperTag"> & { readonly shopper: string },
  secret: string,
): string => {
  const tag = shopperTagOf(claims.shopper, secret)
  const payload = ["t2", claims.performanceId, claims.entryId, claims.expiresAt, tag].join(".")
  return `${Buffer.from(payload).toString("base64url")}.${signatureOf(payload, secret).toString("base64url")}`
}

/** The claims of a turn this server signed; null for anything else (a forged or damaged turn, or an older kind). */
export const readTurn = (turn: string, secret: string): TurnClaims | null => {
  const [encoded, signature, extra] = turn.split(".")
  if (encoded === undefined || signature === undefined || extra !== undefined) return null
  const payload = Buffer.from(encoded, "base64url").toString()
  const expected = signatureOf(payload, secret)
  const given = Buffer.from(signature, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [version, performanceId, entryId, expiresAt, shopperTag, more] = payload.split(".")
  if (version !== "t2" || shopperTag === undefined || more !== undefined) return null
  return {
    performanceId: Number(performanceId),
    entryId: Number(entryId),
    expiresAt: Number(expiresAt),
    shopperTag,
  }
}
