import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./support/testServer.js"

// The demo tenant's pixels (fixtures/tenant.json telemetryPixelUrl) go to the reference server itself.
describe("GET /pixel.gif", () => {
  let server: TestServer
  const logged: Array<unknown> = []

  beforeAll(async () => {
    server = await startTestServer("pglite", { log: (line) => void logged.push(line) })
  })
  afterAll(() => server?.close())

  it("answers a 1×1 GIF that no cache keeps, and records nothing of the request", async () => {
    const response = await fetch(`${server.url}/pixel.gif?stage=success&idProcesoDeCompra=41&cb=abc`, {
      headers: { "x-forwarded-for": "203.0.113.9", "user-agent": "pixel-test" },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/gif")
    expect(response.headers.get("cache-control")).toBe("no-store")
    const image = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(image.slice(0, 6))).toBe("GIF89a")
    // The logical screen: 1 pixel wide, 1 high (little-endian).
    expect([...image.slice(6, 10)]).toEqual([1, 0, 1, 0])
    expect(JSON.stringify(logged)).not.toContain("pixel")
  })
})
