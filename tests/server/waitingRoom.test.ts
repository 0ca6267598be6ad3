import { queueDrawOrder, type PurchaseProcess, type QueuePlace, type QueueTurn } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openWaitingRoom } from "../../server/src/domain/waitingRoom/rooms.js"
import { fixtureTenant } from "../support/fixtures.js"
import { signUp } from "./support/flows.js"
import { roomFunctions } from "./support/roomFunctions.js"
import { DATABASE_KINDS, postgresAvailable, startTestServer, type TestServer } from "./support/testServer.js"

const SECOND = 1_000
const MINUTE = 60 * SECOND
const QUEUE_ON = { flags: { ...fixtureTenant.flags, queueApi: true } }
const RULES = { ratePerMinute: 60, capacity: 100, turnMinutes: 15, graceMinutes: 3, opensBeforeMinutes: 60 }

type Who = { readonly token?: string; readonly headers: Readonly<Record<string, string>> }

const device = (fingerprint: string, token?: string): Who => ({
  ...(token === undefined ? {} : { token }),
  headers: { "x-device-fingerprint": fingerprint },
})

// PostgreSQL runs when the throwaway cluster could be started here (always under CI=true).
describe.each(DATABASE_KINDS)("the waiting room over HTTP on %s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => {
    let server: TestServer
    /** Functions of the catalogue, each test opening rooms on its own ones. */
    let functions: Array<number>
    const nextFunction = () => functions.shift()!

    const placeOf = (idFuncion: number, who: Who) =>
      server.call<QueuePlace>("GET", `/v2/Cola/${idFuncion}/Lugar`, undefined, who)
    const checkOf = (idFuncion: number, who: Who) =>
      server.call<QueueTurn>("GET", `/v2/Cola?idFuncion=${idFuncion}`, undefined, who)
    const leave = (idFuncion: number, who: Who) =>
      server.call("DELETE", `/v2/Cola?idFuncion=${idFuncion}`, undefined, who)
    const open = (idFuncion: number, startsAt: number, rules: Partial<typeof RULES> = {}) =>
      openWaitingRoom(server.db, { ...RULES, ...rules, idFuncion, startsAt })
    /** The room's line as stored: live places by position. */
    const lineOf = async (idFuncion: number) =>
      (
        await server.db.query<{ id: number; shopper: string; position: number | null; state: string }>(
          `SELECT id, shopper, position, state FROM waiting_room_entries
            WHERE performance_id = $1 AND state IN ('WAITING', 'INSIDE') ORDER BY position, id`,
          [idFuncion],
        )
      ).rows
    const insideCount = async (idFuncion: number) =>
      (
        await server.db.query<{ inside: number }>(
          `SELECT count(*)::int AS inside FROM waiting_room_entries
            WHERE performance_id = $1 AND state = 'INSIDE' AND turn_expires_at > $2`,
          [idFuncion, new Date(server.clock.now())],
        )
      ).rows[0]!.inside
    const admittedCount = async (idFuncion: number) =>
      (
        await server.db.query<{ admitted: number }>(
          "SELECT count(*)::int AS admitted FROM waiting_room_entries WHERE performance_id = $1 AND admitted_at IS NOT NULL",
          [idFuncion],
        )
      ).rows[0]!.admitted

    beforeAll(async () => {
      server = await startTestServer(kind, { tenant: QUEUE_ON })
      functions = await roomFunctions(server)
    })
    afterAll(() => server?.close())

    it("draws the arrivals before the start at random, reproducibly from the recorded seed", async () => {
      const idFuncion = nextFunction()
      const startsAt = server.clock.now() + MINUTE
      await open(idFuncion, startsAt)
      const shoppers = Array.from({ length: 12 }, (_, index) => device(`draw-${index}`))
      for (const shopper of shoppers) {
        const before = await placeOf(idFuncion, shopper)
        expect(before).toMatchObject({ status: 200, oData: { cEstado: "antesDelInicio", nPosicion: null } })
        expect(before.oData.nEsperaSegundos).toBe(60)
      }
      expect((await lineOf(idFuncion)).every((entry) => entry.position === null)).toBe(true)

      server.clock.set(startsAt)
      const first = await placeOf(idFuncion, shoppers[0]!)
      expect(first.oData.cEstado).toBe("esperando")
      const room = (
        await server.db.query<{ draw_seed: string; draw_arrivals: Array<number>; drawn_at: Date }>(
          "SELECT draw_seed, draw_arrivals, drawn_at FROM waiting_rooms WHERE performance_id = $1",
          [idFuncion],
        )
      ).rows[0]!
      expect(room.drawn_at.getTime()).toBe(startsAt)
      const line = await lineOf(idFuncion)
      expect(line.map((entry) => entry.position)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1))
      // Replaying the draw from what was recorded gives the same line.
      expect(queueDrawOrder(room.draw_seed, room.draw_arrivals)).toEqual(line.map((entry) => entry.id))
      expect([...room.draw_arrivals].sort((a, b) => a - b)).toEqual(line.map((entry) => entry.id).sort((a, b) => a - b))
      // Random, not the order they came in.
      expect(line.map((entry) => entry.id)).not.toEqual([...line.map((entry) => entry.id)].sort((a, b) => a - b))
      const positions = await Promise.all(shoppers.map(async (shopper) => (await placeOf(idFuncion, shopper)).oData))
      expect(new Set(positions.map((place) => place.nPosicion)).size).toBe(12)
    })

    it("puts later arrivals in line in the order they came, after the drawn ones", async () => {
      const idFuncion = nextFunction()
      const startsAt = server.clock.now() + MINUTE
      await open(idFuncion, startsAt, { ratePerMinute: 1 })
      await placeOf(idFuncion, device("early-a"))
      await placeOf(idFuncion, device("early-b"))
      server.clock.set(startsAt + SECOND)
      const late: Array<QueuePlace> = []
      for (const name of ["late-1", "late-2", "late-3"]) {
        late.push((await placeOf(idFuncion, device(name))).oData)
        server.clock.advance(SECOND)
      }
      expect(late.map((place) => place.nPosicion)).toEqual([3, 4, 5])
      expect(late.map((place) => place.nDelante)).toEqual([2, 3, 4])
      expect(late[2]!.nEsperaSegundos).toBeGreaterThan(late[0]!.nEsperaSegundos!)
      const line = await lineOf(idFuncion)
      expect(line.slice(2).map((entry) => entry.shopper)).toEqual(["d:late-1", "d:late-2", "d:late-3"])
    })

    it("never lets in more than the rate allows by then, nor more than the cap at once", async () => {
      const idFuncion = nextFunction()
      const startsAt = server.clock.now() + MINUTE
      const rate = 6
      const cap = 3
      await open(idFuncion, startsAt, { ratePerMinute: rate, capacity: cap })
      const shoppers = Array.from({ length: 8 }, (_, index) => device(`rate-${index}`))
      for (const shopper of shoppers) await placeOf(idFuncion, shopper)
      server.clock.set(startsAt)
      let sawFull = false
      for (let step = 0; step <= 24; step += 1) {
        await Promise.all(shoppers.map((shopper) => placeOf(idFuncion, shopper)))
        const elapsed = server.clock.now() - startsAt
        expect(await admittedCount(idFuncion)).toBeLessThanOrEqual(Math.floor((elapsed * rate) / MINUTE))
        const inside = await insideCount(idFuncion)
        expect(inside).toBeLessThanOrEqual(cap)
        if (inside === cap) sawFull = true
        server.clock.advance(5 * SECOND)
      }
      expect(sawFull).toBe(true)
      // The cap holds the line though the rate would let more in; a turn given up frees a place.
      expect(await admittedCount(idFuncion)).toBe(cap)
      const places = await Promise.all(shoppers.map(async (shopper) => (await placeOf(idFuncion, shopper)).oData))
      const leaving = shoppers[places.findIndex((place) => place.cEstado === "adentro")]!
      expect(await leave(idFuncion, leaving)).toMatchObject({ status: 200, oData: null })
      await Promise.all(shoppers.map((shopper) => placeOf(idFuncion, shopper)))
      expect(await admittedCount(idFuncion)).toBe(cap + 1)
      expect(await insideCount(idFuncion)).toBe(cap)
    })

    it("answers checkQueue: in line, then the same turn every time; Retry-After says when to ask", async () => {
      const idFuncion = nextFunction()
      const shopper = device("check-me")
      expect((await checkOf(idFuncion, shopper)).oData).toEqual({ redirect_url: null, colaTurno: null })
      expect((await placeOf(idFuncion, shopper)).status).toBe(404)
      await open(idFuncion, server.clock.now())
      expect((await checkOf(idFuncion, shopper)).oData).toEqual({ redirect_url: `/cola/${idFuncion}`, colaTurno: null })
      const response = await fetch(`${server.url}/v2/Cola/${idFuncion}/Lugar`, { headers: shopper.headers })
      const waiting = ((await response.json()) as { oData: QueuePlace }).oData
      expect(waiting.cEstado).toBe("esperando")
      expect(response.headers.get("retry-after")).toBe(String(waiting.nReintentoSegundos))
      server.clock.advance(2 * SECOND)
      const inside = (await placeOf(idFuncion, shopper)).oData
      expect(inside).toMatchObject({ cEstado: "adentro", nProgreso: 1, colaTurno: expect.any(String) as string })
      expect(Date.parse(inside.dVenceTurno!)).toBe(server.clock.now() + RULES.turnMinutes * MINUTE)
      expect(inside.nTurnoSegundos).toBe(RULES.turnMinutes * 60)
      server.clock.advance(90 * SECOND)
      expect((await placeOf(idFuncion, shopper)).oData.nTurnoSegundos).toBe(RULES.turnMinutes * 60 - 90)
      expect((await checkOf(idFuncion, shopper)).oData).toEqual({ redirect_url: null, colaTurno: inside.colaTurno })
      expect((await placeOf(idFuncion, shopper)).oData.colaTurno).toBe(inside.colaTurno)
      // Without a fingerprint or a token there is nobody to keep a place for.
      expect((await checkOf(idFuncion, { headers: {} })).status).toBe(400)
    })

    it("keeps one place for a device's many tabs, and one for a customer's two devices", async () => {
      const idFuncion = nextFunction()
      await open(idFuncion, server.clock.now() + MINUTE)
      const tabs = await Promise.all(Array.from({ length: 25 }, () => checkOf(idFuncion, device("bot-device"))))
      expect(tabs.every((tab) => tab.status === 200 && tab.oData.redirect_url === `/cola/${idFuncion}`)).toBe(true)
      const token = await signUp(server, `cola-${kind}@example.com`)
      await Promise.all([
        ...Array.from({ length: 5 }, () => placeOf(idFuncion, device("phone", token))),
        ...Array.from({ length: 5 }, () => placeOf(idFuncion, device("laptop", token))),
      ])
      const line = await lineOf(idFuncion)
      expect(line.map((entry) => entry.shopper).sort()).toEqual([expect.stringMatching(/^c:\d+$/u), "d:bot-device"])

      // After the start, a burst of tabs still finds one place.
      server.clock.advance(MINUTE)
      await Promise.all(Array.from({ length: 10 }, () => placeOf(idFuncion, device("late-bot"))))
      expect((await lineOf(idFuncion)).filter((entry) => entry.shopper === "d:late-bot")).toHaveLength(1)
    })

    it("refuses a take without a valid turn for that function with 403, and takes with one", async () => {
      const { rows } = await server.db.query<{ performance_id: number; seat_id: number }>(
        `SELECT f.id AS performance_id, st.id AS seat_id
           FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
           JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
           JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
           JOIN map_seats st ON st.sector_id = ms.id
          WHERE f.starts_at > $1 AND f.id = ANY($2::int[])
          ORDER BY f.id, st.id LIMIT 1`,
        [new Date(server.clock.now()), functions],
      )
      const { performance_id: idFuncion, seat_id: seat } = rows[0]!
      functions = functions.filter((id) => id !== idFuncion)
      const other = nextFunction()
      await open(idFuncion, server.clock.now())
      await open(other, server.clock.now())
      const buyer = device("buyer")
      await placeOf(idFuncion, buyer)
      await placeOf(other, buyer)
      server.clock.advance(2 * SECOND)
      const turn = (await placeOf(idFuncion, buyer)).oData.colaTurno!
      const otherTurn = (await placeOf(other, buyer)).oData.colaTurno!
      const take = (who: Who, colaTurno?: string) =>
        server.call<PurchaseProcess | string>(
          "POST",
          "/v2/Proceso/0/Posiciones/Tomar",
          { idFuncion, listaIdPosicion: [seat], idPromocion: null },
          { ...who, headers: { ...who.headers, ...(colaTurno === undefined ? {} : { "x-cola-turno": colaTurno }) } },
        )
      const refusal = async (who: Who, colaTurno: string | undefined, key: string) => {
        const answer = await fetch(`${server.url}/v2/Proceso/0/Posiciones/Tomar`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...who.headers,
            ...(colaTurno === undefined ? {} : { "x-cola-turno": colaTurno }),
          },
          body: JSON.stringify({ idFuncion, listaIdPosicion: [seat], idPromocion: null }),
        })
        expect(answer.status).toBe(403)
        expect(((await answer.json()) as { cClave: string }).cClave).toBe(key)
      }
      await refusal(buyer, undefined, "problems.queue.turnRequired")
      const [payload, signature] = turn.split(".")
      await refusal(buyer, `${payload}.${signature!.slice(1)}A`, "problems.queue.turnInvalid")
      await refusal(buyer, otherTurn, "problems.queue.turnOtherFunction")
      await refusal(device("someone-else"), turn, "problems.queue.turnInvalid")
      expect((await take(buyer, turn)).status).toBe(200)
      // A turn given up, or past its deadline, no longer takes.
      await leave(other, buyer)
      const noLonger = await server.call(
        "POST",
        "/v2/Proceso/0/Posiciones/TomarGrupo",
        { idFuncion: other, idSector: 1, nCantidad: 1, idPromocion: null },
        { headers: { ...buyer.headers, "x-cola-turno": otherTurn } },
      )
      expect(noLonger.status).toBe(403)
      server.clock.advance(RULES.turnMinutes * MINUTE)
      await refusal(buyer, turn, "problems.queue.turnExpired")
      const spoken = await fetch(`${server.url}/v2/Proceso/0/Posiciones/Tomar`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "en", ...buyer.headers },
        body: JSON.stringify({ idFuncion, listaIdPosicion: [seat], idPromocion: null }),
      })
      expect(((await spoken.json()) as { oData: string }).oData).toMatch(/waiting room/u)
    })

    it("loses the place of a shopper who stops asking for longer than the grace", async () => {
      const idFuncion = nextFunction()
      const startsAt = server.clock.now() + MINUTE
      await open(idFuncion, startsAt, { ratePerMinute: 1, graceMinutes: 2 })
      const [gone, staying] = [device("gone"), device("staying")]
      await placeOf(idFuncion, gone)
      await placeOf(idFuncion, staying)
      server.clock.set(startsAt)
      await placeOf(idFuncion, staying)
      for (let minute = 1; minute <= 3; minute += 1) {
        server.clock.set(startsAt + minute * MINUTE - SECOND)
        await placeOf(idFuncion, staying)
      }
      server.clock.set(startsAt + 3 * MINUTE)
      expect((await placeOf(idFuncion, staying)).oData.cEstado).toBe("adentro")
      const back = (await placeOf(idFuncion, gone)).oData
      expect(back.cEstado).toBe("esperando")
      expect(back.nPosicion).toBe(1)
      const line = await lineOf(idFuncion)
      expect(line.find((entry) => entry.shopper === "d:gone")!.position).toBe(3)
    })
  })
})
