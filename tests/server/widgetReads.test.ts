import { functionAvailabilityOf, loadFunctionAvailability, type Performance, type TenantConfig } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_FUNCTION } from "../../server/src/http/widget.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

const ORGANISER = { origin: "https://teatro.example" } as const

/** The embeddable widget's reads (docs/widget.md), from a page of another origin. */
describe("the widget's reads", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(() => server?.close())

  const readFrom = (path: string) => fetch(server.url + path, { headers: ORGANISER })

  it("lets any origin read the two public calls it makes, and no other call", async () => {
    for (const path of [`/v2/Funcion/${DEMO_FUNCTION}`, "/v2/Configuracion"]) {
      const response = await readFrom(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*")
    }
    const billboard = await readFrom("/v2/EspectaculosCartel")
    expect(billboard.status).toBe(200)
    expect(billboard.headers.get("access-control-allow-origin")).toBeNull()
  })

  it("gives core's view of a function: prices in the tenant's currency, places left per sector", async () => {
    const availability = await loadFunctionAvailability({
      origin: server.url,
      idFuncion: DEMO_FUNCTION,
      language: "en",
    })
    // In the reader's language: the catalogue's names too (Accept-Language).
    const inEnglish = { headers: { "accept-language": "en" } }
    const performance = (await server.call<Performance>("GET", `/v2/Funcion/${DEMO_FUNCTION}`, undefined, inEnglish))
      .oData
    expect(availability.show).toBe(performance.cEspectaculoCartelNombre)
    expect(availability.soldOut).toBe(false)
    expect(availability.sectors.map((sector) => sector.name)).toEqual(performance.listaSector.map((s) => s.cNombre))
    expect(availability.sectors[0]?.price).toMatch(/^ARS\s[\d,]+$/u)
    await expect(loadFunctionAvailability({ origin: server.url, idFuncion: 999_999, language: "es" })).rejects.toThrow(
      "404",
    )
  })

  it("calls a function sold out when no sector has a place left", async () => {
    const performance = (await server.call<Performance>("GET", `/v2/Funcion/${DEMO_FUNCTION}`)).oData
    const tenant = (await server.call<TenantConfig>("GET", "/v2/Configuracion")).oData
    const full = {
      ...performance,
      listaSector: performance.listaSector.map((sector) => ({ ...sector, nDisponibles: 0 })),
    }
    const view = functionAvailabilityOf(full, tenant.price, "es")
    expect(view.soldOut).toBe(true)
    expect(view.sectors.every((sector) => sector.remaining === null)).toBe(true)
  })

  it("serves the demo page: an organiser's page with the loader and the element", async () => {
    const page = await (await readFrom("/widget-demo")).text()
    expect(page).toContain('<script src="/widget.js" async></script>')
    expect(page).toContain(`<boleteria-tickets funcion="${DEMO_FUNCTION}"></boleteria-tickets>`)
  })
})
