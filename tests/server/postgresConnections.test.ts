import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Database } from "../../server/src/db/database.js"
import { openPostgres } from "../../server/src/db/postgres.js"
import { postgresAvailable } from "./support/testServer.js"

/**
 * A statement the database refuses (a seat already taken: a 409 on a first take) must not cost the
 * pool its connection: opening a backend costs ten times the refused statement. One connection
 * only, so the backend's pid tells whether it was kept.
 */
describe.runIf(postgresAvailable())("PostgreSQL connections", () => {
  let db: Database
  beforeAll(async () => {
    db = await openPostgres(inject("postgresUrl"), 1)
  })
  afterAll(async () => {
    await db.close()
  })
  const backend = async () => (await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid

  it("keeps its connection when a statement fails, in a transaction or not", async () => {
    const before = await backend()
    await expect(db.query("SELECT 1 / 0")).rejects.toMatchObject({ code: "22012" })
    expect(await backend()).toBe(before)
    await expect(db.transaction((tx) => tx.query("SELECT 1 / 0"))).rejects.toMatchObject({ code: "22012" })
    expect(await backend()).toBe(before)
    await expect(db.exec("SELECT 1 / 0")).rejects.toMatchObject({ code: "22012" })
    expect(await backend()).toBe(before)
  })

  it("drops a connection whose session ended, and the next statement gets a new one", async () => {
    const before = await backend()
    await expect(db.query("SELECT pg_terminate_backend(pg_backend_pid())")).rejects.toMatchObject({ code: "57P01" })
    const after = await backend()
    expect(after).not.toBe(before)
  })
})
