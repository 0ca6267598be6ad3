import { createHash, randomBytes } from "node:crypto"

/** An opaque bearer token: 32 random bytes; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString("base64url")

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex")
