import type { PurchaseProcess } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { ApiFailure } from "../../core/src/ports/apiErrors.js"
import { openBrowser, type Browser } from "../../core/src/testing/index.js"
import { startTestServer, TEST_START, type TestServer } from "../server/support/testServer.js"
import { fixtureBackend } from "../support/memoryApi.js"

const run = <A>(call: Effect.Effect<A, ApiFailure>) => Effect.runPromise(call)

/** Seeded promotions: Banco Pampa 20% (1–6 per purchase), Jubilados 30% Tuesday to Thursday (1–2). */
const BANK = 2
const RETIREES = 3

/**
 * A take split among promotions (multiPromotion) from the memory backend and from the reference
 * server behind the HTTP adapter: the same seats held with the same promotions and prices, and the
 * same refusal, with nothing held, when one promotion's share is out of its limits.
 */
describe("the memory Api holds a split take as the reference server does", () => {
  let server: TestServer
  let http: () => Browser
  let memory: () => Browser

  beforeAll(async () => {
    server = await startTestServer("pglite")
    const backend = fixtureBackend({ now: server.clock.now, seededAt: TEST_START })
    http = () =>
      openBrowser((credentials) =>
        makeHttpApi({
          baseUrl: server.url,
          token: credentials.token,
          purchaseKey: credentials.purchaseKey,
          fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
          language: () => "es",
        }),
      )
    memory = () => openBrowser((credentials) => backend.client({ ...credentials, language: () => "es" }))
  })
  afterAll(() => server?.close())

  /** A coming function offering both promotions, and free numbered seats of it. */
  const functionWithBoth = async (browser: Browser) => {
    for (const show of await run(browser.api.getShows())) {
      for (const { idFuncion } of (
        await run(browser.api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))
      ).listaFuncion) {
        const performance = await run(browser.api.getPerformance({ path: { idFuncion } }))
        const offered = performance.listaPromocion.map((promotion) => promotion.idPromocion)
        const seats = performance.listaSector
          .filter((sector) => sector.lNumerada)
          .flatMap((sector) => sector.listaPosicion)
          .filter((seat) => seat.cEstado === "LIBRE")
          .map((seat) => seat.idPosicion)
        if (offered.includes(BANK) && offered.includes(RETIREES) && seats.length >= 8) return { idFuncion, seats }
      }
    }
    throw new Error("no coming function offers both promotions")
  }

  const heldOf = (process: PurchaseProcess) =>
    process.listaFuncion.flatMap((line) =>
      line.listaPosicion.map((place) => [place.idPosicion, place.idPromocion, place.fPrecio]),
    )

  it("holds the same seats with the same promotions and prices, and refuses the same split", async () => {
    const { idFuncion, seats } = await functionWithBoth(http())
    const scenario = async (browser: Browser) => {
      const split = seats.slice(0, 4)
      const taken = await run(
        browser.api.takeSeats({
          path: { idProcesoDeCompra: 0 },
          body: {
            idFuncion,
            listaIdPosicion: split,
            idPromocion: null,
            listaPosicionPromocion: [
              { idPosicion: split[1]!, idPromocion: RETIREES },
              { idPosicion: split[2]!, idPromocion: BANK },
              { idPosicion: split[3]!, idPromocion: BANK },
            ],
          },
        }),
      )
      const tooManyRetirees = seats.slice(4, 8)
      const refusal = await Effect.runPromise(
        Effect.flip(
          browser.api.takeSeats({
            path: { idProcesoDeCompra: taken.idProcesoDeCompra },
            body: {
              idFuncion,
              listaIdPosicion: tooManyRetirees,
              idPromocion: RETIREES,
              listaPosicionPromocion: [{ idPosicion: tooManyRetirees[0]!, idPromocion: BANK }],
            },
          }),
        ),
      )
      const after = await run(browser.api.getProcess({ path: { idProcesoDeCompra: taken.idProcesoDeCompra } }))
      await run(
        browser.api.invalidateProcess({
          path: { idProcesoDeCompra: taken.idProcesoDeCompra },
          body: { cOrigen: "INV001" },
        }),
      )
      return {
        held: heldOf(taken),
        total: taken.fPrecioTotalFinal,
        refusal: refusal._tag === "ApiError" ? { nCode: refusal.nCode, key: refusal.key } : refusal._tag,
        after: heldOf(after),
      }
    }
    const overHttp = await scenario(http())
    expect(await scenario(memory())).toEqual(overHttp)
    expect(overHttp.held.map(([, promotion]) => promotion)).toEqual([null, RETIREES, BANK, BANK])
    expect(overHttp.refusal).toEqual({ nCode: 400, key: "problems.promotion.quantity" })
    expect(overHttp.after).toEqual(overHttp.held)
  })
})
