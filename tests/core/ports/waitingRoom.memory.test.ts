import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { fixtureBackend, fixtureTenant } from "../../support/memoryApi.js"

const START = Date.UTC(2026, 10, 21, 15, 0, 0)
const FUNCTION = 40101
const RULES = { ratePerMinute: 60, capacity: 1, turnMinutes: 15, graceMinutes: 3, opensBeforeMinutes: 60 }

const run = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(call)

/** A memory backend with the queue on and a room for FUNCTION opening a minute from now. */
const backendWithRoom = () => {
  let now = START
  const backend = fixtureBackend({
    now: () => now,
    tenant: { flags: { ...fixtureTenant.flags, queueApi: true } },
    waitingRooms: [{ idFuncion: FUNCTION, startsAt: START + 60_000, rules: RULES }],
  })
  const device = (fingerprint: string, queueTurn: () => string | null = () => null) =>
    backend.client({ fingerprint: () => fingerprint, queueTurn })
  return { device, at: (instant: number) => void (now = instant) }
}

describe("the memory Api's waiting room (docs/waiting-room.md)", () => {
  it("puts the shopper in line, draws at the start, lets in at the rate within the cap, with a turn", async () => {
    const { device, at } = backendWithRoom()
    const [ana, bea] = [device("ana"), device("bea")]
    const query = { idFuncion: FUNCTION }
    expect(await run(ana.checkQueue({ query }))).toEqual({ redirect_url: `/cola/${FUNCTION}`, colaTurno: null })
    expect(await run(bea.getQueuePlace({ path: query }))).toMatchObject({ cEstado: "antesDelInicio", nPosicion: null })
    at(START + 60_000)
    const drawn = await Promise.all([ana, bea].map((api) => run(api.getQueuePlace({ path: query }))))
    expect(drawn.map((place) => place.nPosicion).sort()).toEqual([1, 2])
    at(START + 62_000)
    const places = await Promise.all([ana, bea].map((api) => run(api.getQueuePlace({ path: query }))))
    // The rate allows two by now; the cap lets one in.
    expect(places.map((place) => place.cEstado).sort()).toEqual(["adentro", "esperando"])
    const inside = places.findIndex((place) => place.cEstado === "adentro")
    const [holder, waiter] = inside === 0 ? [ana, bea] : [bea, ana]
    const turn = places[inside]!.colaTurno
    expect(await run(holder.checkQueue({ query }))).toEqual({ redirect_url: null, colaTurno: turn })
    await run(holder.leaveQueue({ query }))
    expect(await run(waiter.getQueuePlace({ path: query }))).toMatchObject({ cEstado: "adentro" })
  })

  it("refuses a take on the function without the shopper's live turn, as the server does", async () => {
    const { device, at } = backendWithRoom()
    let turn: string | null = null
    const ana = device("ana", () => turn)
    const query = { idFuncion: FUNCTION }
    await run(ana.getQueuePlace({ path: query }))
    at(START + 61_000)
    turn = (await run(ana.getQueuePlace({ path: query }))).colaTurno
    expect(turn).not.toBeNull()
    const performance = await run(ana.getPerformance({ path: query }))
    const sector = performance.listaSector.find((candidate) => !candidate.lNumerada) ?? performance.listaSector[0]!
    const take = (api: typeof ana) =>
      run(
        Effect.flip(
          api.takeBestAvailable({
            path: { idProcesoDeCompra: 0 },
            body: { idFuncion: FUNCTION, idSector: sector.idSector, nCantidad: 1, idPromocion: null },
          }),
        ),
      )
    expect(await take(device("bea"))).toMatchObject({ nCode: 403, key: "problems.queue.turnRequired" })
    expect(await take(device("bea", () => turn))).toMatchObject({ nCode: 403, key: "problems.queue.turnInvalid" })
    const held = await run(
      ana.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion: FUNCTION, idSector: sector.idSector, nCantidad: 1, idPromocion: null },
      }),
    )
    expect(held.idProcesoDeCompra).toBeGreaterThan(0)
    at(START + 61_000 + RULES.turnMinutes * 60_000)
    expect(await take(ana)).toMatchObject({ nCode: 403, key: "problems.queue.turnExpired" })
  })

  it("answers no room for a function without one", async () => {
    const { device } = backendWithRoom()
    const api = device("carla")
    expect(await run(api.checkQueue({ query: { idFuncion: 10101 } }))).toEqual({ redirect_url: null, colaTurno: null })
    const failure = await run(Effect.flip(api.getQueuePlace({ path: { idFuncion: 10101 } })))
    expect(failure).toMatchObject({ nCode: 404 })
  })
})
