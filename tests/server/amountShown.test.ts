import type { TestServer } from "@boleteria/server/testing"
import { afterAll, beforeAll, describe, it } from "vitest"
import { expectAmountShownIsCharged } from "../support/amountShown.js"
import type { BrowserCredentials } from "../support/browser.js"
import { serverApi, startServerInProcess } from "../support/inProcessServer.js"

// The property (issue 13) through the shop's HTTP adapter against the reference server in process,
// whose charge prices the purchase in SQL rows read through core's rule, and whose orders record it.
describe("the reference server charges what the shop shows before Pagar", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServerInProcess()
  })
  afterAll(() => server?.close())

  it("for any cart, promotion (or none), delivery, extras, card and instalments", async () => {
    const client = (credentials: BrowserCredentials) =>
      serverApi(server, { token: credentials.token, purchaseKey: credentials.purchaseKey })
    await expectAmountShownIsCharged(client, 25)
  }, 240_000)
})
