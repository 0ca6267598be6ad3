import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Api } from "../../../core/src/ports/Api.js"
import { layerMemoryApi, makeMemoryApi } from "../../../core/src/ports/memory/api/memoryApi.js"
import { describeApiContract } from "./api.suite.js"

const START = Date.parse("2025-11-01T12:00:00-03:00")

const memoryHarness = () => {
  let now = START
  return {
    api: makeMemoryApi({ now: () => now }),
    advance: (ms: number) => {
      now += ms
    },
  }
}

describeApiContract("memory", async () => memoryHarness())

const anyDate = { cBuscar: null, aListaidTipoDeEspectaculo: [], idEstablecimiento: null, idZona: null, dFecha: null }
const page = { cantXpagina: 10, pagina: 1 }

describe("memory Api", () => {
  it("is provided as the Api service by its layer", async () => {
    const shows = await Effect.runPromise(
      Effect.gen(function* () {
        const api = yield* Api
        return yield* api.getShows()
      }).pipe(Effect.provide(layerMemoryApi({ now: () => START }))),
    )
    expect(shows.map((show) => show.cSeo)).toEqual(["hamlet", "noche-de-tango", "risas-en-vivo"])
  })

  it("searches by text ignoring accents and case, by type, and by the billboard's date windows", async () => {
    const { api } = memoryHarness()
    const search = (body: Partial<typeof anyDate> & { cFecha: "TODAS" | "ESTE_MES" | "PROXIMO_MES" | "FECHA" }) =>
      Effect.runPromise(api.searchShows(page, { ...anyDate, ...body }))
    const names = async (body: Parameters<typeof search>[0]) =>
      (await search(body)).listaEspectaculoCartel.map((show) => show.cEspectaculoCartelNombre)

    expect(await names({ cFecha: "TODAS", cBuscar: "  TANGO " })).toEqual(["Noche de Tango"])
    expect(await names({ cFecha: "TODAS", aListaidTipoDeEspectaculo: [3] })).toEqual(["Risas en Vivo"])
    expect(await names({ cFecha: "ESTE_MES" })).toEqual(["Hamlet"])
    expect(await names({ cFecha: "PROXIMO_MES" })).toEqual(["Noche de Tango"])
    expect(await names({ cFecha: "FECHA", dFecha: "2026-01-10" })).toEqual(["Risas en Vivo"])
    const second = await Effect.runPromise(api.searchShows({ cantXpagina: 2, pagina: 2 }, { ...anyDate, cFecha: "TODAS" }))
    expect(second).toMatchObject({ nTotal: 3, pagina: 2, cantXpagina: 2 })
    expect(second.listaEspectaculoCartel).toHaveLength(1)
  })

  it("rejects a request body that breaks the contract with a 400 naming the field", async () => {
    const { api } = memoryHarness()
    const failure = await Effect.runPromise(
      Effect.flip(api.subscribeNewsletter({ cNombre: "Ana", cMail: "no-es-un-mail" })),
    )
    expect(failure).toMatchObject({ _tag: "ApiError", nCode: 400 })
    expect(failure.message).toContain('["cMail"]')
  })

  it("e-mails a recovery code that changes the password once", async () => {
    const codes: Array<string> = []
    const api = makeMemoryApi({ now: () => START, onRecoveryCode: (_, code) => codes.push(code) })
    const cEmail = "lucia@example.com"
    await Effect.runPromise(api.requestRecoveryCode({ cEmail: "nadie@example.com" }))
    expect(codes).toEqual([])
    await Effect.runPromise(api.requestRecoveryCode({ cEmail }))
    const reset = { cEmail, cCodigo: codes[0] ?? "", cClaveNueva: "NuevaClave9", cClaveNuevaConfirmacion: "NuevaClave9" }
    await Effect.runPromise(api.resetPassword(reset))
    await Effect.runPromise(api.login({ cEmail, cClave: "NuevaClave9" }))
    expect((await Effect.runPromise(Effect.flip(api.resetPassword(reset))))._tag).toBe("ApiError")
  })

  it("applies a promotion's discount to the ticket, not to the service charge", async () => {
    const { api } = memoryHarness()
    const performance = await Effect.runPromise(api.getPerformance(1001))
    const platea = performance.listaSector.find((sector) => sector.lNumerada)!
    const seat = platea.listaPosicion[0]!.idPosicion
    const promotions = await Effect.runPromise(api.getPromotionsForSeats(1001, { listaIdPosicion: [seat] }))
    const students = promotions.find((promotion) => promotion.cNombre === "Estudiantes")!
    const held = await Effect.runPromise(
      api.takeSeats(0, { idFuncion: 1001, listaIdPosicion: [seat], idPromocion: students.idPromocion }),
    )
    expect(held.fPrecioTotalFinal).toBe(platea.fPrecio * 0.8 + platea.fCargoServicio)
  })

  it("refuses more places than a function allows per purchase", async () => {
    const { api } = memoryHarness()
    const failure = await Effect.runPromise(
      Effect.flip(api.takeBestAvailable(0, { idFuncion: 1001, idSector: 10012, nCantidad: 9, idPromocion: null })),
    )
    expect(failure).toMatchObject({ _tag: "ApiError", nCode: 400 })
  })
})
