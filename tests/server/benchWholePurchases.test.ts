// The whole purchases `npm run bench` counts (scripts/lib/wholePurchases.ts, run by
// scripts/bench-purchases.mjs against today's code and the reference commit's).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { httpClient } from "../../scripts/lib/httpClient.js"
import { makeStormAccounts } from "../../scripts/lib/stormAccounts.js"
import { driveWholePurchases, PURCHASE_CALLS } from "../../scripts/lib/wholePurchases.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

describe("whole purchases with a login each", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(() => server.close())

  it("each account logs in, buys two seats of one function, pays and fetches its e-ticket; the rate counts what ends in the window", async () => {
    const signUps = httpClient(server.url, 1)
    const accounts = await makeStormAccounts(signUps, server.db, 2_000)
    signUps.close()
    const seconds = 1
    const result = await driveWholePurchases(server.url, server.db, accounts.emailOf, 2, seconds)
    expect(result.firstFailure).toBeNull()
    // The calls that ended in the window (few, on a busy machine) are a purchase's, in its order.
    const named = result.calls.map((call) => call.name)
    expect(named).toEqual(PURCHASE_CALLS.filter((name) => named.includes(name)))

    const { rows } = await server.db.query<{ orders: number; tickets: number; functions: number }>(
      `SELECT count(DISTINCT o.id)::int AS orders, count(t.id)::int AS tickets, count(DISTINCT t.performance_id)::int AS functions
         FROM orders o JOIN customers c ON c.id = o.customer_id JOIN tickets t ON t.order_id = o.id
        WHERE c.email LIKE 'storm-%' GROUP BY c.id`,
    )
    expect(result.paidInAll).toBeGreaterThan(0)
    expect(rows.length).toBe(result.paidInAll)
    expect(rows.every((row) => row.orders === 1 && row.tickets === 2 && row.functions === 1)).toBe(true)
    // Those of the warm-up and the tail are paid but not counted in the rate.
    expect(Math.round(result.purchasesPerSecond * seconds)).toBeLessThanOrEqual(result.paidInAll)
  })
})
