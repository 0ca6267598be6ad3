import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { beforeEach, describe, expect, it } from "vitest"
import {
  Billboard,
  ShowCard,
  ShowDetail,
  DeliveryType,
  PaymentStatus,
  Customer,
  LoginResult,
  OrderHistory,
  Performance,
  type Sector,
  HoldExtension,
  PurchaseProcess,
  SANDBOX_DECLINE_MESSAGE,
  SandboxCard,
  type TenantConfig,
  type ApiShape,
  type ApiFailure,
  failureMessageOf,
} from "@boleteria/core"
import es from "../../../locales/es.json" with { type: "json" }
import { openBrowser, type Browser, type BrowserCredentials } from "../../support/browser.js"
import { addressForm, chargeForm, personalDataForm, signUpForm } from "../../support/forms.js"

/** The languages the shop speaks: a client sends its own as Accept-Language. */
type Language = "es" | "en"

/**
 * The reference server behind the HTTP adapter (in process through its fetch, or on a port): a
 * client for a browser with its own credentials (in Spanish unless told), the tenant it runs with,
 * and, when its clock can be moved, a way to move it (the suite then checks expiry, and moves it
 * 2 s between payment polls).
 */
export interface ApiHarness {
  readonly client: (credentials: BrowserCredentials, language?: Language) => ApiShape
  readonly tenant: TenantConfig
  readonly advance?: (ms: number) => void
}

const MINUTE = 60_000
const POLL_STEP_MS = 2_000
const POLL_ATTEMPTS = 60
/** A key of the right shape that opens nothing. */
const WRONG_KEY = "A".repeat(43)

const run = <A>(call: Effect.Effect<A, ApiFailure>): Promise<A> => Effect.runPromise(call)
const failureOf = <A>(call: Effect.Effect<A, ApiFailure>): Promise<ApiFailure> => Effect.runPromise(Effect.flip(call))
/** How a refused call reads: its HTTP status, or Unauthorized (the shop's "log in again"). */
const refusal = async <A>(call: Effect.Effect<A, ApiFailure>): Promise<number | string> => {
  const failure = await failureOf(call)
  return failure._tag === "ApiError" ? failure.nCode : failure._tag
}

const expectConforms = <A>(schema: Schema.Decoder<A>, value: unknown): void => {
  const result = Schema.decodeUnknownResult(schema)(value)
  expect(Result.isFailure(result) ? String(result.failure) : "conforms").toBe("conforms")
}

/**
 * A function with a numbered and a general-admission sector, found through the port alone: among
 * the shows' first functions, the one with the fewest numbered seats (every read of it is cheaper).
 * Only ids: what is free changes from test to test and is read again each time (sectorNow).
 */
interface Stage {
  readonly idFuncion: number
  readonly numberedSector: number
  readonly generalSector: number
}

const findStage = async (api: ApiShape): Promise<Stage> => {
  let best: (Stage & { readonly seats: number }) | undefined
  for (const show of await run(api.getShows())) {
    const [first] = (await run(api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))).listaFuncion
    if (first === undefined) continue
    const performance = await run(api.getPerformance({ path: { idFuncion: first.idFuncion } }))
    const numbered = performance.listaSector.filter((sector) => sector.lNumerada && sector.nDisponibles >= 8)
    const general = performance.listaSector.find((sector) => !sector.lNumerada && sector.nDisponibles >= 8)
    const seats = numbered.reduce((total, sector) => total + sector.nCapacidad, 0)
    if (numbered[0] !== undefined && general !== undefined && (best === undefined || seats < best.seats)) {
      best = {
        idFuncion: first.idFuncion,
        numberedSector: numbered[0].idSector,
        generalSector: general.idSector,
        seats,
      }
    }
  }
  if (best === undefined)
    throw new Error("The catalogue has no function with a numbered and a general-admission sector")
  return best
}

/** A function offering 2x1 (the function page shows it as 50% off for 2 or more) on a numbered sector. */
interface TwoForOne {
  readonly idFuncion: number
  readonly idPromocion: number
  readonly sector: Sector
}

const findTwoForOne = async (api: ApiShape): Promise<TwoForOne> => {
  for (const show of await run(api.getShows())) {
    for (const summary of (await run(api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } })))
      .listaFuncion) {
      const performance = await run(api.getPerformance({ path: { idFuncion: summary.idFuncion } }))
      const promotion = performance.listaPromocion.find(
        (candidate) =>
          candidate.nPorcentajeDescuento === 50 && candidate.nCantidadMinima === 2 && candidate.nCantidadMaxima >= 3,
      )
      const sector = performance.listaSector.find(
        (candidate) =>
          candidate.lNumerada && candidate.nDisponibles >= 3 && promotion?.listaIdSector.includes(candidate.idSector),
      )
      if (promotion !== undefined && sector !== undefined) {
        return { idFuncion: performance.idFuncion, idPromocion: promotion.idPromocion, sector }
      }
    }
  }
  throw new Error("No function offers a 2x1 promotion")
}

