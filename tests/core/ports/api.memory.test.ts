import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ShowSearchRequest } from "../../../core/src/contract/requests/index.js"
import { SandboxCard } from "../../../core/src/contract/sandboxCards.js"
import { Api, type ApiShape } from "../../../core/src/ports/Api.js"
import { layerMemoryApi, openBrowser } from "../../../core/src/testing/index.js"
import { chargeForm, signUpForm } from "../../support/forms.js"
import {
  fixtureBackend,
  fixtureCatalog,
  fixtureMemoryApi,
  fixtureProducts,
  fixtureTenant,
} from "../../support/memoryApi.js"
import { describeApiContract } from "./api.suite.js"

/** The reference server's tests seed at this instant (a Saturday, 12:00 in Buenos Aires); the memory backend too. */
const START = Date.UTC(2026, 10, 21, 15, 0, 0)
/** Not the fixture tenant's 12: the backend must read the clock from the tenant it is given. */
const CLOCK_MINUTES = 9
const tenant = { purchase: { ...fixtureTenant.purchase, clockMinutes: CLOCK_MINUTES } }

const run = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(call)
const flip = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(call))

describeApiContract("memory", () => {
  let now = START
  const backend = fixtureBackend({ now: () => now, tenant })
  return {
    client: (credentials) => backend.client(credentials),
    tenant: { ...fixtureTenant, ...tenant },
    advance: (ms) => void (now += ms),
  }
})

/** One browser on a fresh backend seeded at START, and a way to move its clock. */
const shopper = () => {
  let now = START
  const backend = fixtureBackend({ now: () => now })
  return { ...openBrowser(backend.client), advance: (ms: number) => void (now += ms) }
}

const anyDate: ShowSearchRequest = {
  cBuscar: null,
  aListaidTipoDeEspectaculo: [],
  idEstablecimiento: null,
  idZona: null,
  cFecha: "TODAS",
  dFecha: null,
}
const page = { cantXpagina: 10, pagina: 1 }

const signUp = (api: ApiShape, cEmail: string) => run(api.signUp({ body: signUpForm(cEmail) }))

/** The first numbered sector of a function, as the function page shows it now. */
const numberedSector = async (api: ApiShape, idFuncion: number) =>
  (await run(api.getPerformance({ path: { idFuncion } }))).listaSector.find((sector) => sector.lNumerada)!

