import { createHash, timingSafeEqual } from "node:crypto"
import { hashToken, newToken } from "../../security/tokens.js"

/**
 * A new purchase's key (X-Clave-Proceso): 32 random bytes in base64url, like a session token,
 * because it opens the purchase as a token opens an account.
 */
export const newPurchaseKey = (): string => newToken()

/**
 * The key of a purchase a first take with an Idempotency-Key starts: derived from that key instead
 * of drawn, so a resend of the take (the browser repeats a POST whose kept-alive connection closed
 * unanswered) derives the same purchase key, meets the first process's hash in the unique index
 * (migration 030) and is answered that process, its key included, which no row keeps: only its hash
 * is stored. Like the purchase key, the Idempotency-Key travels only between the shopper and the
 * server; a hash, not a server secret, so every server of a cluster derives the same key.
 */
export const purchaseKeyFrom = (idempotencyKey: string): string =>
  createHash("sha256").update(`boleteria purchase key\0${idempotencyKey}`).digest("base64url")

/** The key of the purchase a first take starts: derived from its Idempotency-Key when it sent one, else random. */
export const firstTakePurchaseKey = (idempotencyKey: string | null): string =>
  idempotencyKey === null ? newPurchaseKey() : purchaseKeyFrom(idempotencyKey)

/** What the database keeps of a key: its SHA-256, so a copy of the table opens no purchase. */
export const purchaseKeyHash = (key: string): string => hashToken(key)

/**
 * Whether the presented key is the one whose hash is stored, compared in constant time. A missing
 * key, or a process from before keys (no hash), never matches.
 */
export const keyOpens = (presented: string | null, storedHash: string | null): presented is string => {
  if (presented === null || storedHash === null) return false
  const expected = Buffer.from(storedHash, "hex")
  const actual = Buffer.from(purchaseKeyHash(presented), "hex")
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
