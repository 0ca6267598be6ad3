import { makeHttpApi } from "@boleteria/core/http"
import { machineSettings, type ApiShape } from "@boleteria/core"
import { createTestServer, type TestServer } from "@boleteria/server/testing"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it } from "vitest"

// The server package's test double is the server itself: in process, over an in-memory PGlite
// seeded from fixtures/, its clock in the test's hands, called through the HTTP adapter's fetch.

const MINUTE = 60_000

describe("createTestServer (@boleteria/server/testing)", () => {
  const servers: Array<TestServer> = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })

  const start = async () => {
    const server = await createTestServer()
    servers.push(server)
    let purchaseKey: string | null = null
    const api: ApiShape = makeHttpApi({
      baseUrl: server.url,
      fetch: server.fetch,
      token: () => null,
      purchaseKey: () => purchaseKey,
      fingerprint: () => "test-device",
    })
    return { server, api, keep: (key: string) => void (purchaseKey = key) }
  }

  it("serves the seeded billboard through fetch, without a socket", async () => {
    const { server, api } = await start()
    expect(server.url).toBe("http://boleteria.test")
    const shows = await Effect.runPromise(api.getShows())
    expect(shows.length).toBeGreaterThan(0)
  })

  it("holds places until the tenant's purchase clock runs out on the server's clock, and not a moment longer", async () => {
    const { server, api, keep } = await start()
    const [show] = await Effect.runPromise(api.getShows())
    const detail = await Effect.runPromise(api.getShow({ path: { idEspectaculoCartel: show!.idEspectaculoCartel } }))
    const idFuncion = detail.listaFuncion[0]!.idFuncion
    const performance = await Effect.runPromise(api.getPerformance({ path: { idFuncion } }))
    const idSector = performance.listaSector[0]!.idSector
    const held = await Effect.runPromise(
      api.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion, idSector, nCantidad: 2, idPromocion: null },
      }),
    )
    keep(held.cClaveProceso)
    const holdMs = machineSettings(server.tenant).clockMs
    server.clock.advance(holdMs - MINUTE)
    const still = await Effect.runPromise(api.getProcess({ path: { idProcesoDeCompra: held.idProcesoDeCompra } }))
    expect(still.idProcesoDeCompra).toBe(held.idProcesoDeCompra)

    server.clock.advance(2 * MINUTE)
    const gone = await Effect.runPromise(
      Effect.flip(api.getProcess({ path: { idProcesoDeCompra: held.idProcesoDeCompra } })),
    )
    expect(gone).toMatchObject({ _tag: "ApiError", nCode: 410 })
  })

  it("gives every server its own database: a hold on one is not seen by another", async () => {
    const first = await start()
    const second = await start()
    const [show] = await Effect.runPromise(first.api.getShows())
    const detail = await Effect.runPromise(
      first.api.getShow({ path: { idEspectaculoCartel: show!.idEspectaculoCartel } }),
    )
    const idFuncion = detail.listaFuncion[0]!.idFuncion
    const before = await Effect.runPromise(second.api.getPerformance({ path: { idFuncion } }))
    const sector = before.listaSector[0]!
    await Effect.runPromise(
      first.api.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion, idSector: sector.idSector, nCantidad: 2, idPromocion: null },
      }),
    )
    const after = await Effect.runPromise(second.api.getPerformance({ path: { idFuncion } }))
    expect(after.listaSector[0]!.nDisponibles).toBe(sector.nDisponibles)
  })
})
