import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Database } from "../../server/src/db/database.js"
import { migrate } from "../../server/src/db/migrate.js"
import { openPglite } from "../../server/src/db/pglite.js"
import { openPostgres } from "../../server/src/db/postgres.js"
import { seedIfEmpty } from "../../server/src/db/seed.js"
import { performanceStartOf, seatsOfRows } from "@boleteria/core"
import { TEST_PASSWORD_COST } from "../../server/src/testing/testServer.js"
import { DATABASE_KINDS, postgresAvailable, TEST_START, type DatabaseKind } from "./support/testServer.js"

const FIXTURES = new URL("../../fixtures/", import.meta.url).pathname
const CATALOG = join(FIXTURES, "catalog")
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T

interface FixtureRow {
  cFila: string
  nAsientos: number
  nX: number
  nY: number
  nPaso: number
  nCurva: number
}
interface FixtureSector {
  cCodigo: string
  lNumerada: boolean
  nCapacidad?: number
  listaFila?: Array<FixtureRow>
}
interface FixtureMap {
  cMapa: string
  listaSector: Array<FixtureSector>
}
interface FixtureShow {
  idEspectaculoCartel: number
  cNombre: string
  idEstablecimiento: number
  listaFuncion: Array<{ idFuncion: number; nDiaRelativo: number; cHora: string }>
}

const shows = readJson<Array<FixtureShow>>(join(CATALOG, "shows.json"))
const venues = readJson<Array<{ idEstablecimiento: number; cMapa: string }>>(join(CATALOG, "venues.json"))
const maps = readdirSync(join(CATALOG, "seatMaps")).map((name) => readJson<FixtureMap>(join(CATALOG, "seatMaps", name)))
const arena = maps.find((map) => map.cMapa === "arena")!
const seatCount = (map: FixtureMap) =>
  map.listaSector.flatMap((sector) => sector.listaFila ?? []).reduce((sum, row) => sum + row.nAsientos, 0)

let databaseCounter = 0

/** An empty, migrated database (the test server's come already seeded). */
const emptyDatabase = async (kind: DatabaseKind): Promise<Database> => {
  let db: Database
  if (kind === "pglite") db = await openPglite()
  else {
    const admin = await openPostgres(inject("postgresUrl"), 1)
    const name = `boleteria_seed_${process.pid}_${++databaseCounter}`
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.close()
    db = await openPostgres(inject("postgresUrl").replace(/\/postgres$/, `/${name}`), 4)
  }
  await migrate(db)
  return db
}

const count = async (db: Database, sql: string, params: Array<unknown> = []): Promise<number> =>
  Number((await db.query<{ n: number | string }>(sql, params)).rows[0]?.n ?? 0)

describe("seat layout and function dates (pure)", () => {
  it("lays seat k of a row at x = nX + (k-1)·nPaso, y = nY + nCurva·(k-(n+1)/2)²", () => {
    const seats = seatsOfRows([
      { cFila: "A", nAsientos: 5, nX: 100, nY: 50, nPaso: 20, nCurva: -2 },
      { cFila: "B", nAsientos: 2, nX: 110, nY: 80, nPaso: 20, nCurva: 0 },
    ])
    expect(seats.map((seat) => [seat.row, seat.rowIndex, seat.seat, seat.x, seat.y])).toEqual([
      ["A", 0, 1, 100, 42],
      ["A", 0, 2, 120, 48],
      ["A", 0, 3, 140, 50],
      ["A", 0, 4, 160, 48],
      ["A", 0, 5, 180, 42],
      ["B", 1, 1, 110, 80],
      ["B", 1, 2, 130, 80],
    ])
  })

  it("dates a function from the seeding day in Buenos Aires, even when UTC is already on the next day", () => {
    // 2026-11-21 23:30 in Buenos Aires is 2026-11-22 02:30 UTC: the local day is still the 21st.
    const lateEvening = Date.parse("2026-11-21T23:30:00-03:00")
    expect(new Date(performanceStartOf(lateEvening, 1, "21:00")).toISOString()).toBe("2026-11-23T00:00:00.000Z")
    expect(new Date(performanceStartOf(lateEvening, 10, "00:30")).toISOString()).toBe("2026-12-01T03:30:00.000Z")
    // Month and year roll over.
    expect(new Date(performanceStartOf(Date.parse("2026-12-20T12:00:00-03:00"), 15, "20:30")).toISOString()).toBe(
      "2027-01-04T23:30:00.000Z",
    )
  })
})

