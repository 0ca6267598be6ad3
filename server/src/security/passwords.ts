import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto"

/** DESIGN.md: scrypt with N=2^17, r=8, p=1. Each hash keeps its own cost, so a cheaper test cost still verifies. */
export const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 } as const

export interface ScryptCost {
  readonly N: number
  readonly r: number
  readonly p: number
}

const KEY_LENGTH = 64

const derive = (password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

/** `scrypt$N$r$p$salt$hash`, base64 parts. */
export const hashPassword = async (password: string, cost: ScryptCost = PRODUCTION_COST): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$")
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, N, r, p, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64")
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
