import { IDEMPOTENCY_KEY_HEADER, type Performance, type PurchaseProcess, type QueuePlace } from "@boleteria/core"
import { createHash, randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startHoldingSeats } from "../../server/src/domain/process/firstTake.js"
import { purchaseKeyFrom } from "../../server/src/domain/process/purchaseKey.js"
import { openWaitingRoom } from "../../server/src/domain/waitingRoom/rooms.js"
import { isKeyHashTaken } from "../../server/src/store/purchases/keyedProcess.js"
import { fixtureTenant } from "../support/fixtures.js"
import { functionWithSector, ok, onPurchase, seatsOfComingFunction, signUp } from "./support/flows.js"
import { describeOnEachDatabase, startTestServer, type TestServer } from "./support/testServer.js"
import { namingQueries } from "./support/statementCounter.js"

const MINUTE = 60_000
const TAKE_SEATS = "/v2/Proceso/0/Posiciones/Tomar"
const START_PURCHASE = "/v3/procesodecompra"
const TAKE_GROUP = "/v2/Proceso/0/Posiciones/TomarGrupo"

/** A key as the shop draws one: 16 random bytes in base64url. */
const freshKey = () => randomBytes(16).toString("base64url")
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

const placesOf = (purchase: PurchaseProcess) =>
  purchase.listaFuncion.flatMap((line) => line.listaPosicion.map((place) => place.idPosicion))

