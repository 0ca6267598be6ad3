import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./support/testServer.js"

/**
 * An answer depends on who asks and in which language (catalogue names, payment methods, extras),
 * and availability changes by the second: no browser or proxy cache may hand one shopper's answer,
 * or a Spanish answer, to a request that asked for another.
 */
describe("API answers are never cached for another request", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(async () => {
    await server.close()
  })

  it("says no-store and varies by language and encoding", async () => {
    const response = await fetch(`${server.url}/v2/EspectaculoCartelTipos`, { headers: { "Accept-Language": "en" } })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const vary = (response.headers.get("vary") ?? "").toLowerCase().split(/\s*,\s*/u)
    expect(vary).toEqual(expect.arrayContaining(["accept-language", "accept-encoding"]))
  })
})
