// `npm start` on an empty DATA_DIR copies build.mjs's seed snapshot instead of running initdb, the
// migrations and the seed: what it then serves must be what migrating and seeding gives, dated from
// the day it starts (not the day the snapshot was made).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Database } from "../../server/src/db/database.js"
import { migrate } from "../../server/src/db/migrate.js"
import { openPglite } from "../../server/src/db/pglite.js"
import { seedIfEmpty } from "../../server/src/db/seed.js"
import { copySeedSnapshot, writeSeedSnapshot } from "../../server/src/db/seedSnapshot.js"
import { TEST_PASSWORD_COST } from "../../server/src/testing/testServer.js"
import { openSeededPglite } from "./support/pgliteSnapshot.js"
import { TEST_START } from "./support/testServer.js"

const FIXTURES = new URL("../../fixtures/", import.meta.url).pathname
/** What seeding writes; the demo customer's password hash is salted, so it is left out. */
const SEEDED = {
  show_types: "",
  zones: "",
  seat_maps: "",
  map_sectors: "",
  map_seats: "",
  venues: "",
  shows: "",
  performances: "",
  show_prices: "",
  promotions: "",
  delivery_types: "",
  payment_methods: "",
  card_installments: "",
  customers: "password_hash",
  purchase_processes: "",
  bookings: "",
  booking_places: "",
  place_claims: "",
} as const

const rowsOf = async (db: Database, table: string, leftOut: string): Promise<ReadonlyArray<string>> =>
  (
    await db.query<{ row: string }>(`SELECT (to_jsonb(t) - $1::text)::text AS row FROM ${table} t ORDER BY 1`, [
      leftOut,
    ])
  ).rows.map((row) => row.row)

describe("the seed snapshot", () => {
  let work: string
  let snapshot: string
  let fromSnapshot: Database
  let seeded: Database

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "boleteria-seed-snapshot-"))
    snapshot = join(work, "snapshot")
    await writeSeedSnapshot(snapshot, FIXTURES)
    expect(copySeedSnapshot(snapshot, FIXTURES, join(work, "data"))).toBe(true)
    fromSnapshot = await openPglite(join(work, "data"))
    await migrate(fromSnapshot)
    // TEST_START is not today: functions or bookings dated when the snapshot was made would differ.
    expect(await seedIfEmpty(fromSnapshot, TEST_START, FIXTURES, TEST_PASSWORD_COST)).toBe(true)
    // Migrated and seeded at TEST_START, as every server test's database.
    seeded = await openSeededPglite({ name: "server", seedAt: TEST_START, passwordCost: TEST_PASSWORD_COST })
  })
  afterAll(async () => {
    await fromSnapshot?.close()
    await seeded?.close()
    rmSync(work, { recursive: true, force: true })
  })

  it("once dated at its first start, holds the rows that migrating and seeding write, table by table", async () => {
    for (const [table, leftOut] of Object.entries(SEEDED)) {
      const rows = await rowsOf(fromSnapshot, table, leftOut)
      expect(rows.length, table).toBeGreaterThan(0)
      expect(rows, table).toEqual(await rowsOf(seeded, table, leftOut))
    }
  })

  it("is dated once: the next start seeds nothing", async () => {
    expect(await seedIfEmpty(fromSnapshot, TEST_START + 86_400_000, FIXTURES, TEST_PASSWORD_COST)).toBe(false)
  })

  it("never overwrites a data dir, and is not copied once the catalogue it was made of changed", () => {
    expect(copySeedSnapshot(snapshot, FIXTURES, join(work, "data"))).toBe(false)
    const changed = join(work, "fixtures")
    cpSync(join(FIXTURES, "catalog"), join(changed, "catalog"), { recursive: true })
    expect(copySeedSnapshot(snapshot, changed, join(work, "unchanged"))).toBe(true)
    const zones = join(changed, "catalog", "zones.json")
    writeFileSync(zones, readFileSync(zones, "utf8").replace("[", "[ "))
    mkdirSync(join(work, "other"))
    expect(copySeedSnapshot(snapshot, changed, join(work, "other", "pglite"))).toBe(false)
  })
})
