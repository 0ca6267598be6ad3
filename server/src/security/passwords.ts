import { scrypt, timingSafeEqual } from "node:crypto"
import { hash, parseOptions, verify, type Algorithm } from "@node-rs/argon2"
import { hashingThreads, taskLimiter } from "./hashingPool.js"

/** argon2id's cost: memory in KiB, passes over it, lanes. Each hash's PHC string records its own. */
export interface PasswordCost {
  readonly memoryCost: number
  readonly timeCost: number
  readonly parallelism: number
}

/**
 * OWASP's Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane. DESIGN.md allows it
 * beside scrypt N=2^17, which cost ~20× the CPU per login (server/README.md, "What a purchase costs").
 */
export const PRODUCTION_COST: PasswordCost = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 }

const ARGON2ID: Algorithm.Argon2id = 2

/** One pool for the whole process: every hash and verify waits its turn (hashingPool.ts says why). */
const hashing = taskLimiter(hashingThreads())

/** A PHC string, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`: its cost travels with it. */
export const hashPassword = (password: string, cost: PasswordCost = PRODUCTION_COST): Promise<string> =>
  hashing(() => hash(password.normalize("NFC"), { ...cost, algorithm: ARGON2ID }))

/** Hashes stored before argon2id: `scrypt$N$r$p$salt$hash`, base64 parts. */
const verifyScrypt = (password: string, stored: string): Promise<boolean> => {
  const [, N, r, p, salt, expectedText] = stored.split("$")
  if (salt === undefined || expectedText === undefined) return Promise.resolve(false)
  const cost = { N: Number(N), r: Number(r), p: Number(p) }
  const expected = Buffer.from(expectedText, "base64")
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFC"),
      Buffer.from(salt, "base64"),
      expected.length,
      { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(timingSafeEqual(key, expected))),
    ),
  )
}

/** Whether `password` is the one `stored` was made from; a malformed hash matches nothing. */
export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  hashing(async () => {
    const checked = stored.startsWith("scrypt$")
      ? verifyScrypt(password, stored)
      : stored.startsWith("$argon2")
        ? verify(stored, password.normalize("NFC"))
        : Promise.resolve(false)
    return checked.catch(() => false)
  })

/**
 * A hash to make again at the next login: any scrypt one, or an argon2 one below `cost` in some
 * parameter. A stronger one is kept (a test server's cheap cost never weakens a stored hash).
 */
export const needsRehash = (stored: string, cost: PasswordCost): boolean => {
  if (!stored.startsWith("$argon2id$")) return true
  try {
    const made = parseOptions(stored)
    return made.memoryCost < cost.memoryCost || made.timeCost < cost.timeCost || made.parallelism < cost.parallelism
  } catch {
    return true
  }
}