const sectorNow = async (api: ApiShape, stage: Stage, idSector: number): Promise<Sector> => {
  const performance = await run(api.getPerformance({ path: { idFuncion: stage.idFuncion } }))
  const sector = performance.listaSector.find((candidate) => candidate.idSector === idSector)
  if (sector === undefined) throw new Error(`Sector ${idSector} disappeared`)
  return sector
}

const freeSeats = async (api: ApiShape, stage: Stage, count: number): Promise<Array<number>> => {
  const sector = await sectorNow(api, stage, stage.numberedSector)
  const free = sector.listaPosicion.filter((seat) => seat.cEstado === "LIBRE").slice(0, count)
  if (free.length < count) throw new Error("Not enough free seats left for the test")
  return free.map((seat) => seat.idPosicion)
}

const seatStates = async (api: ApiShape, stage: Stage, ids: ReadonlyArray<number>) => {
  const sector = await sectorNow(api, stage, stage.numberedSector)
  return ids.map((id) => sector.listaPosicion.find((seat) => seat.idPosicion === id)?.cEstado)
}

const takeRequest = (stage: Stage, ids: ReadonlyArray<number>, idProcesoDeCompra = 0) => ({
  path: { idProcesoDeCompra },
  body: { idFuncion: stage.idFuncion, listaIdPosicion: ids, idPromocion: null },
})

const takeSeats = (api: ApiShape, stage: Stage, ids: ReadonlyArray<number>, idProcesoDeCompra = 0) =>
  run(api.takeSeats(takeRequest(stage, ids, idProcesoDeCompra)))

const process = (idProcesoDeCompra: number) => ({ path: { idProcesoDeCompra } })

const uniqueEmail = () => `suite-${Math.random().toString(36).slice(2, 10)}@example.com`

/** Chooses e-ticket delivery and the credit card, as the checkout does before paying. */
const readyToPay = async (api: ApiShape, idProcesoDeCompra: number): Promise<void> => {
  const deliveryTypes = await run(api.getDeliveryTypes(process(idProcesoDeCompra)))
  const eTicket = deliveryTypes.find((type) => type.cCodigo === "ETICKET")
  if (eTicket === undefined) throw new Error("No e-ticket delivery")
  await run(
    api.selectDeliveryType({
      ...process(idProcesoDeCompra),
      body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null },
    }),
  )
  const methods = await run(api.getPaymentMethods(process(idProcesoDeCompra)))
  const credit = methods.find((method) => method.cTipo === "CREDITO")
  if (credit === undefined) throw new Error("No credit card payment method")
  await run(api.selectPaymentMethod({ ...process(idProcesoDeCompra), body: { nFormaDePago: credit.nFormaDePago } }))
}

/** A browser that signed up: the shop's charges are made signed in. */
const signedUpBrowser = async (browser: Browser): Promise<string> => {
  const cEmail = uniqueEmail()
  await run(browser.api.signUp({ body: signUpForm(cEmail) }))
  return cEmail
}

/**
 * The contract the HTTP adapter keeps with the reference server, in process and over a socket.
 * It uses only the port, picks free places as it finds them, and signs up its own customers; each
 * test opens its own browsers, each with its own session and purchase keys.
 */
