import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import { makeHttpApi } from "@boleteria/core/http"
import {
  DEFAULT_SETTINGS,
  Clock,
  ManualClock,
  layerMemoryKeyValueStore,
  KeyValueStore,
  MemoryTabHub,
  startLiveTab,
} from "@boleteria/core"
import { cartLine, purchaseProcess } from "../../support/purchaseProcess.js"

const BASE = "https://api.boleteria.example"
const TURN = "turno-firmado.10102.abc"

interface Seen {
  readonly route: string
  readonly turn: string | null
}

/** A fetch that records which calls carried the turn, and answers each with a purchase (or nothing). */
const recordingFetch = () => {
  const seen: Array<Seen> = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const headers = new Headers(init?.headers)
    seen.push({ route: `${init?.method ?? "GET"} ${url.slice(BASE.length)}`, turn: headers.get("x-cola-turno") })
    const body = {
      nCode: 200,
      oData: purchaseProcess({ idProcesoDeCompra: 5, lines: [cartLine({ idFuncion: 10102 })] }),
    }
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
    )
  })
  return { fetch, seen }
}

const take = { idFuncion: 10102, idPromocion: null }

describe("the waiting room's turn on the wire (x-cola-turno)", () => {
  it("goes with the four take calls, and with no other", async () => {
    const { fetch, seen } = recordingFetch()
    const api = makeHttpApi({
      baseUrl: BASE,
      fetch,
      token: () => null,
      fingerprint: () => "device",
      queueTurn: () => TURN,
    })
    const onProcess = { path: { idProcesoDeCompra: 5 } }
    await Effect.runPromise(Effect.result(api.takeSeats({ ...onProcess, body: { ...take, listaIdPosicion: [1] } })))
    await Effect.runPromise(Effect.result(api.startPurchase({ body: { ...take, listaIdPosicion: [1] } })))
    await Effect.runPromise(
      Effect.result(api.takeBestAvailable({ ...onProcess, body: { ...take, idSector: 3, nCantidad: 2 } })),
    )
    await Effect.runPromise(Effect.result(api.changeSector({ ...onProcess, body: { ...take, idSector: 4 } })))
    await Effect.runPromise(Effect.result(api.releaseFunction({ ...onProcess, body: { idFuncion: 10102 } })))
    await Effect.runPromise(Effect.result(api.getProcess(onProcess)))
    expect(seen.map((call) => call.turn)).toEqual([TURN, TURN, TURN, TURN, null, null])
  })

  it("comes from the tab's preferences when the machines take seats: assigned, then cleared", async () => {
    const { fetch, seen } = recordingFetch()
    // An Api with no turn of its own: the machines' call carries the one the tab's preferences hold.
    const api = makeHttpApi({ baseUrl: BASE, fetch, token: () => null, fingerprint: () => "device" })
    const services = Effect.runSync(
      Effect.gen(function* () {
        return { clock: yield* Clock, store: yield* KeyValueStore }
      }).pipe(
        Effect.provide(new ManualClock(Date.UTC(2025, 10, 1, 12)).layer),
        Effect.provide(layerMemoryKeyValueStore()),
      ),
    )
    const tab = startLiveTab(
      { api, ...services, channel: new MemoryTabHub().tab(1), newRef: () => "ref" },
      DEFAULT_SETTINGS,
    )
    tab.dispatch({ type: "queue.turnAssigned", colaTurno: TURN })
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: 10102, aIdPosicion: [1] })
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    await vi.waitFor(() => expect(tab.snapshot().cart.value).toBe("ready"))
    tab.dispatch({ type: "queue.turnCleared" })
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: 10102, aIdPosicion: [2] })
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    tab.stop()
    expect(seen.map((call) => call.turn)).toEqual([TURN, null])
  })
})
