import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ok } from "./support/flows.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

interface VisitorCountry {
  readonly cPais: string
}

// SPEC §7's IP/country lookup (`cc`): the server answers from the database geoip-country ships, asking no one.
describe("GET /v2/Geo/Pais", () => {
  let server: TestServer

  beforeAll(async () => {
    // As behind haproxy: the loopback socket is the proxy, X-Forwarded-For names the client.
    server = await startTestServer("pglite", { trustedProxies: "127.0.0.1" })
  })
  afterAll(() => server?.close())

  const countryOf = (client?: string) =>
    ok(
      server.call<VisitorCountry>(
        "GET",
        "/v2/Geo/Pais",
        undefined,
        client === undefined ? {} : { headers: { "x-forwarded-for": client } },
      ),
    )

  it("answers the country of a public address from the shipped database, IPv4 and IPv6", async () => {
    // Google's public resolvers, registered in the United States.
    expect(await countryOf("8.8.8.8")).toEqual({ cPais: "US" })
    expect(await countryOf("2001:4860:4860::8888")).toEqual({ cPais: "US" })
    expect(await countryOf("::ffff:8.8.4.4")).toEqual({ cPais: "US" })
  })

  it("answers the tenant's country for loopback, private and unknown addresses", async () => {
    expect(await countryOf()).toEqual({ cPais: "AR" })
    for (const local of ["127.0.0.1", "10.1.2.3", "192.168.0.7", "172.20.0.1", "::1", "fd00::1", "no-es-una-ip"]) {
      expect(await countryOf(local)).toEqual({ cPais: "AR" })
    }
  })

  it("follows the tenant's country", async () => {
    const paraguay = await startTestServer("pglite", { tenant: { countryCode: "PY" } })
    try {
      expect(await ok(paraguay.call<VisitorCountry>("GET", "/v2/Geo/Pais"))).toEqual({ cPais: "PY" })
    } finally {
      await paraguay.close()
    }
  })
})
