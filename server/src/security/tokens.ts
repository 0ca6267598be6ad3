import { createHash, randomBytes } from "node:crypto"

/** An opaque bearer token: 32 random bytes; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url")

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