/** A first take sent with an Idempotency-Key: the browser's resend of a POST carries the same one. */
describeOnEachDatabase("a first take sent twice with one Idempotency-Key on %s", (kind) => {
  let server: TestServer
  let used = 0
  let signUps = 0

  /** Seats of the theatre's first coming function, not taken before by this file's tests. */
  const freshSeats = async (count: number) => {
    const { performanceId, seatIds } = await seatsOfComingFunction(server, count, { offset: used })
    used += count
    return { idFuncion: performanceId, seatIds }
  }
  const send = <T = PurchaseProcess>(path: string, body: unknown, key: string | null, token?: string) =>
    server.call<T>("POST", path, body, { token, headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key } })
  const seatsBody = (idFuncion: number, seatIds: ReadonlyArray<number>) => ({
    idFuncion,
    listaIdPosicion: seatIds,
    idPromocion: null,
  })
  /** What the database holds: every process, and the processes holding these seats. */
  const written = async (seatIds: ReadonlyArray<number> = []) => {
    const { rows } = await server.db.query<{ processes: number; holders: Array<number> | null }>(
      `SELECT (SELECT count(*)::int FROM purchase_processes) AS processes,
              (SELECT array_agg(process_id ORDER BY seat_id) FROM place_claims WHERE seat_id = ANY($1::int[])) AS holders`,
      [seatIds],
    )
    return rows[0]!
  }
  const processesWithKey = async (purchaseKey: string) =>
    (
      await server.db.query<{ id: number }>("SELECT id FROM purchase_processes WHERE key_hash = $1", [
        sha256(purchaseKey),
      ])
    ).rows.map((row) => row.id)

  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(async () => {
    await server?.close()
  })

  for (const path of [TAKE_SEATS, START_PURCHASE])
    it(`${path}: one purchase; the resend is answered it, its key and places, the seats held once`, async () => {
      const { idFuncion, seatIds } = await freshSeats(2)
      const key = freshKey()
      const first = await ok(send(path, seatsBody(idFuncion, seatIds), key))
      const after = await written(seatIds)
      expect(after.holders).toEqual([first.idProcesoDeCompra, first.idProcesoDeCompra])

      const resent = await send(path, seatsBody(idFuncion, seatIds), key)
      expect(resent.status).toBe(200)
      expect(resent.oData).toEqual(first)
      expect(placesOf(resent.oData)).toEqual(seatIds)
      expect(await written(seatIds)).toEqual(after)
      expect(await processesWithKey(first.cClaveProceso)).toEqual([first.idProcesoDeCompra])
      // The answer's key opens the purchase, as any first take's does.
      expect((await onPurchase(server, first, "GET", "")).oData).toEqual(first)
    })

  it("TomarGrupo: one purchase, also when the first took the sector's last places", async () => {
    // The smallest numbered sector away from the theatre, whose seats the other tests take.
    const { rows } = await server.db.query<{ idFuncion: number; idSector: number }>(
      `SELECT f.id AS "idFuncion", ms.id AS "idSector"
         FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
         JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
         JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
        WHERE v.map_code <> 'teatro-principal' AND f.starts_at > $1
        ORDER BY ms.capacity, f.starts_at, f.id LIMIT 1`,
      [new Date(server.clock.now() + 24 * 60 * MINUTE)],
    )
    const { idFuncion, idSector } = rows[0]!
    const group = { idFuncion, idSector, nCantidad: 2, idPromocion: null }
    const key = freshKey()
    const first = await ok(send(TAKE_GROUP, group, key))
    const resent = await send(TAKE_GROUP, group, key)
    expect(resent).toMatchObject({ status: 200, oData: first })
    expect(await processesWithKey(first.cClaveProceso)).toEqual([first.idProcesoDeCompra])

    // Everything else of the sector taken but two places: the resend finds no places to choose.
    const performance = await ok(server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`))
    const free = performance.listaSector
      .find((sector) => sector.idSector === idSector)!
      .listaPosicion.filter((seat) => seat.cEstado === "LIBRE")
      .map((seat) => seat.idPosicion)
    for (let start = 0; start < free.length - 2; start += 10)
      await ok(send(TAKE_SEATS, seatsBody(idFuncion, free.slice(start, Math.min(start + 10, free.length - 2))), null))
    const lastKey = freshKey()
    const last = await ok(send(TAKE_GROUP, group, lastKey))
    expect(placesOf(last).sort()).toEqual(free.slice(-2).sort())
    expect(await send(TAKE_GROUP, group, lastKey)).toMatchObject({ status: 200, oData: last })
    // Another key is another take: too few places left.
    expect((await send(TAKE_GROUP, group, freshKey())).status).toBe(409)
  })

  it("two keys are two takes: a second purchase, or a 409 for the same seats", async () => {
    const { idFuncion, seatIds } = await freshSeats(1)
    const first = await ok(send(TAKE_SEATS, seatsBody(idFuncion, seatIds), freshKey()))
    const before = await written(seatIds)
    expect((await send(TAKE_SEATS, seatsBody(idFuncion, seatIds), freshKey())).status).toBe(409)
    expect(await written(seatIds)).toEqual(before)
    const { performance_id, sector_id } = await functionWithSector(server, false)
    const group = { idFuncion: performance_id, idSector: sector_id, nCantidad: 1, idPromocion: null }
    const [one, two] = [await ok(send(TAKE_GROUP, group, freshKey())), await ok(send(TAKE_GROUP, group, freshKey()))]
    expect(new Set([first.idProcesoDeCompra, one.idProcesoDeCompra, two.idProcesoDeCompra]).size).toBe(3)
    expect(one.cClaveProceso).not.toBe(two.cClaveProceso)
  })

  it("a key of the wrong shape is a 400 naming the header, and takes nothing", async () => {
    const { idFuncion, seatIds } = await freshSeats(1)
    const before = await written(seatIds)
    for (const wrong of ["short", "x".repeat(65), "not base64url but long enough!"]) {
      const refused = await send<string>(TAKE_SEATS, seatsBody(idFuncion, seatIds), wrong)
      expect([wrong, refused.status]).toEqual([wrong, 400])
      expect(refused.oData).toContain(IDEMPOTENCY_KEY_HEADER)
    }
    expect(await written(seatIds)).toEqual(before)
  })

  it("a resend by another customer is a 404; once the purchase is closed, refused as reading it is", async () => {
    const { idFuncion, seatIds } = await freshSeats(1)
    const owner = await signUp(server, `idem-owner${++signUps}-${kind}@example.com`)
    const stranger = await signUp(server, `idem-stranger${signUps}-${kind}@example.com`)
    const key = freshKey()
    const first = await ok(send(TAKE_SEATS, seatsBody(idFuncion, seatIds), key, owner))
    const before = await written(seatIds)
    const other = await send(TAKE_SEATS, seatsBody(idFuncion, seatIds), key, stranger)
    expect(other.status).toBe(404)
    expect(await written(seatIds)).toEqual(before)
    expect(await send(TAKE_SEATS, seatsBody(idFuncion, seatIds), key, owner)).toMatchObject({
      status: 200,
      oData: first,
    })

    await ok(onPurchase(server, first, "POST", "/invalidar", { cOrigen: "INV001" }, owner))
    const read = await onPurchase(server, first, "GET", "", undefined, owner)
    expect(read.status).toBe(410)
    expect(await send(TAKE_SEATS, seatsBody(idFuncion, seatIds), key, owner)).toEqual(read)
  })

  it("a resend sharing a statement with fresh first takes: the fresh ones hold, the resend meets its purchase", async () => {
    const { idFuncion, seatIds } = await freshSeats(6)
    const now = server.clock.now()
    const process = (purchaseKey: string) =>
      ({ purchaseKey, processType: "CART", customerId: null, startedAt: now, expiresAt: now + 12 * MINUTE }) as const
    const { queryable: counted, statements } = namingQueries(server.db)
    const resentKey = purchaseKeyFrom(freshKey())
    const original = await startHoldingSeats(server.db, process(resentKey), idFuncion, [seatIds[0]!], now, false)
    expect(original).not.toBeNull()
    const outcomes = await Promise.allSettled([
      startHoldingSeats(counted, process(freshKey()), idFuncion, [seatIds[1]!], now, false),
      startHoldingSeats(counted, process(resentKey), idFuncion, [seatIds[0]!], now, false),
      startHoldingSeats(counted, process(freshKey()), idFuncion, [seatIds[2]!, seatIds[3]!], now, false),
    ])
    // One shared statement, refused by the resend's key; then each take alone.
    expect(statements).toEqual(["first_take", "first_take", "first_take", "first_take"])
    const [fresh, resend, freshPair] = outcomes
    expect(fresh.status === "fulfilled" && placesOf(fresh.value!)).toEqual([seatIds[1]])
    expect(freshPair.status === "fulfilled" && placesOf(freshPair.value!)).toEqual([seatIds[2], seatIds[3]])
    expect(resend.status === "rejected" && isKeyHashTaken(resend.reason)).toBe(true)

    // Over HTTP, the resend among fresh takes arriving together is answered its purchase; they hold.
    const key = freshKey()
    const first = await ok(send(TAKE_SEATS, seatsBody(idFuncion, [seatIds[4]!]), key))
    const more = await freshSeats(4)
    const answers = await Promise.all([
      ...more.seatIds.slice(0, 2).map((seatId) => send(TAKE_SEATS, seatsBody(more.idFuncion, [seatId]), freshKey())),
      send(TAKE_SEATS, seatsBody(idFuncion, [seatIds[4]!]), key),
      ...more.seatIds.slice(2).map((seatId) => send(TAKE_SEATS, seatsBody(more.idFuncion, [seatId]), freshKey())),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers[2]!.oData).toEqual(first)
    expect(answers.filter((_, index) => index !== 2).map((answer) => placesOf(answer.oData))).toEqual(
      more.seatIds.map((seatId) => [seatId]),
    )
    expect(new Set(answers.map((answer) => answer.oData.idProcesoDeCompra)).size).toBe(5)
  })
})

// A take on a function whose waiting room is on starts the turn's one purchase: its resend is not a second.
describeOnEachDatabase("a first take resent with its turn on %s", (kind) => {
  let server: TestServer
  const device = { "x-device-fingerprint": "fp-idempotent-turn", "x-forwarded-for": "203.0.113.9" }

  beforeAll(async () => {
    server = await startTestServer(kind, {
      tenant: { flags: { ...fixtureTenant.flags, queueApi: true } },
      trustedProxies: "127.0.0.1",
    })
  })
  afterAll(async () => {
    await server?.close()
  })

  it("is answered the turn's purchase, where another take of the turn is refused as a second purchase", async () => {
    const { performanceId: idFuncion, seatIds } = await seatsOfComingFunction(server, 3, { offset: 40 })
    await openWaitingRoom(server.db, {
      ratePerMinute: 60,
      capacity: 100,
      turnMinutes: 15,
      graceMinutes: 3,
      opensBeforeMinutes: 60,
      idFuncion,
      startsAt: server.clock.now(),
    })
    const placeOf = () => server.call<QueuePlace>("GET", `/v2/Cola/${idFuncion}/Lugar`, undefined, { headers: device })
    await placeOf()
    server.clock.advance(2_000)
    const turn = (await ok(placeOf())).colaTurno!
    const take = (seatId: number, key: string) =>
      server.call<PurchaseProcess>(
        "POST",
        TAKE_SEATS,
        { idFuncion, listaIdPosicion: [seatId], idPromocion: null },
        { headers: { ...device, "x-cola-turno": turn, [IDEMPOTENCY_KEY_HEADER]: key } },
      )
    const key = freshKey()
    const first = await ok(take(seatIds[0]!, key))
    expect(await take(seatIds[0]!, key)).toMatchObject({ status: 200, oData: first })
    const second = await take(seatIds[1]!, freshKey())
    expect(second.status).toBe(409)
    const { rows } = await server.db.query<{ process_id: number }>(
      "SELECT process_id FROM waiting_room_entries WHERE performance_id = $1",
      [idFuncion],
    )
    expect(rows).toEqual([{ process_id: first.idProcesoDeCompra }])
  })
})

describe("the purchase key a first take's Idempotency-Key gives", () => {
  it("is the key's own, of a random key's shape", () => {
    const key = freshKey()
    expect(purchaseKeyFrom(key)).toBe(purchaseKeyFrom(key))
    expect(purchaseKeyFrom(key)).not.toBe(purchaseKeyFrom(freshKey()))
    expect(purchaseKeyFrom(key)).toMatch(/^[A-Za-z0-9_-]{43}$/u)
  })
})
