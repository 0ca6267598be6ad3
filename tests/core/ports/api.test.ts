import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ApiShape } from "@boleteria/core"
import type { TestServer } from "@boleteria/server/testing"
import { fixtureTenant } from "../../support/fixtures.js"
import { serverApi, startServerInProcess } from "../../support/inProcessServer.js"
import { describeApiContract } from "./api.suite.js"

/** Not the fixture tenant's 12: the server must read the clock from its tenant. */
const tenant = { purchase: { ...fixtureTenant.purchase, clockMinutes: 9 } }

// The shared contract on the reference server in this process: the HTTP adapter calls it through
// its fetch, no socket (tests/core/http/httpApi.contract.test.ts runs it on a port, on PGlite and PostgreSQL).
describe("in process", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServerInProcess({ tenant })
  })
  afterAll(() => server?.close())

  describeApiContract("HTTP adapter against the reference server in process", () => ({
    client: (credentials, language) =>
      serverApi(server, {
        token: credentials.token,
        purchaseKey: credentials.purchaseKey,
        ...(language === undefined ? {} : { language: () => language }),
      }),
    tenant: server.tenant,
    advance: (ms) => server.clock.advance(ms),
  }))
})

type Step =
  | { readonly kind: "take"; readonly slot: number; readonly seats: ReadonlyArray<number> }
  | { readonly kind: "release"; readonly slot: number }
  | { readonly kind: "invalidate"; readonly slot: number }
  | { readonly kind: "wait"; readonly minutes: number }

const SEATS_IN_PLAY = 6
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("take" as const),
    slot: fc.nat(3),
    seats: fc.uniqueArray(fc.nat(SEATS_IN_PLAY - 1), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant("release" as const), slot: fc.nat(3) }),
  fc.record({ kind: fc.constant("invalidate" as const), slot: fc.nat(3) }),
  fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 7 }) }),
)

/** Generated shopper histories, each on a fresh server (about half a second to open, a second or two to play). */
const HISTORIES = 8
const HISTORY_BUDGET_MS = 8_000
/** Function 40101 (tomorrow at TEST_SERVER_START), a numbered sector of it. */
const FUNCTION = 40101

const numberedSeats = async (api: ApiShape) =>
  (await Effect.runPromise(api.getPerformance({ path: { idFuncion: FUNCTION } }))).listaSector.find(
    (sector) => sector.lNumerada,
  )!.listaPosicion

describe("holds (property)", () => {
  it(
    "whatever shoppers do, every held seat belongs to exactly one live process",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
          const server = await startServerInProcess()
          try {
            // One browser holding every key it is given, as a shop tab does.
            const keys = new Map<number, string>()
            const api = serverApi(server, { purchaseKey: (id) => keys.get(id) ?? null })
            const attempt = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(call))
            const seatIds = (await numberedSeats(api)).slice(0, SEATS_IN_PLAY).map((seat) => seat.idPosicion)
            const processes: Array<number> = []
            for (const next of steps) {
              const path = { idProcesoDeCompra: next.kind === "wait" ? 0 : (processes[next.slot] ?? 0) }
              if (next.kind === "take") {
                const listaIdPosicion = next.seats.map((index) => seatIds[index]!)
                const taken = await attempt(
                  api.takeSeats({ path, body: { idFuncion: FUNCTION, listaIdPosicion, idPromocion: null } }),
                )
                if (Result.isSuccess(taken) && path.idProcesoDeCompra === 0) {
                  processes.push(taken.success.idProcesoDeCompra)
                  keys.set(taken.success.idProcesoDeCompra, taken.success.cClaveProceso)
                }
              } else if (next.kind === "release") {
                await attempt(api.releaseFunction({ path, body: { idFuncion: FUNCTION } }))
              } else if (next.kind === "invalidate") {
                await attempt(api.invalidateProcess({ path, body: { cOrigen: "INV001" } }))
              } else {
                server.clock.advance(next.minutes * 60_000)
              }
              const heldByProcesses = (
                await Promise.all(processes.map((id) => attempt(api.getProcess({ path: { idProcesoDeCompra: id } }))))
              ).flatMap((view) =>
                Result.isSuccess(view)
                  ? view.success.listaFuncion.flatMap((line) => line.listaPosicion.map((p) => p.idPosicion))
                  : [],
              )
              const heldOnMap = (await numberedSeats(api))
                .filter((seat) => seat.cEstado === "RETENIDA")
                .map((seat) => seat.idPosicion)
              expect(new Set(heldByProcesses).size).toBe(heldByProcesses.length)
              expect([...heldByProcesses].sort()).toEqual([...heldOnMap].sort())
            }
          } finally {
            await server.close()
          }
        }),
        { numRuns: HISTORIES },
      )
    },
    HISTORIES * HISTORY_BUDGET_MS,
  )
})
