import { createHash, randomBytes } from "node:crypto"

const TOKEN_BYTES = 32
/** Tokens drawn at once: one call for the CSPRNG per 128 tokens (as Node's randomUUID does) instead of one per token. */
const POOLED_TOKENS = 128
let pool = Buffer.alloc(0)
let used = 0

/** An opaque bearer token: 32 random bytes, each used once; only its hash is stored. */
export const newToken = (): string => {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * POOLED_TOKENS)
    used = 0
  }
  used += TOKEN_BYTES
  return pool.toString("base64url", used - TOKEN_BYTES, used)
}

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex")

/** A token handed out at `now` for `validityMs`: the token itself, and what is kept of it. */
export interface IssuedToken {
  readonly token: string
  readonly kept: { readonly hash: string; readonly createdAt: Date; readonly expiresAt: Date }
}

export const issueToken = (now: number, validityMs: number): IssuedToken => {
  const token = newToken()
  return { token, kept: { hash: hashToken(token), createdAt: new Date(now), expiresAt: new Date(now + validityMs) } }
}
