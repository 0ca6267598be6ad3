import { afterAll, beforeAll, describe } from "vitest"
import { makeHttpApi } from "@boleteria/core/http"
import type { ApiShape } from "@boleteria/core"
import { describeApiContract } from "../ports/api.suite.js"
import { DATABASE_KINDS, postgresAvailable, startTestServer, type TestServer } from "../../server/support/testServer.js"
import type { BrowserCredentials } from "../../support/browser.js"
import { fixtureTenant } from "../../support/fixtures.js"

/** Not the fixture tenant's 12: the server must read the clock from its tenant. */
const tenant = { purchase: { ...fixtureTenant.purchase, clockMinutes: 9 } }

/** A browser's HTTP Api: its own session token and purchase keys, as a shop tab has. */
const httpClient =
  (server: TestServer) =>
  (credentials: BrowserCredentials, language?: "es" | "en"): ApiShape =>
    makeHttpApi({
      baseUrl: server.url,
      token: credentials.token,
      purchaseKey: credentials.purchaseKey,
      fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
      ...(language === undefined ? {} : { language: () => language }),
    })

for (const kind of DATABASE_KINDS) {
  describe.skipIf(kind === "postgres" && !postgresAvailable())(`${kind}`, () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer(kind, { tenant })
    })
    afterAll(() => server?.close())

    describeApiContract(`HTTP adapter against the reference server (${kind})`, () => ({
      client: httpClient(server),
      tenant: { ...fixtureTenant, ...tenant },
      advance: (ms) => server.clock.advance(ms),
    }))
  })
}
