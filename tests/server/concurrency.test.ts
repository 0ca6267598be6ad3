import type { PurchaseProcess } from "@boleteria/core"
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import { payWithETicket, seatsOfComingFunction, signUp, type HeldPurchase } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const BUYERS = 200
const CONTESTED_SEATS = 50
const GENERAL_CAPACITY = 100
/**
 * What a race may take: its calls (every buyer's take, each winner's three payment calls, the
 * checks) at a quarter second each, as a loaded 2-core machine answers them, not the suite's 30 s.
 */
const RACE_TIMEOUT_MS = (BUYERS + 3 * GENERAL_CAPACITY) * 250

/**
 * What each of the 200 buyers asks for: every contested seat alone once (so all 50 end held
 * whatever the order), the other 150 a random single seat or pair of the same 50, all shuffled.
 */
const seatRequests = (seatIds: ReadonlyArray<number>): ReadonlyArray<ReadonlyArray<number>> => {
  const index = fc.integer({ min: 0, max: seatIds.length - 1 })
  const extra = fc.sample(
    fc.oneof(fc.tuple(index), fc.uniqueArray(index, { minLength: 2, maxLength: 2 })),
    BUYERS - seatIds.length,
  )
  const requests = [...seatIds.map((id) => [id]), ...extra.map((picks) => picks.map((pick) => seatIds[pick]!))]
  return fc.sample(fc.shuffledSubarray(requests, { minLength: requests.length, maxLength: requests.length }), 1)[0]!
}

describeOnEachDatabase("buyers racing on %s", (kind) => {
  let server: TestServer
  let token: string

  const placesClaimed = async (performanceId: number) => {
    const { rows } = await server.db.query<{ claims: number; places: number; held: number; sold: number }>(
      `SELECT count(*)::int AS claims, count(DISTINCT place_key)::int AS places,
                count(*) FILTER (WHERE state = 'HELD')::int AS held, count(*) FILTER (WHERE state = 'SOLD')::int AS sold
           FROM place_claims WHERE performance_id = $1`,
      [performanceId],
    )
    return rows[0]!
  }
  const ticketsOf = async (performanceId: number) => {
    const { rows } = await server.db.query<{ tickets: number; places: number }>(
      "SELECT count(*)::int AS tickets, count(DISTINCT place_key)::int AS places FROM tickets WHERE performance_id = $1",
      [performanceId],
    )
    return rows[0]!
  }
  /** Every winner pays at once with its key: delivery, method, charge (adopting the anonymous process). */
  const payAll = (purchases: ReadonlyArray<HeldPurchase>) =>
    Promise.all(purchases.map((purchase) => payWithETicket(server, purchase, token)))

  beforeAll(async () => {
    server = await startTestServer(kind)
    token = await signUp(server, `carrera-${kind}@example.com`)
  })
  afterAll(async () => {
    await server?.close()
  })

  it(
    "200 buyers, 50 numbered seats: every seat held once, the others told it is not available, no seat sold twice",
    async () => {
      const { performanceId, seatIds } = await seatsOfComingFunction(server, CONTESTED_SEATS)

      const answers = await Promise.all(
        seatRequests(seatIds).map((listaIdPosicion) =>
          server.call<PurchaseProcess | string>("POST", "/v2/Proceso/0/Posiciones/Tomar", {
            idFuncion: performanceId,
            listaIdPosicion,
            idPromocion: null,
          }),
        ),
      )
      const winners = answers.filter((answer) => answer.status === 200).map((answer) => answer.oData as PurchaseProcess)
      const losers = answers.filter((answer) => answer.status !== 200)
      expect(
        losers.every((answer) => answer.status === 409 && /ya no está disponible/.test(answer.oData as string)),
      ).toBe(true)
      const heldSeats = winners.flatMap((process) =>
        process.listaFuncion.flatMap((line) => line.listaPosicion.map((place) => place.idPosicion)),
      )
      expect(heldSeats.sort((a, b) => a - b)).toEqual([...seatIds].sort((a, b) => a - b))
      expect(await placesClaimed(performanceId)).toEqual({
        claims: CONTESTED_SEATS,
        places: CONTESTED_SEATS,
        held: CONTESTED_SEATS,
        sold: 0,
      })

      const paid = await payAll(winners)
      expect(paid.every((status) => status.oData.cEstado === "APROBADO")).toBe(true)
      expect(await placesClaimed(performanceId)).toEqual({
        claims: CONTESTED_SEATS,
        places: CONTESTED_SEATS,
        held: 0,
        sold: CONTESTED_SEATS,
      })
      expect(await ticketsOf(performanceId)).toEqual({ tickets: CONTESTED_SEATS, places: CONTESTED_SEATS })
    },
    RACE_TIMEOUT_MS,
  )

  it(
    "200 buyers, a 100-place general-admission sector: exactly 100 places held, then sold, none twice",
    async () => {
      const { rows } = await server.db.query<{ performance_id: number; sector_id: number }>(
        `SELECT f.id AS performance_id, ms.id AS sector_id
           FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
           JOIN map_sectors ms ON ms.map_code = v.map_code AND NOT ms.numbered AND ms.capacity = $2
           JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
          WHERE f.starts_at > $1 ORDER BY f.starts_at, f.id LIMIT 1`,
        [new Date(server.clock.now()), GENERAL_CAPACITY],
      )
      const { performance_id: performanceId, sector_id: sectorId } = rows[0]!

      const answers = await Promise.all(
        Array.from({ length: BUYERS }, () =>
          server.call<PurchaseProcess | string>("POST", "/v2/Proceso/0/Posiciones/TomarGrupo", {
            idFuncion: performanceId,
            idSector: sectorId,
            nCantidad: 1,
            idPromocion: null,
          }),
        ),
      )
      const winners = answers.filter((answer) => answer.status === 200).map((answer) => answer.oData as PurchaseProcess)
      const losers = answers.filter((answer) => answer.status !== 200)
      expect(winners).toHaveLength(GENERAL_CAPACITY)
      expect(losers).toHaveLength(BUYERS - GENERAL_CAPACITY)
      expect(losers.every((answer) => answer.status === 409 && /disponible/.test(answer.oData as string))).toBe(true)
      const placeIds = winners.map((process) => process.listaFuncion[0]!.listaPosicion[0]!.idPosicion)
      expect(new Set(placeIds).size).toBe(GENERAL_CAPACITY)
      expect(await placesClaimed(performanceId)).toEqual({
        claims: GENERAL_CAPACITY,
        places: GENERAL_CAPACITY,
        held: GENERAL_CAPACITY,
        sold: 0,
      })

      const paid = await payAll(winners)
      expect(paid.every((status) => status.oData.cEstado === "APROBADO")).toBe(true)
      expect(await placesClaimed(performanceId)).toEqual({
        claims: GENERAL_CAPACITY,
        places: GENERAL_CAPACITY,
        held: 0,
        sold: GENERAL_CAPACITY,
      })
      expect(await ticketsOf(performanceId)).toEqual({ tickets: GENERAL_CAPACITY, places: GENERAL_CAPACITY })
    },
    RACE_TIMEOUT_MS,
  )
})