// PostgreSQL runs where the test setup could start a cluster (always under CI=true); PGlite always.
const available = (kind: DatabaseKind) => kind === "pglite" || postgresAvailable()

describe.each(DATABASE_KINDS)("seeding from fixtures/ on %s", (kind) => {
  describe.skipIf(!available(kind))(`an empty ${kind} database`, () => {
    let db: Database

    beforeAll(async () => {
      db = await emptyDatabase(kind)
      // The demo customer's password is hashed at a test cost. How long seeding takes is npm run bench's.
      expect(await seedIfEmpty(db, TEST_START, FIXTURES, TEST_PASSWORD_COST)).toBe(true)
    })
    afterAll(async () => {
      await db.close()
    })

    it("seeds the whole billboard, ~20,000 arena seats included", async () => {
      expect(
        await count(
          db,
          "SELECT count(*) AS n FROM map_seats st JOIN map_sectors ms ON ms.id = st.sector_id WHERE ms.map_code = 'arena'",
        ),
      ).toBeGreaterThan(19_000)
    })

    it("is idempotent: a second call (or a concurrent one) seeds nothing", async () => {
      const before = await count(db, "SELECT count(*) AS n FROM map_seats")
      expect(await Promise.all([seedIfEmpty(db, TEST_START, FIXTURES), seedIfEmpty(db, TEST_START, FIXTURES)])).toEqual(
        [false, false],
      )
      expect(await count(db, "SELECT count(*) AS n FROM map_seats")).toBe(before)
      expect(await count(db, "SELECT count(*) AS n FROM shows")).toBe(shows.length)
    })

    it("has every show, venue and zone of the fixtures: at least 30 shows in 8 venues", async () => {
      expect(await count(db, "SELECT count(*) AS n FROM shows")).toBeGreaterThanOrEqual(30)
      expect(await count(db, "SELECT count(*) AS n FROM venues")).toBe(venues.length)
      expect(venues.length).toBeGreaterThanOrEqual(8)
      expect(await count(db, "SELECT count(DISTINCT zone_id) AS n FROM venues")).toBeGreaterThanOrEqual(5)
      const functions = shows.reduce((sum, show) => sum + show.listaFuncion.length, 0)
      expect(await count(db, "SELECT count(*) AS n FROM performances")).toBe(functions)
    })

    it("expands the arena into ~20,000 numbered seats plus its 8,000-place field", async () => {
      const seats = await count(
        db,
        "SELECT count(*) AS n FROM map_seats s JOIN map_sectors ms ON ms.id = s.sector_id WHERE ms.map_code = 'arena'",
      )
      expect(seats).toBe(seatCount(arena))
      expect(seats).toBeGreaterThanOrEqual(19_000)
      expect(seats).toBeLessThanOrEqual(21_000)
      const field = arena.listaSector.find((sector) => !sector.lNumerada)!
      const { rows } = await db.query<{ numbered: boolean; capacity: number }>(
        "SELECT numbered, capacity FROM map_sectors WHERE map_code = 'arena' AND code = $1",
        [field.cCodigo],
      )
      expect(rows).toEqual([{ numbered: false, capacity: field.nCapacidad }])
      // A numbered sector's capacity is its number of seats.
      expect(
        await count(
          db,
          `SELECT count(*) AS n FROM map_sectors ms WHERE numbered
             AND capacity <> (SELECT count(*) FROM map_seats s WHERE s.sector_id = ms.id)`,
        ),
      ).toBe(0)
    })

    it("places seats with the fixtures' formula", async () => {
      const curved = maps
        .flatMap((map) => map.listaSector.map((sector) => ({ map, sector })))
        .flatMap(({ map, sector }) => (sector.listaFila ?? []).map((row) => ({ map, sector, row })))
        .find(({ row }) => row.nCurva !== 0 && row.nAsientos > 3)!
      const { rows } = await db.query<{ seat_number: number; x: number; y: number }>(
        `SELECT s.seat_number, s.x, s.y FROM map_seats s JOIN map_sectors ms ON ms.id = s.sector_id
         WHERE ms.map_code = $1 AND ms.code = $2 AND s.row_label = $3 ORDER BY s.seat_number`,
        [curved.map.cMapa, curved.sector.cCodigo, curved.row.cFila],
      )
      const { nAsientos, nX, nY, nPaso, nCurva } = curved.row
      expect(rows).toHaveLength(nAsientos)
      for (const seat of rows) {
        expect(seat.x).toBeCloseTo(nX + (seat.seat_number - 1) * nPaso, 1)
        expect(seat.y).toBeCloseTo(nY + nCurva * (seat.seat_number - (nAsientos + 1) / 2) ** 2, 1)
      }
    })

    it("dates every function nDiaRelativo days after the seeding day at cHora, Buenos Aires time", async () => {
      const { rows } = await db.query<{ id: number; starts_at: Date }>("SELECT id, starts_at FROM performances")
      const startOf = new Map(rows.map((row) => [row.id, row.starts_at.getTime()]))
      // TEST_START is 2026-11-21 12:00 in Buenos Aires.
      for (const performance of shows.flatMap((show) => show.listaFuncion)) {
        const [hours, minutes] = performance.cHora.split(":").map(Number)
        expect(startOf.get(performance.idFuncion)).toBe(
          Date.UTC(2026, 10, 21 + performance.nDiaRelativo, hours! + 3, minutes),
        )
      }
    })

    it("prices every sector of each show's venue map", async () => {
      const unpriced = await count(
        db,
        `SELECT count(*) AS n FROM shows s JOIN venues v ON v.id = s.venue_id JOIN map_sectors ms ON ms.map_code = v.map_code
         WHERE NOT EXISTS (SELECT 1 FROM show_prices p WHERE p.show_id = s.id AND p.sector_id = ms.id)`,
      )
      expect(unpriced).toBe(0)
      expect(await count(db, "SELECT count(*) AS n FROM show_prices WHERE price <= 0")).toBe(0)
    })

    it("folds name, venue, type and description into the search text", async () => {
      const { rows } = await db.query<{ search_text: string; name: string }>(
        "SELECT s.search_text, s.name FROM shows s JOIN show_types t ON t.id = s.type_id WHERE t.name = 'Música' LIMIT 1",
      )
      const [music] = rows
      expect(music?.search_text).toContain("musica")
      expect(music?.search_text).toBe(music?.search_text.toLowerCase())
      expect(music?.search_text).not.toMatch(/[áéíóúñü]/u)
    })

    it("loads promotions, delivery types, payment methods and the sandbox cards' installments", async () => {
      const { rows: promotions } = await db.query<{ kind: string; weekdays: unknown; show_ids: unknown }>(
        "SELECT kind, weekdays, show_ids FROM promotions ORDER BY id",
      )
      expect(promotions.length).toBeGreaterThan(0)
      expect(promotions.some((promotion) => promotion.kind === "DOS_POR_UNO")).toBe(true)
      const codes = (await db.query<{ code: string }>("SELECT code FROM delivery_types ORDER BY id")).rows.map(
        (r) => r.code,
      )
      expect(codes).toEqual(["ETICKET", "BOLETERIA", "DOMICILIO"])
      const kinds = (await db.query<{ kind: string }>("SELECT kind FROM payment_methods ORDER BY id")).rows.map(
        (r) => r.kind,
      )
      // Cards, and the wallets (Mercado Pago, MODO, PayPal, Tigo Money, Apple Pay) each tenant may switch on.
      expect(kinds).toEqual(["CREDITO", "DEBITO", ...Array<string>(5).fill("BILLETERA")])
      const bins = (await db.query<{ bin: string }>("SELECT bin FROM card_installments")).rows.map((r) => r.bin)
      expect(bins).toEqual(expect.arrayContaining(["450995", "400000", "503175", "*"]))
    })
  })
})