export function describeApiContract(name: string, makeHarness: () => ApiHarness | Promise<ApiHarness>): void {
  describe(`Api contract: ${name}`, () => {
    let harness: ApiHarness
    let browser: () => Browser
    let api: ApiShape
    let stage: Stage
    // Every harness starts from the same catalogue: the stage is looked for once (it walks seat maps).
    let firstStage: Stage | undefined
    let firstTwoForOne: TwoForOne | undefined
    let holdMinutes: number

    beforeEach(async () => {
      harness = await makeHarness()
      browser = () => openBrowser(harness.client)
      api = browser().api
      holdMinutes = harness.tenant.purchase.clockMinutes
      stage = firstStage ??= await findStage(api)
    })

    const itMovingTime = (title: string, body: (advance: (ms: number) => void) => Promise<void>) =>
      it(title, async (context) => {
        if (harness.advance === undefined) return context.skip()
        await body(harness.advance)
      })

    it("answers the catalogue in the contract's shapes", async () => {
      const shows = await run(api.getShows())
      expect(shows.length).toBeGreaterThan(0)
      shows.forEach((show) => expectConforms(ShowCard, show))
      expectConforms(Billboard, await run(api.getBillboard()))
      const detail = await run(api.getShow({ path: { idEspectaculoCartel: shows[0]?.idEspectaculoCartel ?? 1 } }))
      expectConforms(ShowDetail, detail)
      expectConforms(Performance, await run(api.getPerformance({ path: { idFuncion: stage.idFuncion } })))
    })

    it("takes free seats, starting a process with id 0 and adding to it afterwards", async () => {
      const [first, second, third] = await freeSeats(api, stage, 3)
      const started = await takeSeats(api, stage, [first!, second!])
      expectConforms(PurchaseProcess, started)
      expect(started.idProcesoDeCompra).toBeGreaterThan(0)
      expect(started.cClaveProceso).toMatch(/^[A-Za-z0-9_-]{43}$/u)
      expect(started.oCantidadTotal.nCantidadTotal).toBe(2)
      expect(started.listaFuncion[0]?.listaPosicion.map((p) => p.idPosicion).sort()).toEqual([first, second].sort())

      const grown = await takeSeats(api, stage, [third!], started.idProcesoDeCompra)
      expect(grown.idProcesoDeCompra).toBe(started.idProcesoDeCompra)
      expect(grown.cClaveProceso).toBe(started.cClaveProceso)
      expect(grown.oCantidadTotal.nCantidadTotal).toBe(3)
      expect(grown.fPrecioTotalFinal).toBe(grown.listaFuncion[0]?.fPrecioTotalFinal)
      expect(await seatStates(api, stage, [first!, second!, third!])).toEqual(["RETENIDA", "RETENIDA", "RETENIDA"])
      expect(await run(api.getProcess(process(started.idProcesoDeCompra)))).toEqual(grown)
    })

    it("holds for the tenant's purchase clock", async () => {
      const held = await takeSeats(api, stage, await freeSeats(api, stage, 1))
      expect(Date.parse(held.dVencimiento) - Date.parse(held.dInicio)).toBe(holdMinutes * MINUTE)
    })

    it("never holds one seat for two processes, and takes all the seats asked for or none", async () => {
      const [contested, free] = await freeSeats(api, stage, 2)
      await takeSeats(api, stage, [contested!])
      expect(await refusal(browser().api.takeSeats(takeRequest(stage, [free!, contested!])))).toBe(409)
      expect(await seatStates(api, stage, [contested!, free!])).toEqual(["RETENIDA", "LIBRE"])
    })

    it("takes the best seats available side by side, and general admission by quantity", async () => {
      const best = await run(
        api.takeBestAvailable({
          ...process(0),
          body: { idFuncion: stage.idFuncion, idSector: stage.numberedSector, nCantidad: 3, idPromocion: null },
        }),
      )
      const seats = best.listaFuncion[0]?.listaPosicion ?? []
      expect(seats).toHaveLength(3)
      expect(best.lContiguas).toBe(true)
      expect(new Set(seats.map((seat) => seat.cFila)).size).toBe(1)
      const numbers = seats.map((seat) => Number(seat.cButaca)).sort((a, b) => a - b)
      expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2])

      const before = (await sectorNow(api, stage, stage.generalSector)).nDisponibles
      const floor = await run(
        api.takeBestAvailable({
          ...process(best.idProcesoDeCompra),
          body: { idFuncion: stage.idFuncion, idSector: stage.generalSector, nCantidad: 4, idPromocion: null },
        }),
      )
      expect(floor.oCantidadTotal.nCantidadTotal).toBe(7)
      expect((await sectorNow(api, stage, stage.generalSector)).nDisponibles).toBe(before - 4)
    })

    it("releases the places of one function (SoltarFuncion and SoltarGrupo)", async () => {
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      const released = await run(
        api.releaseFunction({ ...process(held.idProcesoDeCompra), body: { idFuncion: stage.idFuncion } }),
      )
      expect(released.listaFuncion).toEqual([])
      expect(released.oCantidadTotal.nCantidadTotal).toBe(0)
      expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])

      const before = (await sectorNow(api, stage, stage.generalSector)).nDisponibles
      const group = { idFuncion: stage.idFuncion, idSector: stage.generalSector, nCantidad: 2, idPromocion: null }
      await run(api.takeBestAvailable({ ...process(held.idProcesoDeCompra), body: group }))
      await run(api.releaseGroup({ ...process(held.idProcesoDeCompra), body: { idFuncion: stage.idFuncion } }))
      expect((await sectorNow(api, stage, stage.generalSector)).nDisponibles).toBe(before)
    })

    it("invalidating a process frees its places and closes it", async () => {
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      await run(api.invalidateProcess({ ...process(held.idProcesoDeCompra), body: { cOrigen: "INV001" } }))
      expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])
      expect(await refusal(api.getProcess(process(held.idProcesoDeCompra)))).toBe(410)
      expect(await refusal(api.takeSeats(takeRequest(stage, ids, held.idProcesoDeCompra)))).toBe(410)
      const again = await takeSeats(api, stage, ids)
      expect(again.oCantidadTotal.nCantidadTotal).toBe(2)
    })

    itMovingTime("holds expire when the tenant's purchase clock runs out, freeing the seats", async (move) => {
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      move(holdMinutes * MINUTE - 1_000)
      expect(await refusal(browser().api.takeSeats(takeRequest(stage, ids)))).toBe(409)
      move(2_000)
      expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])
      expect(await refusal(api.getProcess(process(held.idProcesoDeCompra)))).toBe(410)
      const taken = await takeSeats(browser().api, stage, ids)
      expect(taken.idProcesoDeCompra).not.toBe(held.idProcesoDeCompra)
    })

    it("prices 2x1 as every second ticket free, not as half price", async () => {
      const offer = (firstTwoForOne ??= await findTwoForOne(api))
      const performance = await run(api.getPerformance({ path: { idFuncion: offer.idFuncion } }))
      const sector = performance.listaSector.find((candidate) => candidate.idSector === offer.sector.idSector)!
      const seats = sector.listaPosicion.filter((seat) => seat.cEstado === "LIBRE").slice(0, 3)
      const held = await run(
        api.takeSeats({
          ...process(0),
          body: {
            idFuncion: offer.idFuncion,
            listaIdPosicion: seats.map((seat) => seat.idPosicion),
            idPromocion: offer.idPromocion,
          },
        }),
      )
      const { fPrecio, fCargoServicio } = sector
      expect(held.fPrecioTotalFinal).toBe(2 * fPrecio + 3 * fCargoServicio)
      expect(held.listaFuncion[0]?.listaPosicion.map((position) => position.fPrecio).sort((a, b) => a - b)).toEqual([
        fCargoServicio,
        fPrecio + fCargoServicio,
        fPrecio + fCargoServicio,
      ])
    })

    describe("a purchase is touched only by the browser that holds its key, or its owner", () => {
      it("another browser, with no key or a wrong one, can neither read, change, invalidate nor adopt an anonymous purchase", async () => {
        const ids = await freeSeats(api, stage, 2)
        const held = await takeSeats(api, stage, [ids[0]!])
        const id = held.idProcesoDeCompra
        const stranger = browser()
        await signedUpBrowser(stranger)
        for (const credentials of [{}, { token: null }]) {
          const as = { ...process(id), credentials }
          expect(await refusal(stranger.api.getProcess(as))).toBe(403)
          expect(await refusal(stranger.api.takeSeats({ ...takeRequest(stage, [ids[1]!], id), credentials }))).toBe(403)
          expect(await refusal(stranger.api.releaseFunction({ ...as, body: { idFuncion: stage.idFuncion } }))).toBe(403)
          expect(await refusal(stranger.api.invalidateProcess({ ...as, body: { cOrigen: "INV001" } }))).toBe(403)
          const wrong = { ...process(id), credentials: { ...credentials, purchaseKey: WRONG_KEY } }
          expect(await refusal(stranger.api.getProcess(wrong))).toBe(404)
          expect(await refusal(stranger.api.invalidateProcess({ ...wrong, body: { cOrigen: "INV001" } }))).toBe(404)
          expect(await refusal(stranger.api.getPaymentStatus(wrong))).toBe(404)
        }
        // Nobody adopted it: its own (anonymous) browser still reads it, with its seat held.
        expect(await run(api.getProcess(process(id)))).toEqual(held)
        expect(await seatStates(api, stage, ids)).toEqual(["RETENIDA", "LIBRE"])
      })

      it("the browser that started a purchase reads, changes and invalidates it", async () => {
        const [first, second] = await freeSeats(api, stage, 2)
        const held = await takeSeats(api, stage, [first!])
        const grown = await takeSeats(api, stage, [second!], held.idProcesoDeCompra)
        expect(grown.oCantidadTotal.nCantidadTotal).toBe(2)
        expect(await run(api.getProcess(process(held.idProcesoDeCompra)))).toEqual(grown)
        await run(api.invalidateProcess({ ...process(held.idProcesoDeCompra), body: { cOrigen: "INV001" } }))
        expect(await seatStates(api, stage, [first!, second!])).toEqual(["LIBRE", "LIBRE"])
      })

      it("a login from the browser that holds the key adopts the purchase; then only its customer opens it", async () => {
        const shopper = browser()
        const held = await takeSeats(shopper.api, stage, await freeSeats(api, stage, 1))
        const id = held.idProcesoDeCompra
        const other = browser()
        await signedUpBrowser(other)
        expect(await refusal(other.api.getProcess(process(id)))).toBe(403)

        await signedUpBrowser(shopper)
        expect(await run(shopper.api.getProcess(process(id)))).toEqual(held)
        // Adopted: the key alone no longer opens it, and another customer who stole the key finds nothing.
        const stolen = { purchaseKey: held.cClaveProceso }
        expect(await refusal(browser().api.getProcess({ ...process(id), credentials: stolen }))).toBe("Unauthorized")
        expect(await refusal(other.api.getProcess({ ...process(id), credentials: stolen }))).toBe(404)
        expect(
          await refusal(
            other.api.invalidateProcess({ ...process(id), credentials: stolen, body: { cOrigen: "INV001" } }),
          ),
        ).toBe(404)
        expect(await run(shopper.api.getProcess(process(id)))).toEqual(held)
      })

      it("a signed-in customer's purchase needs that customer's token as well as its key", async () => {
        const owner = browser()
        await signedUpBrowser(owner)
        const held = await takeSeats(owner.api, stage, await freeSeats(api, stage, 1))
        const id = held.idProcesoDeCompra
        const withKey = { ...process(id), credentials: { purchaseKey: held.cClaveProceso } }
        const other = browser()
        await signedUpBrowser(other)
        expect(await refusal(other.api.getProcess(withKey))).toBe(404)
        expect(
          await refusal(
            other.api.takeSeats({
              ...takeRequest(stage, await freeSeats(api, stage, 1), id),
              credentials: withKey.credentials,
            }),
          ),
        ).toBe(404)
        expect(await refusal(browser().api.getProcess(withKey))).toBe("Unauthorized")
        expect(await refusal(other.api.getProcess(process(id)))).toBe(403)
        expect(await run(owner.api.getProcess(process(id)))).toEqual(held)
      })
    })

    describe("a hold the shopper extends (WCAG 2.2.1)", () => {
      itMovingTime(
        "renews the hold to a full clock in its last minutes, past the old deadline, as many times as the tenant allows",
        async (move) => {
          const max = harness.tenant.purchase.holdExtensions?.max ?? 0
          expect(max).toBeGreaterThan(1)
          const ids = await freeSeats(api, stage, 2)
          const held = await takeSeats(api, stage, ids)
          const purchase = process(held.idProcesoDeCompra)
          expect(await refusal(api.extendHold(purchase))).toBe(400)

          move(holdMinutes * MINUTE - 90_000)
          const first = await run(api.extendHold(purchase))
          expectConforms(HoldExtension, first)
          expect(first).toMatchObject({
            idProcesoDeCompra: held.idProcesoDeCompra,
            nExtensiones: 1,
            nExtensionesRestantes: max - 1,
          })
          expect(Date.parse(first.dVencimiento) - Date.parse(held.dVencimiento)).toBe(holdMinutes * MINUTE - 90_000)
          expect((await run(api.getProcess(purchase))).dVencimiento).toBe(first.dVencimiento)

          move(2 * MINUTE)
          expect(await seatStates(api, stage, ids)).toEqual(["RETENIDA", "RETENIDA"])
          expect(await refusal(browser().api.takeSeats(takeRequest(stage, ids)))).toBe(409)

          move(holdMinutes * MINUTE - 3 * MINUTE)
          for (let used = 2; used <= max; used += 1) {
            expect(await run(api.extendHold(purchase))).toMatchObject({
              nExtensiones: used,
              nExtensionesRestantes: max - used,
            })
            move(holdMinutes * MINUTE - MINUTE)
          }
          expect(await refusal(api.extendHold(purchase))).toBe(409)
          move(2 * MINUTE)
          expect(await refusal(api.extendHold(purchase))).toBe(410)
          expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])
        },
      )

      itMovingTime("has nothing to extend once its places are released, nor once it is invalidated", async (move) => {
        const released = await takeSeats(api, stage, await freeSeats(api, stage, 1))
        await run(api.releaseFunction({ ...process(released.idProcesoDeCompra), body: { idFuncion: stage.idFuncion } }))
        const invalidated = await takeSeats(api, stage, await freeSeats(api, stage, 1))
        await run(api.invalidateProcess({ ...process(invalidated.idProcesoDeCompra), body: { cOrigen: "INV001" } }))
        move(holdMinutes * MINUTE - MINUTE)
        expect(await refusal(api.extendHold(process(released.idProcesoDeCompra)))).toBe(400)
        expect(await refusal(api.extendHold(process(invalidated.idProcesoDeCompra)))).toBe(410)
      })

      it("is extended only by the browser that holds the key, and only with the owner's token", async () => {
        const owner = browser()
        await signedUpBrowser(owner)
        const held = await takeSeats(owner.api, stage, await freeSeats(api, stage, 1))
        const purchase = process(held.idProcesoDeCompra)
        const stolen = { ...purchase, credentials: { purchaseKey: held.cClaveProceso } }
        const other = browser()
        await signedUpBrowser(other)
        expect(await refusal(other.api.extendHold(purchase))).toBe(403)
        expect(await refusal(other.api.extendHold({ ...purchase, credentials: { purchaseKey: WRONG_KEY } }))).toBe(404)
        expect(await refusal(other.api.extendHold(stolen))).toBe(404)
        expect(await refusal(browser().api.extendHold(stolen))).toBe("Unauthorized")
        // Its owner is only told it is too early.
        expect(await refusal(owner.api.extendHold(purchase))).toBe(400)
      })
    })

    describe("the edge refuses what the database could not store", () => {
      it("a text field with a NUL is a 400 naming the field", async () => {
        const failure = await failureOf(
          api.subscribeNewsletter({ body: { cNombre: "Ana\u0000", cMail: uniqueEmail() } }),
        )
        expect(failure).toMatchObject({ _tag: "ApiError", nCode: 400 })
        expect(failure.message).toMatch(/^cNombre\b/u)
        const signUp = await failureOf(
          api.signUp({ body: { ...signUpForm(uniqueEmail()), cApellido: "Suá\u0000rez" } }),
        )
        expect(signUp).toMatchObject({ _tag: "ApiError", nCode: 400 })
        expect(signUp.message).toMatch(/^cApellido\b/u)
      })

      it("a birth date the calendar refuses (year 1000, or in the future) is a 400 naming oFechaNacimiento", async () => {
        for (const nAnio of [1000, 2999]) {
          const oFechaNacimiento = { nDia: 1, nMes: 1, nAnio }
          const signUp = await failureOf(api.signUp({ body: signUpForm(uniqueEmail(), { oFechaNacimiento }) }))
          expect(signUp).toMatchObject({ _tag: "ApiError", nCode: 400 })
          expect(signUp.message).toMatch(/^oFechaNacimiento\b/u)
        }
        const { token } = await run(api.signUp({ body: signUpForm(uniqueEmail()) }))
        const update = await failureOf(
          api.updatePersonalData({
            body: personalDataForm({ oFechaNacimiento: { nDia: 1, nMes: 1, nAnio: 1000 } }),
            credentials: { token },
          }),
        )
        expect(update).toMatchObject({ _tag: "ApiError", nCode: 400 })
        expect(update.message).toMatch(/^oFechaNacimiento\b/u)
      })

      it("an id past PostgreSQL's integer (2147483648) is a 400", async () => {
        const tooBig = 2_147_483_648
        expect(await refusal(api.getPerformance({ path: { idFuncion: tooBig } }))).toBe(400)
        expect(await refusal(api.getShow({ path: { idEspectaculoCartel: tooBig } }))).toBe(400)
        expect(
          await refusal(
            api.takeSeats({ ...process(0), body: { idFuncion: tooBig, listaIdPosicion: [1], idPromocion: null } }),
          ),
        ).toBe(400)
      })
    })

    it("offers e-ticket, box-office and home delivery; home delivery needs one of the customer's addresses", async () => {
      const shopper = browser()
      const held = await takeSeats(shopper.api, stage, await freeSeats(api, stage, 1))
      const id = held.idProcesoDeCompra
      const deliveryTypes = await run(shopper.api.getDeliveryTypes(process(id)))
      deliveryTypes.forEach((type) => expectConforms(DeliveryType, type))
      expect(deliveryTypes.map((type) => type.cCodigo).sort()).toEqual(["BOLETERIA", "DOMICILIO", "ETICKET"])
      const home = deliveryTypes.find((type) => type.cCodigo === "DOMICILIO")!
      expect(home.lRequiereDomicilio).toBe(true)
      const homeWithout = { ...process(id), body: { idEntregaTipo: home.idEntregaTipo, idClienteDomicilio: null } }
      expect(await refusal(shopper.api.selectDeliveryType(homeWithout))).toBe(400)

      await signedUpBrowser(shopper)
      const address = await run(shopper.api.addAddress({ body: addressForm() }))
      const chosen = await run(
        shopper.api.selectDeliveryType({
          ...process(id),
          body: { idEntregaTipo: home.idEntregaTipo, idClienteDomicilio: address.idClienteDomicilio },
        }),
      )
      expect(chosen.idProcesoDeCompra).toBe(id)
    })

    it("approves a charge with the approving test card: an order, sold seats, only the last 4 digits", async () => {
      const shopper = browser()
      const cEmail = await signedUpBrowser(shopper)
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(shopper.api, stage, ids)
      await readyToPay(shopper.api, held.idProcesoDeCompra)
      const status = await run(
        shopper.api.charge({ ...process(held.idProcesoDeCompra), body: chargeForm(SandboxCard.approves, { cEmail }) }),
      )
      expectConforms(PaymentStatus, status)
      expect(status.cEstado).toBe("APROBADO")
      expect(status.idPedido).not.toBeNull()
      expect(status.cUltimos4).toBe(SandboxCard.approves.slice(-4))
      expect(await seatStates(api, stage, ids)).toEqual(["VENDIDA", "VENDIDA"])
      expect(await run(shopper.api.getPaymentStatus(process(held.idProcesoDeCompra)))).toEqual(status)
    })

    it("declines a charge with the declining test card, keeping the seats held", async () => {
      const shopper = browser()
      const cEmail = await signedUpBrowser(shopper)
      const ids = await freeSeats(api, stage, 1)
      const held = await takeSeats(shopper.api, stage, ids)
      await readyToPay(shopper.api, held.idProcesoDeCompra)
      const status = await run(
        shopper.api.charge({ ...process(held.idProcesoDeCompra), body: chargeForm(SandboxCard.declines, { cEmail }) }),
      )
      expect(status.cEstado).toBe("RECHAZADO")
      expect(status.cMensaje).toBe(SANDBOX_DECLINE_MESSAGE)
      expect(status.idPedido).toBeNull()
      expect(await seatStates(api, stage, ids)).toEqual(["RETENIDA"])
    })

    it("charges only signed in", async () => {
      const shopper = browser()
      const held = await takeSeats(shopper.api, stage, await freeSeats(api, stage, 1))
      await readyToPay(shopper.api, held.idProcesoDeCompra)
      const charge = shopper.api.charge({
        ...process(held.idProcesoDeCompra),
        body: chargeForm(SandboxCard.approves, { cEmail: uniqueEmail() }),
      })
      expect(await refusal(charge)).toBe("Unauthorized")
    })

    it("a card that settles later answers PROCESANDO to the first polls, then APROBADO", async () => {
      const shopper = browser()
      const cEmail = await signedUpBrowser(shopper)
      const held = await takeSeats(shopper.api, stage, await freeSeats(api, stage, 1))
      await readyToPay(shopper.api, held.idProcesoDeCompra)
      const submitted = await run(
        shopper.api.charge({
          ...process(held.idProcesoDeCompra),
          body: chargeForm(SandboxCard.settlesLater, { cEmail }),
        }),
      )
      expect(submitted.cEstado).toBe("PROCESANDO")
      const seen: Array<string> = []
      for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
        harness.advance?.(POLL_STEP_MS)
        const polled = await run(shopper.api.getPaymentStatus(process(held.idProcesoDeCompra)))
        seen.push(polled.cEstado)
        if (polled.cEstado !== "PROCESANDO") break
      }
      expect(seen[0]).toBe("PROCESANDO")
      expect(seen.at(-1)).toBe("APROBADO")
    })

    it("charges once per process: a repeated charge answers the first result", async () => {
      const shopper = browser()
      const cEmail = await signedUpBrowser(shopper)
      const held = await takeSeats(shopper.api, stage, await freeSeats(api, stage, 2))
      const id = held.idProcesoDeCompra
      await readyToPay(shopper.api, id)
      const methods = await run(shopper.api.getPaymentMethods(process(id)))
      const credit = methods.find((method) => method.cTipo === "CREDITO")!
      const first = await run(
        shopper.api.charge({ ...process(id), body: chargeForm(SandboxCard.approves, { cEmail }) }),
      )
      // A retried pay step selects the method again before charging.
      await run(shopper.api.selectPaymentMethod({ ...process(id), body: { nFormaDePago: credit.nFormaDePago } }))
      const repeated = await run(
        shopper.api.charge({ ...process(id), body: chargeForm(SandboxCard.approves, { cEmail }) }),
      )
      const otherCard = await run(
        shopper.api.charge({ ...process(id), body: chargeForm(SandboxCard.declines, { cEmail }) }),
      )
      expect(repeated).toEqual(first)
      expect(otherCard).toEqual(first)

      const history = await run(shopper.api.getOrderHistory())
      expectConforms(OrderHistory, history)
      expect(history.listaPedido.map((order) => order.idPedido)).toEqual([first.idPedido])
      const order = history.listaPedido[0]!
      expect(order.nCantidadPagos).toBe(1)
      expect(order.fTotalPagado).toBe(
        order.fTotalEntradas +
          order.fTotalCargoServicio +
          order.fTotalEntrega +
          order.fTotalQrAntifraude +
          order.fTotalProductos,
      )
      expect(order.fTotalPagado).toBeGreaterThanOrEqual(held.fPrecioTotalFinal)
      expect(order.cUltimos4).toBe(SandboxCard.approves.slice(-4))
      expect(order.listaFuncion.flatMap((line) => line.listaEntrada)).toHaveLength(2)

      const eticket = await run(shopper.api.getEticket({ path: { idPedido: order.idPedido } }))
      expect(eticket.fileName).toBe(`entradas-pedido-${order.idPedido}.pdf`)
      expect(new TextDecoder().decode(eticket.bytes.subarray(0, 8))).toMatch(/^%PDF-1\.\d$/u)
      const [bill] = order.listaComprobante
      const billFile = await run(
        shopper.api.getBill({ path: { idPedido: order.idPedido, idComprobante: bill!.idComprobante } }),
      )
      expect(billFile.fileName).toBe(`factura-${bill!.nPuntoDeVenta}-${bill!.nNumeroComprobante}.pdf`)
      expect(await refusal(browser().api.getEticket({ path: { idPedido: order.idPedido } }))).toBe("Unauthorized")
      const other = browser()
      await signedUpBrowser(other)
      expect(await refusal(other.api.getEticket({ path: { idPedido: order.idPedido } }))).toBe(404)
    })

    it("keeps no surrounding spaces in a name: text fields are decoded as the contract says", async () => {
      const shopper = browser()
      await signedUpBrowser(shopper)
      const customer = await run(shopper.api.getCustomer())
      await run(shopper.api.updatePersonalData({ body: { ...customer, cNombre: "  Ana María  " } }))
      expect((await run(shopper.api.getCustomer())).cNombre).toBe("Ana María")
    })

    it("answers and refuses an English caller in English: the shop shows the refusal's words, never a field's name", async () => {
      const english = () => openBrowser((credentials) => harness.client(credentials, "en"))
      const first = english().api
      const second = english().api
      const [taken, free] = await freeSeats(api, stage, 2)
      const held = await takeSeats(first, stage, [taken!])
      const purchase = process(held.idProcesoDeCompra)
      const refusalIn = async <A>(call: Effect.Effect<A, ApiFailure>) => {
        const failure = await failureOf(call)
        if (failure._tag !== "ApiError") throw new Error(`expected an ApiError, got ${failure._tag}`)
        return {
          nCode: failure.nCode,
          key: failure.key,
          message: failure.message,
          shown: failureMessageOf(failure, "errors.unknown"),
        }
      }
      const answers = {
        seatTaken: await refusalIn(second.takeSeats(takeRequest(stage, [free!, taken!]))),
        nothingHeldThere: await refusalIn(
          first.changeSector({ ...purchase, body: { idFuncion: 999999, idSector: 1, idPromocion: null } }),
        ),
        noCharge: await refusalIn(first.getPaymentStatus(purchase)),
        wrongPassword: await refusalIn(
          second.login({ body: { cEmail: "nadie@example.com", cClave: "Incorrecta2025" } }),
        ),
        canceled: await (async () => {
          await run(first.invalidateProcess({ ...purchase, body: { cOrigen: "INV001" } }))
          return refusalIn(first.getProcess(purchase))
        })(),
      }
      expect(answers).toMatchObject({
        seatTaken: { nCode: 409, key: "problems.take.seatsTaken" },
        nothingHeldThere: { nCode: 400, key: "problems.take.nothingHeldInPerformance" },
        noCharge: { nCode: 404, key: "problems.payment.noCharge" },
        wrongPassword: { nCode: 401, key: "problems.account.wrongCredentials" },
        canceled: { nCode: 410, key: "problems.purchase.canceled" },
      })
      expect(answers.seatTaken.shown).toMatch(
        /^Some of the places you chose are no longer available: .+, row .+, seat \d+\.$/u,
      )
      expect(answers.nothingHeldThere.message).toMatch(/^idFuncion: /u)
      expect(answers.nothingHeldThere.shown).toBe("You hold no places for performance 999999.")
      const spanish = Object.values(es.problems).flatMap(function texts(node: unknown): Array<string> {
        return typeof node === "string" ? [node] : Object.values(node as object).flatMap(texts)
      })
      for (const [name, answer] of Object.entries(answers)) {
        expect(answer.shown, name).not.toMatch(/^[\w.-]+: /u)
        expect(spanish, name).not.toContain(answer.shown)
      }
      // Its sentences too: the HTTP adapter hands the shop the server's words in the caller's language.
      expect(await run(first.subscribeNewsletter({ body: { cNombre: "Ana", cMail: uniqueEmail() } }))).toMatch(
        /^Thank you for subscribing, Ana! /u,
      )
    })

    it("signs up and logs in; wrong credentials are an ApiError, not Unauthorized", async () => {
      const cEmail = uniqueEmail()
      const signedUp = await run(api.signUp({ body: signUpForm(cEmail, { cClave: "Butacas2025" }) }))
      expectConforms(LoginResult, signedUp)
      const loggedIn = await run(api.login({ body: { cEmail, cClave: "Butacas2025" } }))
      expect(loggedIn.user).toEqual({ cNombre: "Martina", cEmail, lAlias: false })
      const customer = await run(api.getCustomer({ credentials: { token: loggedIn.token } }))
      expectConforms(Customer, customer)
      expect(customer.cEmail).toBe(cEmail)

      const wrong = await failureOf(api.login({ body: { cEmail, cClave: "Otra2025x" } }))
      expect(wrong).toMatchObject({ _tag: "ApiError", nCode: 401 })
      expect(await refusal(api.signUp({ body: signUpForm(cEmail) }))).toBe(409)
      // In the shopper's words: the answer names the text by its key, which the shop shows in its language.
      expect(await failureOf(api.signUp({ body: signUpForm(cEmail) }))).toMatchObject({ key: "signUp.emailTaken" })
    })

    it("customer calls without a valid token fail Unauthorized", async () => {
      expect(await refusal(api.getCustomer())).toBe("Unauthorized")
      expect(await refusal(api.getOrderHistory({ credentials: { token: "not-a-token" } }))).toBe("Unauthorized")
      expect(await refusal(api.deletePhone({ path: { idClienteTelefono: 1 } }))).toBe("Unauthorized")
    })

    itMovingTime("a token stops working when the tenant's session is over", async (move) => {
      const shopper = browser()
      await signedUpBrowser(shopper)
      move(harness.tenant.session.validityMinutes * MINUTE - 1_000)
      await run(shopper.api.getCustomer())
      move(1_000)
      expect(await refusal(shopper.api.getCustomer())).toBe("Unauthorized")
    })
  })
}
