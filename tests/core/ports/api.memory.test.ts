import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ShowSearchRequest } from "../../../core/src/contract/requests.js"
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

const anyDate: Omit<ShowSearchRequest, "cFecha"> = {
  cBuscar: null,
  aListaidTipoDeEspectaculo: [],
  idEstablecimiento: null,
  idZona: null,
  dFecha: null,
}
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
    const names = async (body: Partial<ShowSearchRequest> & Pick<ShowSearchRequest, "cFecha">) =>
      (await Effect.runPromise(api.searchShows(page, { ...anyDate, ...body }))).listaEspectaculoCartel.map(
        (show) => show.cEspectaculoCartelNombre,
      )

    expect(await names({ cFecha: "TODAS", cBuscar: "  TANGO " })).toEqual(["Noche de Tango"])
    expect(await names({ cFecha: "TODAS", aListaidTipoDeEspectaculo: [3] })).toEqual(["Risas en Vivo"])
    expect(await names({ cFecha: "ESTE_MES" })).toEqual(["Hamlet"])
    expect(await names({ cFecha: "PROXIMO_MES" })).toEqual(["Noche de Tango"])
    expect(await names({ cFecha: "FECHA", dFecha: "2026-01-10" })).toEqual(["Risas en Vivo"])
    const second = await Effect.runPromise(api.searchShows({ cantXpagina: 2, pagina: 2 }, { ...anyDate, cFecha: "TODAS" }))
    expect(second).toMatchObject({ nTotal: 3, pagina: 2, cantXpagina: 2 })
    expect(second.listaEspectaculoCartel).toHaveLength(1)
    const noSuchDay = await Effect.runPromise(
      Effect.flip(api.searchShows(page, { ...anyDate, cFecha: "FECHA", dFecha: "2026-02-30" })),
    )
    expect(noSuchDay).toMatchObject({ nCode: 400, message: expect.stringMatching(/^dFecha: /) })
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

  it("prices installments by card BIN, adds extra products to the charge, and cancels a charge still settling", async () => {
    const { api } = memoryHarness()
    const run = Effect.runPromise
    const held = await run(
      api.takeBestAvailable(0, { idFuncion: 1001, idSector: 10012, nCantidad: 2, idPromocion: null }),
    )
    const id = held.idProcesoDeCompra
    const products = await run(api.selectExtraProducts(id, { listaProducto: [{ idProducto: 2, nCantidad: 2 }] }))
    expect(products.find((product) => product.idProducto === 2)?.nCantidadSeleccionada).toBe(2)
    const due = held.fPrecioTotalFinal + 2 * 1500

    const credit = await run(api.getCardInstallments(id, 1, "450995"))
    expect(credit.cMarca).toBe("Visa")
    expect(credit.listaCuota.map((option) => [option.nCuotas, option.fMontoTotal])).toEqual([
      [1, due],
      [3, due],
      [6, Math.round(due * 1.15)],
    ])
    expect((await run(api.getCardInstallments(id, 2, "503175"))).listaCuota.map((option) => option.nCuotas)).toEqual([1])
    expect(await run(Effect.flip(api.getCardInstallments(id, 1, "999999")))).toMatchObject({ nCode: 404 })

    await run(api.selectDeliveryType(id, { idEntregaTipo: 1, idClienteDomicilio: null }))
    await run(api.selectPaymentMethod(id, { nFormaDePago: 1 }))
    const form = {
      cTitular: "ANA PEREZ",
      cNumeroTarjeta: "5031755734530604",
      nMesVencimiento: 10,
      nAnioVencimiento: 2025,
      cCodigoSeguridad: "321",
      nCuotas: 1,
      cTipoDocumento: "DNI",
      cNumeroDocumento: "30111222",
      cEmail: "ana@example.com",
      oFechaNacimiento: { nDia: 1, nMes: 1, nAnio: 1990 },
    } as const
    expect(await run(Effect.flip(api.charge(id, form)))).toMatchObject({ nCode: 400, message: "La tarjeta está vencida" })
    expect((await run(api.charge(id, { ...form, nAnioVencimiento: 2026 }))).cEstado).toBe("PROCESANDO")
    await run(api.cancelCharge(id))
    expect((await run(api.getPaymentStatus(id))).cEstado).toBe("CANCELADO")
  })

  it("refuses more places than a function allows per purchase", async () => {
    const { api } = memoryHarness()
    const failure = await Effect.runPromise(
      Effect.flip(api.takeBestAvailable(0, { idFuncion: 1001, idSector: 10012, nCantidad: 9, idPromocion: null })),
    )
    expect(failure).toMatchObject({ _tag: "ApiError", nCode: 400 })
  })
})

type Step =
  | { readonly kind: "take"; readonly slot: number; readonly seats: ReadonlyArray<number> }
  | { readonly kind: "release"; readonly slot: number }
  | { readonly kind: "invalidate"; readonly slot: number }
  | { readonly kind: "wait"; readonly minutes: number }

const SEATS_IN_PLAY = 6
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("take" as const),
    slot: fc.nat(3),
    seats: fc.uniqueArray(fc.nat(SEATS_IN_PLAY - 1), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant("release" as const), slot: fc.nat(3) }),
  fc.record({ kind: fc.constant("invalidate" as const), slot: fc.nat(3) }),
  fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 7 }) }),
)

describe("memory Api holds (property)", () => {
  it("whatever shoppers do, every held seat belongs to exactly one live process", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const { api, advance } = memoryHarness()
        const attempt = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(call))
        const platea = (await Effect.runPromise(api.getPerformance(1001))).listaSector.find((s) => s.lNumerada)!
        const seatIds = platea.listaPosicion.slice(0, SEATS_IN_PLAY).map((seat) => seat.idPosicion)
        const processes: Array<number> = []
        for (const next of steps) {
          const processId = next.kind === "wait" ? 0 : (processes[next.slot] ?? 0)
          if (next.kind === "take") {
            const listaIdPosicion = next.seats.map((index) => seatIds[index]!)
            const taken = await attempt(api.takeSeats(processId, { idFuncion: 1001, listaIdPosicion, idPromocion: null }))
            if (Result.isSuccess(taken) && processId === 0) processes.push(taken.success.idProcesoDeCompra)
          } else if (next.kind === "release") {
            await attempt(api.releaseFunction(processId, { idFuncion: 1001 }))
          } else if (next.kind === "invalidate") {
            await attempt(api.invalidateProcess(processId, { cOrigen: "INV001" }))
          } else {
            advance(next.minutes * 60_000)
          }
          const heldByProcesses = (
            await Promise.all(processes.map((id) => attempt(api.getProcess(id))))
          ).flatMap((view) =>
            Result.isSuccess(view) ? view.success.listaFuncion.flatMap((line) => line.listaPosicion.map((p) => p.idPosicion)) : [],
          )
          const seatsNow = (await Effect.runPromise(api.getPerformance(1001))).listaSector.find((s) => s.lNumerada)!
          const heldOnMap = seatsNow.listaPosicion.filter((seat) => seat.cEstado === "RETENIDA").map((seat) => seat.idPosicion)
          expect(new Set(heldByProcesses).size).toBe(heldByProcesses.length)
          expect([...heldByProcesses].sort()).toEqual([...heldOnMap].sort())
        }
      }),
      { numRuns: 200 },
    )
  })
})
