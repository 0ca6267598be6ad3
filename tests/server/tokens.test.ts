import { createHash } from "node:crypto"
import { expect, it } from "vitest"
import { hashToken, newToken } from "../../server/src/security/tokens.js"

it("tokens drawn from the pooled randomness are 32 bytes each, never repeated across refills", () => {
  const tokens = Array.from({ length: 1_000 }, newToken)
  expect(new Set(tokens).size).toBe(tokens.length)
  expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/u.test(token))).toBe(true)
  expect(hashToken(tokens[0]!)).toBe(createHash("sha256").update(tokens[0]!).digest("hex"))
})
