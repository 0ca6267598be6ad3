import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeHttpApi } from "@boleteria/core/http"
import { startTestServer, type TestServer } from "../../server/support/testServer.js"

/** The real server in process, behind a fetch that notes the country header each call carried. */
const recordingFetch = () => {
  const seen: Array<{ readonly path: string; readonly country: string | null }> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url)
    seen.push({ path: url.pathname, country: new Headers(init?.headers).get("x-country-code") })
    return globalThis.fetch(input, init)
  }
  return { fetch, seen }
}

// SPEC §7: the show landing (GET /v2/EspectaculoCartel/{id}) carries the visitor's country (cc).
describe("the visitor's country on the wire (x-country-code)", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(() => server?.close())

  it("goes with the calls that declare it once the shop knows the country, and with no other", async () => {
    let country: string | null = null
    const { fetch, seen } = recordingFetch()
    const api = makeHttpApi({
      baseUrl: server.url,
      fetch,
      token: () => null,
      fingerprint: () => "device",
      country: () => country,
    })
    const [show] = await Effect.runPromise(api.getShows())
    const idEspectaculoCartel = show!.idEspectaculoCartel
    await Effect.runPromise(api.getShow({ path: { idEspectaculoCartel } }))
    country = (await Effect.runPromise(api.getVisitorCountry())).cPais
    expect(country).toBe("AR")
    const detail = await Effect.runPromise(api.getShow({ path: { idEspectaculoCartel } }))
    await Effect.runPromise(api.getPerformance({ path: { idFuncion: detail.listaFuncion[0]!.idFuncion } }))
    await Effect.runPromise(api.getShows())
    expect(seen.map((call) => [call.path.replace(/\d+$/u, "{id}"), call.country])).toEqual([
      ["/v2/EspectaculosCartel", null],
      ["/v2/EspectaculoCartel/{id}", null],
      ["/v2/Geo/Pais", null],
      ["/v2/EspectaculoCartel/{id}", "AR"],
      ["/v2/Funcion/{id}", "AR"],
      ["/v2/EspectaculosCartel", null],
    ])
  })
})