describe("memory Api", () => {
  it("is provided as the Api service by its layer, with the fixtures' billboard", async () => {
    const shows = await Effect.runPromise(
      Effect.gen(function* () {
        const api = yield* Api
        return yield* api.getShows()
      }).pipe(Effect.provide(layerMemoryApi({ catalog: fixtureCatalog, tenant: fixtureTenant, now: () => START }))),
    )
    expect(shows.map((show) => show.cSeo).sort()).toEqual(fixtureCatalog.shows.map((show) => show.cSeo).sort())
  })

  it("dates the functions from the seeding instant, as the server's seed does", async () => {
    const api = fixtureMemoryApi({ now: () => START })
    const [first] = (await run(api.getShow({ path: { idEspectaculoCartel: 401 } }))).listaFuncion
    // 40101 is one day after seeding at 15:00 in Buenos Aires.
    expect(first).toMatchObject({ idFuncion: 40101 })
    expect(first?.oFuncionFecha.dFuncion).toBe("2026-11-22T15:00:00-03:00")
  })

  it("searches by text ignoring accents and case, by type, and by the billboard's date windows", async () => {
    const api = fixtureMemoryApi({ now: () => START })
    const names = async (body: Partial<ShowSearchRequest>) =>
      (await run(api.searchShows({ query: page, body: { ...anyDate, ...body } }))).listaEspectaculoCartel.map(
        (show) => show.cEspectaculoCartelNombre,
      )

    expect(await names({ cBuscar: "  TRANVIA " })).toEqual(["El último tranvía a Flores"])
    expect((await names({ aListaidTipoDeEspectaculo: [4] })).sort()).toEqual(
      fixtureCatalog.shows
        .filter((show) => show.idEspectaculoTipo === 4)
        .map((show) => show.cNombre)
        .sort(),
    )
    expect(await names({ cFecha: "FECHA", dFecha: "2026-11-22" })).toEqual([
      "Pipo y la nave de cartón",
      "Tango Arrabal",
    ])
    const second = await run(api.searchShows({ query: { cantXpagina: 10, pagina: 2 }, body: anyDate }))
    expect(second).toMatchObject({ nTotal: fixtureCatalog.shows.length, pagina: 2, cantXpagina: 10 })
    expect(second.listaEspectaculoCartel).toHaveLength(10)
    const noSuchDay = await flip(
      api.searchShows({ query: page, body: { ...anyDate, cFecha: "FECHA", dFecha: "2026-02-30" } }),
    )
    expect(noSuchDay).toMatchObject({ nCode: 400, message: expect.stringMatching(/^dFecha: /u) as string })
  })

  it("rejects a request that breaks the contract with the server's 400, naming the field", async () => {
    const api = fixtureMemoryApi({ now: () => START })
    const failure = await flip(api.subscribeNewsletter({ body: { cNombre: "Ana", cMail: "no-es-un-mail" } }))
    expect(failure).toMatchObject({
      _tag: "ApiError",
      nCode: 400,
      message: expect.stringMatching(/^cMail: /u) as string,
    })
  })

  it("decodes text fields as the contract says, so a name keeps no surrounding spaces", async () => {
    const { api } = shopper()
    await signUp(api, "ana@example.com")
    await run(api.updatePersonalData({ body: { ...(await run(api.getCustomer())), cNombre: "  Ana María  " } }))
    expect((await run(api.getCustomer())).cNombre).toBe("Ana María")
  })

  it("e-mails a recovery code that changes the password once", async () => {
    const codes: Array<string> = []
    const backend = fixtureBackend({ now: () => START, onRecoveryCode: (_, code) => codes.push(code) })
    const { api } = openBrowser(backend.client)
    const cEmail = "lucia@example.com"
    await signUp(api, cEmail)
    await run(api.requestRecoveryCode({ body: { cEmail: "nadie@example.com" } }))
    expect(codes).toEqual([])
    await run(api.requestRecoveryCode({ body: { cEmail } }))
    const reset = {
      cEmail,
      cCodigo: codes[0] ?? "",
      cClaveNueva: "NuevaClave9",
      cClaveNuevaConfirmacion: "NuevaClave9",
    }
    await run(api.resetPassword({ body: reset }))
    await run(api.login({ body: { cEmail, cClave: "NuevaClave9" } }))
    expect(await flip(api.resetPassword({ body: reset }))).toMatchObject({ _tag: "ApiError", nCode: 400 })
  })

  it("applies a percentage promotion to the ticket, not to the service charge", async () => {
    const { api } = shopper()
    const platea = await numberedSector(api, 40101)
    const bank = fixtureCatalog.promotions.find(
      (promotion) => promotion.cTipo === "PORCENTAJE" && promotion.listaDiaSemana === null,
    )!
    const held = await run(
      api.takeSeats({
        path: { idProcesoDeCompra: 0 },
        body: {
          idFuncion: 40101,
          listaIdPosicion: [platea.listaPosicion[0]!.idPosicion],
          idPromocion: bank.idPromocion,
        },
      }),
    )
    const percent = bank.nPorcentajeDescuento ?? 0
    expect(held.fPrecioTotalFinal).toBe(Math.round((platea.fPrecio * (100 - percent)) / 100) + platea.fCargoServicio)
  })

  it("prices instalments by card BIN, adds extra products to the charge, and cancels a charge still settling", async () => {
    const { api, advance } = shopper()
    await signUp(api, "ana@example.com")
    const platea = await numberedSector(api, 40101)
    const held = await run(
      api.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion: 40101, idSector: platea.idSector, nCantidad: 2, idPromocion: null },
      }),
    )
    const process = { path: { idProcesoDeCompra: held.idProcesoDeCompra } }
    const programme = fixtureProducts.find((product) => product.cDescripcion === null)!
    const products = await run(
      api.selectExtraProducts({
        ...process,
        body: { listaProducto: [{ idProducto: programme.idProducto, nCantidad: 2 }] },
      }),
    )
    expect(products.find((product) => product.idProducto === programme.idProducto)?.nCantidadSeleccionada).toBe(2)
    const due = held.fPrecioTotalFinal + 2 * programme.fPrecio

    const bin = "450995"
    const plan = fixtureCatalog.cardInstallments.find((entry) => entry.cBin === bin)!
    const credit = await run(api.getCardInstallments({ path: { ...process.path, nFormaDePago: 1, cardBin: bin } }))
    expect(credit.listaCuota.map((option) => [option.nCuotas, option.fMontoTotal])).toEqual(
      plan.listaCuota.map((option) => [option.nCuotas, Math.round((due * (100 + option.nRecargoPorcentaje)) / 100)]),
    )
    const debit = await run(api.getCardInstallments({ path: { ...process.path, nFormaDePago: 2, cardBin: "503175" } }))
    expect(debit.listaCuota.map((option) => option.nCuotas)).toEqual([1])
    expect(
      await flip(api.getCardInstallments({ path: { ...process.path, nFormaDePago: 1, cardBin: "999999" } })),
    ).toMatchObject({
      nCode: 404,
    })

    await run(api.selectDeliveryType({ ...process, body: { idEntregaTipo: 1, idClienteDomicilio: null } }))
    await run(api.selectPaymentMethod({ ...process, body: { nFormaDePago: 1 } }))
    // Expired by the backend's clock (November 2026): the charge is refused until the year is fixed.
    const form = chargeForm(SandboxCard.settlesLater, {
      nMesVencimiento: 10,
      nAnioVencimiento: 2026,
      cEmail: "ana@example.com",
    })
    expect(await flip(api.charge({ ...process, body: form }))).toMatchObject({
      nCode: 400,
      message: expect.stringMatching(/^(nMesVencimiento|nAnioVencimiento): /u) as string,
    })
    expect((await run(api.charge({ ...process, body: { ...form, nAnioVencimiento: 2027 } }))).cEstado).toBe(
      "PROCESANDO",
    )
    await run(api.cancelCharge(process))
    advance(60_000)
    expect((await run(api.getPaymentStatus(process))).cEstado).toBe("CANCELADO")
  })

  it("refuses more places than a function allows per purchase", async () => {
    const { api } = shopper()
    const performance = await run(api.getPerformance({ path: { idFuncion: 40101 } }))
    const failure = await flip(
      api.takeBestAvailable({
        path: { idProcesoDeCompra: 0 },
        body: {
          idFuncion: 40101,
          idSector: performance.listaSector[0]!.idSector,
          nCantidad: performance.nMaximoPosiciones + 1,
          idPromocion: null,
        },
      }),
    )
    expect(failure).toMatchObject({ _tag: "ApiError", nCode: 400 })
  })

  it("lays out the 20,000-seat arena when one of its functions is asked for", async () => {
    const api = fixtureMemoryApi({ now: () => START })
    await run(api.getShows())
    const arena = fixtureCatalog.shows.find((show) => show.cSeo.startsWith("marea-electrica"))!
    const performanceView = await run(api.getPerformance({ path: { idFuncion: arena.listaFuncion[0]!.idFuncion } }))
    expect(
      performanceView.listaSector.reduce((seats, sector) => seats + sector.listaPosicion.length, 0),
    ).toBeGreaterThan(19_000)
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

/** Generated shopper histories; each takes tens of ms, several times that on a busy 2-core machine. */
const HISTORIES = 200
const HISTORY_BUDGET_MS = 600

describe("memory Api holds (property)", () => {
  it(
    "whatever shoppers do, every held seat belongs to exactly one live process",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
          const { api, advance } = shopper()
          const attempt = <A, E>(call: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(call))
          const idFuncion = 40101
          const seatIds = (await numberedSector(api, idFuncion)).listaPosicion
            .slice(0, SEATS_IN_PLAY)
            .map((seat) => seat.idPosicion)
          const processes: Array<number> = []
          for (const next of steps) {
            const path = { idProcesoDeCompra: next.kind === "wait" ? 0 : (processes[next.slot] ?? 0) }
            if (next.kind === "take") {
              const listaIdPosicion = next.seats.map((index) => seatIds[index]!)
              const taken = await attempt(
                api.takeSeats({ path, body: { idFuncion, listaIdPosicion, idPromocion: null } }),
              )
              if (Result.isSuccess(taken) && path.idProcesoDeCompra === 0)
                processes.push(taken.success.idProcesoDeCompra)
            } else if (next.kind === "release") {
              await attempt(api.releaseFunction({ path, body: { idFuncion } }))
            } else if (next.kind === "invalidate") {
              await attempt(api.invalidateProcess({ path, body: { cOrigen: "INV001" } }))
            } else {
              advance(next.minutes * 60_000)
            }
            const heldByProcesses = (
              await Promise.all(processes.map((id) => attempt(api.getProcess({ path: { idProcesoDeCompra: id } }))))
            ).flatMap((view) =>
              Result.isSuccess(view)
                ? view.success.listaFuncion.flatMap((line) => line.listaPosicion.map((p) => p.idPosicion))
                : [],
            )
            const heldOnMap = (await numberedSector(api, idFuncion)).listaPosicion
              .filter((seat) => seat.cEstado === "RETENIDA")
              .map((seat) => seat.idPosicion)
            expect(new Set(heldByProcesses).size).toBe(heldByProcesses.length)
            expect([...heldByProcesses].sort()).toEqual([...heldOnMap].sort())
          }
        }),
        { numRuns: HISTORIES },
      )
    },
    HISTORIES * HISTORY_BUDGET_MS,
  )
})
