import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { ShowSearchRequest } from "../../core/src/contract/requests/index.js"
import type { ApiShape } from "../../core/src/ports/Api.js"
import type { BrowserCredentials } from "../../core/src/testing/index.js"
import { describeApiContract } from "../core/ports/api.suite.js"
import {
  DATABASE_KINDS,
  postgresAvailable,
  startTestServer,
  TEST_START,
  type TestServer,
} from "../server/support/testServer.js"
import { fixtureMemoryApi, fixtureTenant } from "../support/memoryApi.js"

/** Not the fixture tenant's 12: the server must read the clock from its tenant. */
const tenant = { purchase: { ...fixtureTenant.purchase, clockMinutes: 9 } }

/** A browser's HTTP Api: its own session token and purchase keys, as a shop tab has. */
const httpClient =
  (server: TestServer) =>
  (credentials: BrowserCredentials): ApiShape =>
    makeHttpApi({
      baseUrl: server.url,
      token: credentials.token,
      purchaseKey: credentials.purchaseKey,
      fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
    })

const run = Effect.runPromise

for (const kind of DATABASE_KINDS) {
  describe.skipIf(kind === "postgres" && !postgresAvailable())(`${kind}`, () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer(kind, { tenant })
    })
    afterAll(() => server?.close())

    // Seeded from the same files at the same instant, the two must answer the catalogue alike: ids,
    // seat maps, prices, dates and promotions. Checked first, before the contract suite takes any place.
    it("the memory backend answers the catalogue exactly as the reference server", async () => {
      const http = httpClient(server)({ token: () => null, purchaseKey: () => null })
      const memory = fixtureMemoryApi({ now: server.clock.now, seededAt: TEST_START, tenant })
      const both = async <A>(call: (api: ApiShape) => Effect.Effect<A, unknown>) =>
        expect(await run(call(memory))).toEqual(await run(call(http)))
      await both((api) => api.getShowTypes())
      await both((api) => api.getVenues())
      await both((api) => api.getBillboard())
      await both((api) => api.getShop())
      const search: ShowSearchRequest = {
        cBuscar: "tango",
        aListaidTipoDeEspectaculo: [],
        idEstablecimiento: null,
        idZona: null,
        cFecha: "TODAS",
        dFecha: null,
      }
      await both((api) => api.searchShows({ query: { cantXpagina: 5, pagina: 1 }, body: search }))
      for (const show of await run(http.getShows())) {
        const detail = await run(http.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))
        expect(await run(memory.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))).toEqual(detail)
        const [first] = detail.listaFuncion
        if (first !== undefined) await both((api) => api.getPerformance({ path: { idFuncion: first.idFuncion } }))
      }
    })

    describeApiContract(`HTTP adapter against the reference server (${kind})`, () => ({
      client: httpClient(server),
      tenant: { ...fixtureTenant, ...tenant },
      advance: (ms) => server.clock.advance(ms),
    }))
  })
}
