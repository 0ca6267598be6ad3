import { afterAll, beforeAll, describe, it } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { BrowserCredentials } from "../support/browser.js"
import { expectAmountShownIsCharged } from "../support/amountShown.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

// The property (issue 13) over HTTP: the shop's HTTP adapter against the reference server on PGlite, whose
// charge prices the purchase in SQL rows read through core's rule, and whose orders record it.
describe("the reference server charges what the shop shows before Pagar (pglite)", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(() => server?.close())

  it("for any cart, promotion (or none), delivery, extras, card and instalments", async () => {
    const client = (credentials: BrowserCredentials) =>
      makeHttpApi({
        baseUrl: server.url,
        token: credentials.token,
        purchaseKey: credentials.purchaseKey,
        fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
      })
    await expectAmountShownIsCharged(client, 25)
  }, 240_000)
})
