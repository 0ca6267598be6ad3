import { describe, expect, it } from "vitest"
import { hashingThreads, taskLimiter } from "../../server/src/security/hashingPool.js"
import { hashPassword, needsRehash, PRODUCTION_COST, verifyPassword } from "../../server/src/security/passwords.js"
import { TEST_PASSWORD_COST } from "../../server/src/testing/testServer.js"
import { legacyScryptHash } from "./support/legacyScrypt.js"

describe("password hashes", () => {
  it("hashes with argon2id at OWASP's cost, the cost written in the hash", async () => {
    const stored = await hashPassword("Platea2025")
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]{22}\$[^$]{43}$/)
    expect(await verifyPassword("Platea2025", stored)).toBe(true)
    expect(await verifyPassword("Platea2026", stored)).toBe(false)
    expect(await hashPassword("Platea2025")).not.toBe(stored)
  })

  it("verifies a password written in either Unicode form", async () => {
    const stored = await hashPassword("Contraseña1", TEST_PASSWORD_COST)
    expect(await verifyPassword("Contrasen\u0303a1", stored)).toBe(true)
  })

  it("still verifies the scrypt hashes stored before, and nothing malformed", async () => {
    const stored = legacyScryptHash("Platea2025")
    expect(await verifyPassword("Platea2025", stored)).toBe(true)
    expect(await verifyPassword("Platea2026", stored)).toBe(false)
    for (const malformed of ["", "scrypt$x", "scrypt$0$8$1$c2FsdA==$a2V5", "$argon2id$v=19$m=1", "md5$abc"])
      expect(await verifyPassword("Platea2025", malformed)).toBe(false)
  })

  it("asks to hash again a scrypt hash or a weaker argon2id one, never a stronger one", async () => {
    const cheap = await hashPassword("Platea2025", TEST_PASSWORD_COST)
    expect(needsRehash(legacyScryptHash("Platea2025"), TEST_PASSWORD_COST)).toBe(true)
    expect(needsRehash(cheap, PRODUCTION_COST)).toBe(true)
    expect(needsRehash(cheap, TEST_PASSWORD_COST)).toBe(false)
    expect(needsRehash(await hashPassword("Platea2025"), TEST_PASSWORD_COST)).toBe(false)
    expect(needsRehash("$argon2id$garbage", TEST_PASSWORD_COST)).toBe(true)
  })
})

describe("the hashing pool", () => {
  it("runs at most its size at once, the rest in arrival order", async () => {
    const limit = taskLimiter(2)
    let running = 0
    let most = 0
    const started: Array<number> = []
    const releases: Array<() => void> = []
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      limit(async () => {
        started.push(index)
        running += 1
        most = Math.max(most, running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running -= 1
        return index
      }),
    )
    const settle = () => new Promise((resolve) => setImmediate(resolve))
    await settle()
    expect(started).toEqual([0, 1])
    while (releases.length > 0) {
      releases.shift()!()
      await settle()
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4])
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
  })

  it("frees its slot when a task fails", async () => {
    const limit = taskLimiter(1)
    await expect(limit(() => Promise.reject(new Error("no")))).rejects.toThrow("no")
    expect(await limit(() => Promise.resolve("next"))).toBe("next")
  })

  it("reads its size from PASSWORD_HASH_THREADS, 1 or 2 by default", () => {
    expect(hashingThreads("3")).toBe(3)
    expect([1, 2]).toContain(hashingThreads(""))
    expect(() => hashingThreads("0")).toThrow(/PASSWORD_HASH_THREADS/)
    expect(() => hashingThreads("dos")).toThrow(/PASSWORD_HASH_THREADS/)
  })
})
