import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { type Endpoint, endpoints, type SendCall, makeDeferredApi } from "@boleteria/core"

/** A send that answers which endpoint it was asked to send, and the request it got. */
const echo: SendCall = (endpoint, request) => Effect.succeed({ endpoint, request })

describe("the deferred Api (a shop's first download carries only the catalogue's calls)", () => {
  it("sends a catalogue call with the table's own description", async () => {
    const { api } = makeDeferredApi(echo)
    const sent = (await Effect.runPromise(api.getShow({ path: { idEspectaculoCartel: 7 } }))) as unknown as {
      endpoint: Endpoint
    }
    expect(sent.endpoint).toBe(endpoints.getShow)
  })

  it("loads the rest of the table for any other call, then sends it as the table describes it", async () => {
    const { api } = makeDeferredApi(echo)
    const request = { path: { idProcesoDeCompra: 3 }, body: { cOrigen: "INV001" as const } }
    const sent = (await Effect.runPromise(api.invalidateProcess(request))) as unknown as {
      endpoint: Endpoint
      request: object
    }
    expect(sent.endpoint).toBe(endpoints.invalidateProcess)
    expect(sent.request).toEqual(request)
  })

  it("answers every endpoint name of the table (the queue's too), and is never a thenable", async () => {
    const { api, preload } = makeDeferredApi(echo)
    await preload()
    for (const name of Object.keys(endpoints)) expect(typeof api[name as keyof typeof endpoints]).toBe("function")
    const sent = (await Effect.runPromise(api.checkQueue({ query: { idFuncion: 7 } }))) as unknown as {
      endpoint: Endpoint
    }
    expect(sent.endpoint).toBe(endpoints.checkQueue)
    expect((api as unknown as { then?: unknown }).then).toBeUndefined()
    await expect(Promise.resolve(api)).resolves.toBe(api)
  })
})
