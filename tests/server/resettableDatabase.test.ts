import type { Database } from "../../server/src/db/database.js"
import { createTestServer, resettable, TEST_PASSWORD_COST, type ResettableDatabase } from "@boleteria/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openSeededPglite } from "./support/pgliteSnapshot.js"
import { TEST_START } from "./support/testServer.js"

const RECIPE = { name: "server", seedAt: TEST_START, passwordCost: TEST_PASSWORD_COST } as const

/** Every table's rows and every sequence, as text a comparison can read. */
const contentsOf = async (db: Database): Promise<Record<string, string>> => {
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const { rows: sequences } = await db.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  )
  const contents: Record<string, string> = {}
  for (const { name } of tables) {
    const { rows } = await db.query<{ digest: string | null; count: number }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::int AS count FROM public."${name}" t`,
    )
    contents[name] = `${rows[0]!.count} ${rows[0]!.digest ?? ""}`
  }
  for (const { name } of sequences) {
    const { rows } = await db.query<{ state: string }>(
      `SELECT last_value || ' ' || is_called AS state FROM public."${name}"`,
    )
    contents[`sequence ${name}`] = rows[0]!.state
  }
  return contents
}

/** A purchase, a customer and an order's worth of writes, through the server as a shop makes them. */
const shopAWhile = async (database: ResettableDatabase) => {
  const server = await createTestServer({ resettable: database })
  const call = (path: string, body: unknown) =>
    server.fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  const { rows } = await server.db.query<{ performance_id: number; sector_id: number }>(
    `SELECT p.id AS performance_id, ms.id AS sector_id FROM performances p JOIN shows s ON s.id = p.show_id
       JOIN venues v ON v.id = s.venue_id JOIN map_sectors ms ON ms.map_code = v.map_code
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
      WHERE p.starts_at > $1 ORDER BY p.starts_at, ms.id LIMIT 1`,
    [new Date(TEST_START)],
  )
  const place = rows[0]!
  const take = await call("/v2/Proceso/0/Posiciones/TomarGrupo", {
    idFuncion: place.performance_id,
    idSector: place.sector_id,
    nCantidad: 2,
    idPromocion: null,
  })
  const held = (await take.json()) as { oData: { idProcesoDeCompra: number } }
  await server.close()
  return held.oData.idProcesoDeCompra
}

describe("a resettable seeded database", () => {
  let database: ResettableDatabase
  let seeded: Record<string, string>

  beforeAll(async () => {
    database = await resettable(await openSeededPglite(RECIPE))
    seeded = await contentsOf(database.db)
  })
  afterAll(() => database?.close())

  it("is put back, rows and sequences, to its seeded state after a server wrote to it", async () => {
    const first = await shopAWhile(database)
    expect(await contentsOf(database.db)).not.toEqual(seeded)
    await database.reset()
    expect(await contentsOf(database.db)).toEqual(seeded)
    // The next server numbers its purchases as the first did.
    expect(await shopAWhile(database)).toBe(first)
  })

  it("keeps the seeded rows of a table whose foreign keys point at a written one", async () => {
    await database.db.exec("DELETE FROM performances WHERE id = (SELECT min(id) FROM performances)")
    expect(await contentsOf(database.db)).not.toEqual(seeded)
    await database.reset()
    expect(await contentsOf(database.db)).toEqual(seeded)
  })

  it("serves one server at a time: a second before the first closes is refused", async () => {
    const first = await createTestServer({ resettable: database })
    await expect(createTestServer({ resettable: database })).rejects.toThrow(/already serves a server/)
    await first.close()
    const next = await createTestServer({ resettable: database })
    await next.close()
  })
})
