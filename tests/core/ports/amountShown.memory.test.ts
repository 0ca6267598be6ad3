import { describe, it } from "vitest"
import { expectAmountShownIsCharged } from "../../support/amountShown.js"
import { fixtureBackend } from "../../support/memoryApi.js"

/** The reference server's tests seed at this instant; the memory backend's clock stays there. */
const START = Date.UTC(2026, 10, 21, 15, 0, 0)

describe("the memory Api charges what the shop shows before Pagar", () => {
  it("for any cart, promotion (or none), delivery, extras, card and instalments", async () => {
    const backend = fixtureBackend({ now: () => START })
    await expectAmountShownIsCharged(backend.client, 150)
  })
})
