import type { PurchaseProcess, QueuePlace } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openWaitingRoom } from "../../server/src/domain/waitingRoom/rooms.js"
import { fixtureTenant } from "../support/fixtures.js"
import { DATABASE_KINDS, postgresAvailable, startTestServer, type TestServer } from "./support/testServer.js"

const SECOND = 1_000
const MINUTE = 60 * SECOND
const QUEUE_ON = { flags: { ...fixtureTenant.flags, queueApi: true } }
const RULES = { ratePerMinute: 60, capacity: 100, turnMinutes: 15, graceMinutes: 3, opensBeforeMinutes: 60 }

interface Who {
  readonly headers: Readonly<Record<string, string>>
  readonly purchaseKey?: string
}

/** A device, calling from `address` (the server trusts the test's loopback as its proxy). */
const device = (fingerprint: string, address = "203.0.113.1"): Who => ({
  headers: { "x-device-fingerprint": fingerprint, "x-forwarded-for": address },
})

const withTurn = (who: Who, turn: string, language = "es"): Who => ({
  ...who,
  headers: { ...who.headers, "x-cola-turno": turn, "accept-language": language },
})

// The turn a shopper holds, what it starts, and who may take places in line (issue 22).
describe.each(DATABASE_KINDS)("the waiting room's turns and joins on %s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => {
    let server: TestServer
    /** Functions with numbered seats on sale, each test opening rooms on its own ones. */
    let functions: Array<{ readonly idFuncion: number; readonly seats: ReadonlyArray<number> }>
    const nextFunction = () => functions.shift()!

    const placeOf = (idFuncion: number, who: Who) =>
      server.call<QueuePlace>("GET", `/v2/Cola/${idFuncion}/Lugar`, undefined, who)
    const open = (idFuncion: number, rules: Partial<typeof RULES> & { joinsPerAddressPerMinute?: number } = {}) =>
      openWaitingRoom(server.db, { ...RULES, ...rules, idFuncion, startsAt: server.clock.now() })
    /** Into the line and, the room having places to spare, inside with a turn. */
    const turnOf = async (idFuncion: number, who: Who) => {
      await placeOf(idFuncion, who)
      server.clock.advance(2 * SECOND)
      const place = (await placeOf(idFuncion, who)).oData
      expect(place.cEstado).toBe("adentro")
      return place.colaTurno!
    }
    const take = (idFuncion: number, seat: number, who: Who, processId = 0) =>
      server.call<PurchaseProcess>(
        "POST",
        `/v2/Proceso/${processId}/Posiciones/Tomar`,
        { idFuncion, listaIdPosicion: [seat], idPromocion: null },
        who,
      )

    beforeAll(async () => {
      server = await startTestServer(kind, { tenant: QUEUE_ON, trustedProxies: "127.0.0.1" })
      const { rows } = await server.db.query<{ performance_id: number; seats: Array<number> }>(
        `SELECT f.id AS performance_id, (array_agg(st.id ORDER BY st.id))[1:8] AS seats
           FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
           JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
           JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
           JOIN map_seats st ON st.sector_id = ms.id
          WHERE f.starts_at > $1 GROUP BY f.id ORDER BY f.id LIMIT 10`,
        [new Date(server.clock.now() + 2 * 24 * 60 * MINUTE)],
      )
      functions = rows.map((row) => ({ idFuncion: row.performance_id, seats: row.seats }))
    })
    afterAll(() => server?.close())

    it("binds a turn to its shopper by a keyed hash: the turn carries no fingerprint, and works for nobody else", async () => {
      const { idFuncion, seats } = nextFunction()
      await open(idFuncion)
      const fingerprint = "fp-4f1c2a9e-owner"
      const owner = device(fingerprint)
      const turn = await turnOf(idFuncion, owner)
      const decoded = turn
        .split(".")
        .map((part) => Buffer.from(part, "base64url").toString("latin1"))
        .join(".")
      expect(turn).not.toContain(fingerprint)
      expect(decoded).not.toContain(fingerprint)
      expect(decoded).not.toContain("owner")
      // Replayed by another device (another fingerprint), the turn is refused.
      const thief = await fetch(`${server.url}/v2/Proceso/0/Posiciones/Tomar`, {
        method: "POST",
        headers: { "content-type": "application/json", ...withTurn(device("fp-someone-else"), turn).headers },
        body: JSON.stringify({ idFuncion, listaIdPosicion: [seats[0]], idPromocion: null }),
      })
      expect(thief.status).toBe(403)
      expect(((await thief.json()) as { cClave: string }).cClave).toBe("problems.queue.turnInvalid")
      expect((await take(idFuncion, seats[0]!, withTurn(owner, turn))).status).toBe(200)
      // With the owner's purchase open, still refused as not theirs (not as a second purchase).
      const again = await fetch(`${server.url}/v2/Proceso/0/Posiciones/Tomar`, {
        method: "POST",
        headers: { "content-type": "application/json", ...withTurn(device("fp-someone-else"), turn).headers },
        body: JSON.stringify({ idFuncion, listaIdPosicion: [seats[1]], idPromocion: null }),
      })
      expect(again.status).toBe(403)
    })

    it("starts one open purchase per turn: a second is refused while the first is open, then allowed", async () => {
      const { idFuncion, seats } = nextFunction()
      await open(idFuncion)
      const buyer = device("fp-one-purchase")
      const turn = await turnOf(idFuncion, buyer)
      // Many starts at once with the one turn: exactly one purchase.
      const starts = await Promise.all(seats.slice(0, 5).map((seat) => take(idFuncion, seat, withTurn(buyer, turn))))
      expect(starts.filter((start) => start.status === 200)).toHaveLength(1)
      const refusals = starts.filter((start) => start.status !== 200)
      expect(refusals.map((refusal) => refusal.status)).toEqual([409, 409, 409, 409])
      const first = starts.find((start) => start.status === 200)!.oData

      // Told why, in the shopper's language.
      const english = await fetch(`${server.url}/v2/Proceso/0/Posiciones/Tomar`, {
        method: "POST",
        headers: { "content-type": "application/json", ...withTurn(buyer, turn, "en").headers },
        body: JSON.stringify({ idFuncion, listaIdPosicion: [seats[6]], idPromocion: null }),
      })
      expect(english.status).toBe(409)
      const refused = (await english.json()) as { cClave: string; oData: string }
      expect(refused.cClave).toBe("problems.queue.purchaseOpen")
      expect(refused.oData).toMatch(/purchase open with this turn/u)

      // More seats into the open purchase are fine.
      const more = await take(
        idFuncion,
        seats[6]!,
        { ...withTurn(buyer, turn), purchaseKey: first.cClaveProceso },
        first.idProcesoDeCompra,
      )
      expect(more.status).toBe(200)
      // Once that purchase is given up, the turn may start another.
      const invalidated = await server.call(
        "POST",
        `/v2/Proceso/${first.idProcesoDeCompra}/invalidar`,
        { cOrigen: "INV001" },
        { ...buyer, purchaseKey: first.cClaveProceso },
      )
      expect(invalidated.status).toBe(200)
      expect((await take(idFuncion, seats[7]!, withTurn(buyer, turn))).status).toBe(200)
    })

    it("limits new places in line per client address, with a 429 and Retry-After; other addresses still join", async () => {
      const { idFuncion } = nextFunction()
      await open(idFuncion, { joinsPerAddressPerMinute: 3 })
      const address = "198.51.100.7"
      for (const name of ["a", "b", "c"])
        expect((await placeOf(idFuncion, device(`fp-invented-${name}`, address))).status).toBe(200)
      const fourth = await fetch(`${server.url}/v2/Cola/${idFuncion}/Lugar`, {
        headers: { ...device("fp-invented-d", address).headers, "accept-language": "en" },
      })
      expect(fourth.status).toBe(429)
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0)
      expect(Number(fourth.headers.get("retry-after"))).toBeLessThanOrEqual(60)
      expect(((await fourth.json()) as { cClave: string }).cClave).toBe("problems.queue.tooManyJoins")
      // Those already in line keep asking; another address joins; a minute on, this one joins again.
      expect((await placeOf(idFuncion, device("fp-invented-a", address))).status).toBe(200)
      expect((await placeOf(idFuncion, device("fp-neighbour", "198.51.100.8"))).status).toBe(200)
      server.clock.advance(MINUTE)
      expect((await placeOf(idFuncion, device("fp-invented-d", address))).status).toBe(200)
    })

    it("gives arrivals that come together the next places in line, one per shopper, and an address no more than its limit", async () => {
      const { idFuncion } = nextFunction()
      await open(idFuncion, { joinsPerAddressPerMinute: 5 })
      // The first arrival after the start draws the line (the careful way); the rest join together.
      expect((await placeOf(idFuncion, device("fp-together-first"))).status).toBe(200)
      const crowd = Array.from({ length: 30 }, (_, index) => device(`fp-together-${index}`, `198.51.100.${20 + index}`))
      // Five of them ask twice at once, as two tabs would.
      const answers = await Promise.all([...crowd, ...crowd.slice(0, 5)].map((who) => placeOf(idFuncion, who)))
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
      const { rows } = await server.db.query<{ shopper: string; position: number }>(
        `SELECT shopper, position FROM waiting_room_entries
          WHERE performance_id = $1 AND state IN ('WAITING', 'INSIDE') ORDER BY position`,
        [idFuncion],
      )
      expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1))
      expect(new Set(rows.map((row) => row.shopper)).size).toBe(31)
      // Both tabs of a shopper are told the same place.
      const placesOf = answers.map((answer) => answer.oData.nPosicion)
      expect(placesOf.slice(30)).toEqual(placesOf.slice(0, 5))

      // Eight inventions from one address at once: five places, three 429s.
      const sameAddress = Array.from({ length: 8 }, (_, index) => device(`fp-one-address-${index}`, "198.51.100.99"))
      const statuses = (await Promise.all(sameAddress.map((who) => placeOf(idFuncion, who)))).map((a) => a.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    })

    it("estimates from the recent pace and tells a range; near the front it asks again within 10 s", async () => {
      const { idFuncion } = nextFunction()
      // 6 a minute, 3 inside at most, 1-minute turns: once full, 3 a minute go in as turns end.
      await open(idFuncion, { ratePerMinute: 6, capacity: 3, turnMinutes: 1 })
      const shoppers = Array.from({ length: 12 }, (_, index) => device(`fp-pace-${index}`))
      for (const shopper of shoppers) await placeOf(idFuncion, shopper)
      const last = shoppers.at(-1)!
      const fresh = (await placeOf(idFuncion, last)).oData
      expect(fresh.nEsperaMinimaSegundos!).toBeLessThanOrEqual(fresh.nEsperaSegundos!)
      expect(fresh.nEsperaSegundos!).toBeLessThanOrEqual(fresh.nEsperaMaximaSegundos!)
      // Five minutes of polls every 5 s: the line moves at 3 a minute, not the rate's 6.
      for (let step = 0; step < 60; step += 1) {
        server.clock.advance(5 * SECOND)
        await Promise.all(shoppers.map((shopper) => placeOf(idFuncion, shopper)))
      }
      const places = await Promise.all(shoppers.map(async (shopper) => (await placeOf(idFuncion, shopper)).oData))
      const waiting = places.filter((place) => place.cEstado === "esperando")
      for (const place of waiting) {
        expect(place.nEsperaMinimaSegundos!).toBeLessThanOrEqual(place.nEsperaSegundos!)
        expect(place.nEsperaSegundos!).toBeLessThanOrEqual(place.nEsperaMaximaSegundos!)
        // At 3 a minute, each place ahead is 20 s.
        expect(place.nEsperaSegundos).toBe((place.nDelante! + 1) * 20)
        if (place.nDelante! < 6) expect(place.nReintentoSegundos).toBeLessThanOrEqual(10)
      }
    })
  })
})
