import { randomBytes, scryptSync } from "node:crypto"

/** A password hash as the server stored them before argon2id: `scrypt$N$r$p$salt$hash` (a cheap N). */
export const legacyScryptHash = (password: string): string => {
  const salt = randomBytes(16)
  const cost = { N: 2 ** 12, r: 8, p: 1 }
  const key = scryptSync(password.normalize("NFC"), salt, 64, cost)
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$")
}
