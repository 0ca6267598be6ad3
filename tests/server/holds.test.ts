import { PurchaseProcess, type Performance } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, expect, it } from "vitest"
import { sweepExpiredHolds } from "../../server/src/store/purchases/holds.js"
import { onPurchase, signUp as signUpAs, takeGroup, type HeldPurchase } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MINUTE = 60_000
const HOLD_MS = 12 * MINUTE

describeOnEachDatabase("seat holds on %s", (kind) => {
  let server: TestServer
  /** A theatre function (numbered Platea) and a club function (general admission only). */
  let theatre: { idFuncion: number; idSector: number; sectorName: string }
  let club: { idFuncion: number; idSector: number; capacity: number }
  let signUps = 0

  const performanceOf = async (idFuncion: number) =>
    (await server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`)).oData
  /** The n-th coming function (0 first) at a venue with this seat map; each test area uses its own. */
  const functionAt = async (mapCode: string, index: number) => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT f.id FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
          WHERE v.map_code = $1 AND f.starts_at > $2 ORDER BY f.starts_at, f.id LIMIT 1 OFFSET $3`,
      [mapCode, new Date(server.clock.now()), index],
    )
    return rows[0]!.id
  }
  const seatStates = async (ids: ReadonlyArray<number>) => {
    const seats = (await performanceOf(theatre.idFuncion)).listaSector.flatMap((sector) => sector.listaPosicion)
    return ids.map((id) => seats.find((seat) => seat.idPosicion === id)?.cEstado)
  }
  /** Free seats of one row of the Platea, side by side, not used by earlier tests. */
  const freeSeats = async (count: number) => {
    const platea = (await performanceOf(theatre.idFuncion)).listaSector.find(
      (sector) => sector.idSector === theatre.idSector,
    )!
    const rows = new Map<string, Array<(typeof platea.listaPosicion)[number]>>()
    for (const seat of platea.listaPosicion) rows.set(seat.cFila, [...(rows.get(seat.cFila) ?? []), seat])
    for (const seats of rows.values()) {
      if (seats.every((seat) => seat.cEstado === "LIBRE") && seats.length >= count)
        return seats.slice(0, count).map((seat) => seat.idPosicion)
    }
    throw new Error("no untouched row left in the Platea")
  }
  /** Takes these seats into `into`, with its key, or into a new purchase. */
  const take = (
    ids: ReadonlyArray<number>,
    into: HeldPurchase | null = null,
    token?: string,
    idFuncion = theatre.idFuncion,
  ) =>
    server.call<PurchaseProcess>(
      "POST",
      `/v2/Proceso/${into?.idProcesoDeCompra ?? 0}/Posiciones/Tomar`,
      { idFuncion, listaIdPosicion: ids, idPromocion: null },
      { token, purchaseKey: into?.cClaveProceso },
    )
  const takeGeneral = (nCantidad: number, into: HeldPurchase | null = null) =>
    takeGroup(server, { idFuncion: club.idFuncion, idSector: club.idSector, nCantidad }, into)
  const read = (purchase: HeldPurchase, token?: string) =>
    onPurchase<PurchaseProcess>(server, purchase, "GET", "", undefined, token)
  const generalFree = async () =>
    (await performanceOf(club.idFuncion)).listaSector.find((sector) => sector.idSector === club.idSector)!.nDisponibles
  const signUp = () => signUpAs(server, `holds${++signUps}-${kind}@example.com`)

  beforeAll(async () => {
    server = await startTestServer(kind)
    const theatrePerformance = await performanceOf(await functionAt("teatro-principal", 0))
    const platea = theatrePerformance.listaSector.find((sector) => sector.lNumerada)!
    theatre = { idFuncion: theatrePerformance.idFuncion, idSector: platea.idSector, sectorName: platea.cNombre }
    const clubPerformance = await performanceOf(await functionAt("club-general", 0))
    const general = clubPerformance.listaSector.find((sector) => !sector.lNumerada)!
    club = { idFuncion: clubPerformance.idFuncion, idSector: general.idSector, capacity: general.nCapacidad }
  })
  afterAll(async () => {
    await server?.close()
  })

  it("id 0 starts a process whose holds last 12 minutes; later takes add to it", async () => {
    const [first, second, third] = await freeSeats(3)
    const started = await take([first!, second!])
    expect(started.status).toBe(200)
    expect(Schema.is(PurchaseProcess)(started.oData)).toBe(true)
    const process = started.oData
    expect(process.idProcesoDeCompra).toBeGreaterThan(0)
    expect(Date.parse(process.dInicio)).toBe(server.clock.now())
    expect(Date.parse(process.dVencimiento) - Date.parse(process.dInicio)).toBe(HOLD_MS)
    expect(process.listaFuncion).toHaveLength(1)
    const line = process.listaFuncion[0]!
    expect(line.idFuncion).toBe(theatre.idFuncion)
    expect(line.listaPosicion.map((place) => place.idPosicion)).toEqual([first, second])
    expect(line.listaPosicion[0]).toMatchObject({ idSector: theatre.idSector, cSector: theatre.sectorName })
    expect(process.fPrecioTotalFinal).toBe(line.listaPosicion.reduce((total, place) => total + place.fPrecio, 0))

    const grown = await take([third!], process)
    expect(grown.oData.idProcesoDeCompra).toBe(process.idProcesoDeCompra)
    expect(grown.oData.oCantidadTotal.nCantidadTotal).toBe(3)
    expect(grown.oData.dVencimiento).toBe(process.dVencimiento)
    expect(await seatStates([first!, second!, third!])).toEqual(["RETENIDA", "RETENIDA", "RETENIDA"])
    expect((await read(process)).oData).toEqual(grown.oData)
  })

  it("takes all the seats asked for or none, and names the ones already taken (409)", async () => {
    const [contested, free] = await freeSeats(2)
    await take([contested!])
    const refused = await take([free!, contested!])
    expect(refused.status).toBe(409)
    expect(refused.nCode).toBe(409)
    expect(refused.oData).toMatch(/ya no está disponible/)
    const seat = (await performanceOf(theatre.idFuncion)).listaSector
      .flatMap((sector) => sector.listaPosicion)
      .find((candidate) => candidate.idPosicion === contested)!
    expect(refused.oData).toContain(`${theatre.sectorName}, fila ${seat.cFila}, butaca ${seat.cButaca}`)
    expect(await seatStates([contested!, free!])).toEqual(["RETENIDA", "LIBRE"])
    const { rows } = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM place_claims WHERE seat_id = $1",
      [free],
    )
    expect(rows[0]!.count).toBe(0)
  })

  it("SoltarFuncion frees a function's seats and SoltarGrupo its general-admission places", async () => {
    const ids = await freeSeats(2)
    const held = (await take(ids)).oData
    const released = await onPurchase<PurchaseProcess>(server, held, "POST", "/Posiciones/SoltarFuncion", {
      idFuncion: theatre.idFuncion,
    })
    expect(released.oData.listaFuncion).toEqual([])
    expect(await seatStates(ids)).toEqual(["LIBRE", "LIBRE"])

    const before = await generalFree()
    const floor = await takeGeneral(3, held)
    expect(floor.oData.oCantidadTotal.nCantidadTotal).toBe(3)
    expect(await generalFree()).toBe(before - 3)
    await onPurchase(server, held, "POST", "/Posiciones/SoltarGrupo", { idFuncion: club.idFuncion })
    expect(await generalFree()).toBe(before)
  })

  it("invalidar frees everything and closes the process; a second invalidar answers the same", async () => {
    const ids = await freeSeats(2)
    const held = (await take(ids)).oData
    const invalidated = await onPurchase(server, held, "POST", "/invalidar", { cOrigen: "INV001" })
    expect(invalidated.status).toBe(200)
    expect(await seatStates(ids)).toEqual(["LIBRE", "LIBRE"])
    expect((await onPurchase(server, held, "POST", "/invalidar", { cOrigen: "INV001" })).status).toBe(200)
    expect((await read(held)).status).toBe(410)
    expect((await take(ids, held)).status).toBe(410)
    expect((await take(ids)).status).toBe(200)
  })

  it("holds expire 12 minutes after the purchase started, not after each take, without anyone calling invalidar", async () => {
    const [early, late, extra] = await freeSeats(3)
    const held = (await take([early!])).oData
    server.clock.advance(6 * MINUTE)
    await take([late!], held)
    server.clock.advance(6 * MINUTE - 1_000)
    expect((await take([early!])).status).toBe(409)
    expect(await seatStates([early!, late!])).toEqual(["RETENIDA", "RETENIDA"])

    server.clock.advance(1_001)
    expect(await seatStates([early!, late!])).toEqual(["LIBRE", "LIBRE"])
    const expired = await read(held)
    expect(expired).toMatchObject({ status: 410, oData: "Tu tiempo para realizar la compra ha expirado" })
    expect((await take([extra!], held)).status).toBe(410)
    const other = await take([early!, late!])
    expect(other.status).toBe(200)
    expect(other.oData.idProcesoDeCompra).not.toBe(held.idProcesoDeCompra)
    // The shop still invalidates an expired purchase (INV011); that must not fail.
    expect((await onPurchase(server, held, "POST", "/invalidar", { cOrigen: "INV011" })).status).toBe(200)
    expect(await seatStates([early!, late!])).toEqual(["RETENIDA", "RETENIDA"])
  })

  it("the sweeper deletes expired holds and nothing else", async () => {
    const [gone, kept] = await freeSeats(2)
    await take([gone!])
    server.clock.advance(HOLD_MS)
    const live = (await take([kept!])).oData
    const swept = await sweepExpiredHolds(server.db, server.clock.now())
    expect(swept).toBeGreaterThanOrEqual(1)
    const { rows } = await server.db.query<{ seat_id: number }>(
      "SELECT seat_id FROM place_claims WHERE seat_id = ANY($1::int[])",
      [[gone, kept]],
    )
    expect(rows.map((row) => row.seat_id)).toEqual([kept])
    expect((await read(live)).status).toBe(200)
  })

  it("limits the places of one function per purchase (nMaximoPosiciones)", async () => {
    const performance = await performanceOf(theatre.idFuncion)
    const limit = performance.nMaximoPosiciones
    const platea = performance.listaSector.find((sector) => sector.idSector === theatre.idSector)!
    const free = platea.listaPosicion.filter((seat) => seat.cEstado === "LIBRE").slice(-(limit + 1))
    const tooMany = await take(free.map((seat) => seat.idPosicion))
    expect(tooMany.status).toBe(400)
    expect(tooMany.oData).toContain(`hasta ${limit} ubicaciones`)
    const general = await takeGeneral(limit + 1)
    expect(general.status).toBe(400)
  })

  it("answers 400 naming the field for a bad body, and for seats that are not of the function", async () => {
    const empty = await server.call("POST", "/v2/Proceso/0/Posiciones/Tomar", {
      idFuncion: theatre.idFuncion,
      listaIdPosicion: [],
      idPromocion: null,
    })
    expect(empty.status).toBe(400)
    expect(empty.oData).toMatch(/^listaIdPosicion/)
    const clubSeat = await take([999_999])
    expect(clubSeat.status).toBe(400)
    expect(clubSeat.oData).toMatch(/^listaIdPosicion: 999999/)
    expect((await take([1], null, undefined, 987_654)).status).toBe(404)
  })

  it("general admission by quantity: every place counted once, none over the capacity", async () => {
    const before = await generalFree()
    const first = await takeGeneral(4)
    const second = await takeGeneral(2)
    const places = [...first.oData.listaFuncion, ...second.oData.listaFuncion].flatMap((line) => line.listaPosicion)
    expect(places).toHaveLength(6)
    expect(new Set(places.map((place) => place.idPosicion)).size).toBe(6)
    expect(places.every((place) => place.cFila === null && place.cButaca === null)).toBe(true)
    expect(await generalFree()).toBe(before - 6)
    expect(club.capacity).toBeGreaterThanOrEqual(before)
  })

  it("best available: side by side, centred, in the front row of an empty sector", async () => {
    const idFuncion = await functionAt("teatro-principal", 1)
    const best = await server.call<PurchaseProcess>("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", {
      idFuncion,
      idSector: theatre.idSector,
      nCantidad: 3,
      idPromocion: null,
    })
    expect(best.oData.lContiguas).toBe(true)
    const seats = best.oData.listaFuncion[0]!.listaPosicion
    const firstRow = (await performanceOf(idFuncion)).listaSector
      .find((sector) => sector.idSector === theatre.idSector)!
      .listaPosicion.filter((seat) => seat.cFila === seats[0]!.cFila)
    expect(seats.every((seat) => seat.cFila === firstRow[0]!.cFila)).toBe(true)
    expect(seats.map((seat) => Number(seat.cButaca))).toEqual([9, 10, 11])
    expect(firstRow).toHaveLength(20)
  })

  it("best available never strands a single seat when it can help it, and splits over rows only when it must", async () => {
    const idFuncion = await functionAt("teatro-principal", 2)
    const tertulia = (await performanceOf(idFuncion)).listaSector.find((sector) => /tertulia/i.test(sector.cNombre))!
    const rows = [...new Set(tertulia.listaPosicion.map((seat) => seat.cFila))]
    // Every fourth seat taken: each row of 30 keeps runs of 3 free seats and a pair at its end.
    const everyFourth = tertulia.listaPosicion
      .filter((seat) => Number(seat.cButaca) % 4 === 0)
      .map((seat) => seat.idPosicion)
    for (let start = 0; start < everyFourth.length; start += 10) {
      expect((await take(everyFourth.slice(start, start + 10), null, undefined, idFuncion)).status).toBe(200)
    }
    const group = (nCantidad: number) =>
      server.call<PurchaseProcess>("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", {
        idFuncion,
        idSector: tertulia.idSector,
        nCantidad,
        idPromocion: null,
      })

    const pair = await group(2)
    expect(pair.oData.lContiguas).toBe(true)
    expect(pair.oData.listaFuncion[0]!.listaPosicion.map((seat) => [seat.cFila, seat.cButaca])).toEqual([
      [rows[0], "29"],
      [rows[0], "30"],
    ])

    const four = await group(4)
    expect(four.status).toBe(200)
    expect(four.oData.lContiguas).toBe(false)
    const split = four.oData.listaFuncion[0]!.listaPosicion
    expect(split).toHaveLength(4)
    expect(split.some((seat) => everyFourth.includes(seat.idPosicion))).toBe(false)
    expect(Number(split[1]!.cButaca) - Number(split[0]!.cButaca)).toBe(1)
  })

  it("a customer's process, even with its key, answers 404 to another customer and 401 without a token; an anonymous one is adopted", async () => {
    const owner = await signUp()
    const stranger = await signUp()
    const mine = (await take(await freeSeats(1), null, owner)).oData
    expect((await read(mine, owner)).status).toBe(200)
    const foreign = await read(mine, stranger)
    const missing = await read({ ...mine, idProcesoDeCompra: 999_999 }, stranger)
    expect(foreign).toEqual(missing)
    expect(foreign.status).toBe(404)
    expect((await take(await freeSeats(1), mine, stranger)).status).toBe(404)
    expect((await onPurchase(server, mine, "POST", "/invalidar", { cOrigen: "INV001" }, stranger)).status).toBe(404)
    expect((await read(mine)).status).toBe(401)

    // The first signed-in call with the key adopts an anonymous purchase (its browser logged in).
    const anonymous = (await take(await freeSeats(1))).oData
    expect((await read(anonymous, stranger)).status).toBe(200)
    expect((await read(anonymous, owner)).status).toBe(404)
  })
})
