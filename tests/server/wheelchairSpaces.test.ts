import { readFileSync } from "node:fs"
import type { Performance, PurchaseProcess, Seat } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, TEST_START, type TestServer } from "./support/testServer.js"

// The demo theatre's last Platea row (T, 29 seats) and the arena's preferencial and upper central
// front rows have wheelchair spaces at both ends and companion seats beside them (fixtures/catalog).
// The server marks them on the function's map and honours a request for one.

const MIGRATION = new URL("../../server/migrations/010_accessible_seats.sql", import.meta.url)

/** Seat number → access of the row, as the function page reads them. */
const accessOfRow = (seats: ReadonlyArray<Seat>, row: string) =>
  Object.fromEntries(
    seats
      .filter((seat) => seat.cFila === row && seat.cAcceso !== undefined)
      .map((seat) => [seat.cButaca, seat.cAcceso]),
  )

const heldSeats = (process: PurchaseProcess) =>
  process.listaFuncion.flatMap((line) => line.listaPosicion.map((place) => `${place.cFila}${place.cButaca}`))

describe("wheelchair spaces and companion seats", () => {
  let server: TestServer
  let theatreFunction: number
  let arenaFunction: number

  const functionAt = async (mapCode: string) => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT f.id FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
        WHERE v.map_code = $1 AND f.starts_at > $2 ORDER BY f.starts_at, f.id LIMIT 1`,
      [mapCode, new Date(TEST_START)],
    )
    return rows[0]!.id
  }
  const performanceOf = async (idFuncion: number) =>
    (await server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`)).oData
  const platea = (performance: Performance) => performance.listaSector.find((sector) => sector.cNombre === "Platea")!

  beforeAll(async () => {
    server = await startTestServer("pglite")
    theatreFunction = await functionAt("teatro-principal")
    arenaFunction = await functionAt("arena")
  })
  afterAll(() => server.close())

  it("marks them on the function's map", async () => {
    const performance = await performanceOf(theatreFunction)
    expect(accessOfRow(platea(performance).listaPosicion, "T")).toEqual({
      1: "SILLA_DE_RUEDAS",
      2: "SILLA_DE_RUEDAS",
      3: "ACOMPANANTE",
      4: "ACOMPANANTE",
      26: "ACOMPANANTE",
      27: "ACOMPANANTE",
      28: "SILLA_DE_RUEDAS",
      29: "SILLA_DE_RUEDAS",
    })
    expect(accessOfRow(platea(performance).listaPosicion, "A")).toEqual({})
  })

  it("draws the arena's standing field from its area", async () => {
    const performance = await performanceOf(arenaFunction)
    const field = performance.listaSector.find((sector) => !sector.lNumerada)!
    expect(field.oArea).toEqual({ nX: 560, nY: 160, nAncho: 880, nAlto: 540 })
    const preferencial = performance.listaSector.find((sector) => sector.cNombre === "Platea preferencial")!
    expect(Object.keys(accessOfRow(preferencial.listaPosicion, "1"))).toHaveLength(8)
  })

  it("best available gives a space and companion seats to whoever asks", async () => {
    const idSector = platea(await performanceOf(theatreFunction)).idSector
    const body = { idFuncion: theatreFunction, idSector, nCantidad: 2, idPromocion: null, lSillaDeRuedas: true }
    const taken = await server.call<PurchaseProcess>("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", body)
    expect(taken.status).toBe(200)
    expect(heldSeats(taken.oData)).toEqual(["T2", "T3"])
    // The next party needing one gets the other end.
    const next = await server.call<PurchaseProcess>("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", body)
    expect(heldSeats(next.oData)).toEqual(["T27", "T28"])
  })

  it("refuses a wheelchair request where there is no space: a standing floor", async () => {
    const performance = await performanceOf(arenaFunction)
    const field = performance.listaSector.find((sector) => !sector.lNumerada)!
    const body = {
      idFuncion: arenaFunction,
      idSector: field.idSector,
      nCantidad: 2,
      idPromocion: null,
      lSillaDeRuedas: true,
    }
    const refused = await server.call("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", body)
    expect(refused.status).toBe(409)
  })

  it("migration 010 marks, on a database seeded before it, the same places the seed writes", async () => {
    const seeded = async () =>
      (
        await server.db.query<{ id: number; access: string }>(
          "SELECT id, access FROM map_seats WHERE access IS NOT NULL ORDER BY id",
        )
      ).rows
    const fromSeed = await seeded()
    expect(fromSeed).toHaveLength(24)
    await server.db.query("UPDATE map_seats SET access = NULL")
    const update = readFileSync(MIGRATION, "utf8")
      .split("\n")
      .filter((line) => !line.startsWith("--"))
      .join("\n")
      .split(";")
      .find((statement) => statement.trim().startsWith("UPDATE"))!
    await server.db.query(update)
    expect(await seeded()).toEqual(fromSeed)
  })
})
