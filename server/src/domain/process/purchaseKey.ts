import { timingSafeEqual } from "node:crypto"
import { hashToken, newToken } from "../../security/tokens.js"

/**
 * A new purchase's key (X-Clave-Proceso): 32 random bytes in base64url, like a session token,
 * because it opens the purchase as a token opens an account.
 */
export const newPurchaseKey = (): string => newToken()

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
