import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { beforeEach, describe, expect, it } from "vitest"
import { Billboard, ShowCard, ShowDetail } from "../../../core/src/contract/catalogue.js"
import { DeliveryType, PaymentStatus } from "../../../core/src/contract/checkout.js"
import { Customer, LoginResult } from "../../../core/src/contract/customer.js"
import { OrderHistory } from "../../../core/src/contract/order.js"
import { Performance, type Sector } from "../../../core/src/contract/performance.js"
import { PurchaseProcess } from "../../../core/src/contract/purchase.js"
import type { ChargeRequest, SignUpRequest } from "../../../core/src/contract/requests.js"
import { SANDBOX_DECLINE_MESSAGE, SandboxCard } from "../../../core/src/contract/sandboxCards.js"
import type { ApiShape } from "../../../core/src/ports/Api.js"
import type { ApiFailure } from "../../../core/src/ports/apiErrors.js"

/**
 * An Api to test and, when the backend's clock can be moved, a way to move it: the suite then
 * checks expiry and moves it 2 s between payment polls, as the verification machine waits.
 */
export interface ApiHarness {
  readonly api: ApiShape
  readonly advance?: (ms: number) => void
}

const MINUTE = 60_000
const HOLD_MINUTES = 12
const SESSION_MINUTES = 180
const POLL_STEP_MS = 2_000
const POLL_ATTEMPTS = 60

const run = <A>(call: Effect.Effect<A, ApiFailure>): Promise<A> => Effect.runPromise(call)
const failureOf = <A>(call: Effect.Effect<A, ApiFailure>): Promise<ApiFailure> => Effect.runPromise(Effect.flip(call))

const expectConforms = <A>(schema: Schema.Decoder<A>, value: unknown): void => {
  const result = Schema.decodeUnknownResult(schema)(value)
  expect(Result.isFailure(result) ? String(result.failure) : "conforms").toBe("conforms")
}

/**
 * A function with a numbered and a general-admission sector, found through the port alone. Only
 * ids: what is free changes from test to test and is read again each time (sectorNow).
 */
interface Stage {
  readonly idFuncion: number
  readonly numberedSector: number
  readonly generalSector: number
}

const findStage = async (api: ApiShape): Promise<Stage> => {
  for (const show of await run(api.getShows())) {
    for (const summary of (await run(api.getShow(show.idEspectaculoCartel))).listaFuncion) {
      const performance = await run(api.getPerformance(summary.idFuncion))
      const numbered = performance.listaSector.find((sector) => sector.lNumerada && sector.nDisponibles >= 8)
      const general = performance.listaSector.find((sector) => !sector.lNumerada && sector.nDisponibles >= 8)
      if (numbered !== undefined && general !== undefined) {
        return { idFuncion: summary.idFuncion, numberedSector: numbered.idSector, generalSector: general.idSector }
      }
    }
  }
  throw new Error("The catalogue has no function with a numbered and a general-admission sector")
}

const sectorNow = async (api: ApiShape, stage: Stage, idSector: number): Promise<Sector> => {
  const performance = await run(api.getPerformance(stage.idFuncion))
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

const takeSeats = (api: ApiShape, stage: Stage, ids: ReadonlyArray<number>, idProcesoDeCompra = 0) =>
  run(api.takeSeats(idProcesoDeCompra, { idFuncion: stage.idFuncion, listaIdPosicion: ids, idPromocion: null }))

const uniqueEmail = () => `suite-${Math.random().toString(36).slice(2, 10)}@example.com`

const signUpForm = (cEmail: string, cClave = "Entradas2025"): SignUpRequest => ({
  cNombre: "Martina",
  cApellido: "Suárez",
  cEmail,
  cEmailConfirmacion: cEmail,
  cClave,
  cClaveConfirmacion: cClave,
  cGenero: "FEMENINO",
  cTipoDocumento: null,
  cNumeroDocumento: null,
  cTipoTelefono: "MOVIL",
  cTelefono: "1144440000",
  oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
  cAlias: null,
  cUsuarioTelegram: null,
  cPais: "AR",
  lAceptaTerminos: true,
})

const chargeForm = (cNumeroTarjeta: string, cEmail: string): ChargeRequest => ({
  cTitular: "MARTINA SUAREZ",
  cNumeroTarjeta,
  nMesVencimiento: 12,
  nAnioVencimiento: 2040,
  cCodigoSeguridad: "123",
  nCuotas: 1,
  cTipoDocumento: "DNI",
  cNumeroDocumento: "35111222",
  cEmail,
  oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
})

/** Chooses e-ticket delivery and the credit card, as the checkout does before paying. */
const readyToPay = async (api: ApiShape, idProcesoDeCompra: number): Promise<void> => {
  const deliveryTypes = await run(api.getDeliveryTypes(idProcesoDeCompra))
  const eTicket = deliveryTypes.find((type) => type.cCodigo === "ETICKET")
  if (eTicket === undefined) throw new Error("No e-ticket delivery")
  await run(api.selectDeliveryType(idProcesoDeCompra, { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null }))
  const methods = await run(api.getPaymentMethods(idProcesoDeCompra))
  const credit = methods.find((method) => method.cTipo === "CREDITO")
  if (credit === undefined) throw new Error("No credit card payment method")
  await run(api.selectPaymentMethod(idProcesoDeCompra, { nFormaDePago: credit.nFormaDePago }))
}

/**
 * Charges are made signed in, as the shop does (the reference server refuses anonymous ones).
 *
 * The contract every Api layer keeps (memory, HTTP adapter against the reference server). It uses
 * only the port, picks free places as it finds them, and signs up its own customers.
 */
export function describeApiContract(name: string, makeApi: () => Promise<ApiHarness>): void {
  describe(`Api contract: ${name}`, () => {
    let api: ApiShape
    let advance: ((ms: number) => void) | undefined
    let stage: Stage
    // Every harness starts from the same catalogue: the stage is looked for once (it walks seat maps).
    let firstStage: Stage | undefined

    beforeEach(async () => {
      const harness = await makeApi()
      api = harness.api
      advance = harness.advance
      stage = firstStage ??= await findStage(api)
    })

    const itMovingTime = (title: string, body: (advance: (ms: number) => void) => Promise<void>) =>
      it(title, async (context) => {
        if (advance === undefined) return context.skip()
        await body(advance)
      })

    it("answers the catalogue in the contract's shapes", async () => {
      const shows = await run(api.getShows())
      expect(shows.length).toBeGreaterThan(0)
      shows.forEach((show) => expectConforms(ShowCard, show))
      expectConforms(Billboard, await run(api.getBillboard()))
      const detail = await run(api.getShow(shows[0]?.idEspectaculoCartel ?? -1))
      expectConforms(ShowDetail, detail)
      expectConforms(Performance, await run(api.getPerformance(stage.idFuncion)))
    })

    it("takes free seats, starting a process with id 0 and adding to it afterwards", async () => {
      const [first, second, third] = await freeSeats(api, stage, 3)
      const started = await takeSeats(api, stage, [first!, second!])
      expectConforms(PurchaseProcess, started)
      expect(started.idProcesoDeCompra).toBeGreaterThan(0)
      expect(started.oCantidadTotal.nCantidadTotal).toBe(2)
      expect(started.listaFuncion[0]?.listaPosicion.map((p) => p.idPosicion).sort()).toEqual([first, second].sort())
      expect(Date.parse(started.dVencimiento) - Date.parse(started.dInicio)).toBe(HOLD_MINUTES * MINUTE)

      const grown = await takeSeats(api, stage, [third!], started.idProcesoDeCompra)
      expect(grown.idProcesoDeCompra).toBe(started.idProcesoDeCompra)
      expect(grown.oCantidadTotal.nCantidadTotal).toBe(3)
      expect(grown.fPrecioTotalFinal).toBe(grown.listaFuncion[0]?.fPrecioTotalFinal)
      expect(await seatStates(api, stage, [first!, second!, third!])).toEqual(["RETENIDA", "RETENIDA", "RETENIDA"])
      expect(await run(api.getProcess(started.idProcesoDeCompra))).toEqual(grown)
    })

    it("never holds one seat for two processes, and takes all the seats asked for or none", async () => {
      const [contested, free] = await freeSeats(api, stage, 2)
      await takeSeats(api, stage, [contested!])
      const refused = await failureOf(
        api.takeSeats(0, { idFuncion: stage.idFuncion, listaIdPosicion: [free!, contested!], idPromocion: null }),
      )
      expect(refused).toMatchObject({ _tag: "ApiError", nCode: expect.any(Number) })
      expect(refused._tag === "ApiError" && refused.nCode > 299).toBe(true)
      expect(await seatStates(api, stage, [contested!, free!])).toEqual(["RETENIDA", "LIBRE"])
    })

    it("takes the best seats available side by side, and general admission by quantity", async () => {
      const best = await run(
        api.takeBestAvailable(0, { idFuncion: stage.idFuncion, idSector: stage.numberedSector, nCantidad: 3, idPromocion: null }),
      )
      const seats = best.listaFuncion[0]?.listaPosicion ?? []
      expect(seats).toHaveLength(3)
      expect(best.lContiguas).toBe(true)
      expect(new Set(seats.map((seat) => seat.cFila)).size).toBe(1)
      const numbers = seats.map((seat) => Number(seat.cButaca)).sort((a, b) => a - b)
      expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2])

      const before = (await sectorNow(api, stage, stage.generalSector)).nDisponibles
      const floor = await run(
        api.takeBestAvailable(best.idProcesoDeCompra, {
          idFuncion: stage.idFuncion,
          idSector: stage.generalSector,
          nCantidad: 4,
          idPromocion: null,
        }),
      )
      expect(floor.oCantidadTotal.nCantidadTotal).toBe(7)
      expect((await sectorNow(api, stage, stage.generalSector)).nDisponibles).toBe(before - 4)
    })

    it("releases the places of one function (SoltarFuncion and SoltarGrupo)", async () => {
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      const released = await run(api.releaseFunction(held.idProcesoDeCompra, { idFuncion: stage.idFuncion }))
      expect(released.listaFuncion).toEqual([])
      expect(released.oCantidadTotal.nCantidadTotal).toBe(0)
      expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])

      const before = (await sectorNow(api, stage, stage.generalSector)).nDisponibles
      const group = { idFuncion: stage.idFuncion, idSector: stage.generalSector, nCantidad: 2, idPromocion: null }
      await run(api.takeBestAvailable(held.idProcesoDeCompra, group))
      await run(api.releaseGroup(held.idProcesoDeCompra, { idFuncion: stage.idFuncion }))
      expect((await sectorNow(api, stage, stage.generalSector)).nDisponibles).toBe(before)
    })

    it("invalidating a process frees its places and closes it", async () => {
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      await run(api.invalidateProcess(held.idProcesoDeCompra, { cOrigen: "INV001" }))
      expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])
      expect((await failureOf(api.getProcess(held.idProcesoDeCompra)))._tag).toBe("ApiError")
      expect((await failureOf(api.takeSeats(held.idProcesoDeCompra, {
        idFuncion: stage.idFuncion,
        listaIdPosicion: ids,
        idPromocion: null,
      })))._tag).toBe("ApiError")
      const again = await takeSeats(api, stage, ids)
      expect(again.oCantidadTotal.nCantidadTotal).toBe(2)
    })

    itMovingTime("holds expire 12 minutes after the process starts, freeing the seats", async (move) => {
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      move(HOLD_MINUTES * MINUTE - 1_000)
      expect((await failureOf(api.takeSeats(0, { idFuncion: stage.idFuncion, listaIdPosicion: ids, idPromocion: null })))._tag)
        .toBe("ApiError")
      move(2_000)
      expect(await seatStates(api, stage, ids)).toEqual(["LIBRE", "LIBRE"])
      expect((await failureOf(api.getProcess(held.idProcesoDeCompra)))._tag).toBe("ApiError")
      const taken = await takeSeats(api, stage, ids)
      expect(taken.idProcesoDeCompra).not.toBe(held.idProcesoDeCompra)
    })

    it("offers e-ticket, box-office and home delivery; home delivery needs one of the customer's addresses", async () => {
      const held = await takeSeats(api, stage, await freeSeats(api, stage, 1))
      const deliveryTypes = await run(api.getDeliveryTypes(held.idProcesoDeCompra))
      deliveryTypes.forEach((type) => expectConforms(DeliveryType, type))
      expect(deliveryTypes.map((type) => type.cCodigo).sort()).toEqual(["BOLETERIA", "DOMICILIO", "ETICKET"])
      const home = deliveryTypes.find((type) => type.cCodigo === "DOMICILIO")!
      expect(home.lRequiereDomicilio).toBe(true)

      const withoutAddress = await failureOf(
        api.selectDeliveryType(held.idProcesoDeCompra, { idEntregaTipo: home.idEntregaTipo, idClienteDomicilio: null }),
      )
      expect(withoutAddress._tag).toBe("ApiError")

      const { token } = await run(api.signUp(signUpForm(uniqueEmail())))
      const address = await run(
        api.addAddress(token, {
          cTipo: "PARTICULAR",
          cReferente: null,
          cCalle: "Av. Rivadavia",
          cNumero: "5000",
          cPiso: null,
          cDepartamento: null,
          cPais: "AR",
          cProvincia: "Ciudad Autónoma de Buenos Aires",
          cLocalidad: "Caballito",
          cCodigoPostal: "C1424",
          lPredeterminado: true,
        }),
      )
      const chosen = await run(
        api.selectDeliveryType(held.idProcesoDeCompra, {
          idEntregaTipo: home.idEntregaTipo,
          idClienteDomicilio: address.idClienteDomicilio,
        }),
      )
      expect(chosen.idProcesoDeCompra).toBe(held.idProcesoDeCompra)
    })

    it("approves a charge with the approving test card: an order, sold seats, only the last 4 digits", async () => {
      const cEmail = uniqueEmail()
      await run(api.signUp(signUpForm(cEmail)))
      const ids = await freeSeats(api, stage, 2)
      const held = await takeSeats(api, stage, ids)
      await readyToPay(api, held.idProcesoDeCompra)
      const status = await run(api.charge(held.idProcesoDeCompra, chargeForm(SandboxCard.approves, cEmail)))
      expectConforms(PaymentStatus, status)
      expect(status.cEstado).toBe("APROBADO")
      expect(status.idPedido).not.toBeNull()
      expect(status.cUltimos4).toBe(SandboxCard.approves.slice(-4))
      expect(await seatStates(api, stage, ids)).toEqual(["VENDIDA", "VENDIDA"])
      expect(await run(api.getPaymentStatus(held.idProcesoDeCompra))).toEqual(status)
    })

    it("declines a charge with the declining test card, keeping the seats held", async () => {
      const cEmail = uniqueEmail()
      await run(api.signUp(signUpForm(cEmail)))
      const ids = await freeSeats(api, stage, 1)
      const held = await takeSeats(api, stage, ids)
      await readyToPay(api, held.idProcesoDeCompra)
      const status = await run(api.charge(held.idProcesoDeCompra, chargeForm(SandboxCard.declines, cEmail)))
      expect(status.cEstado).toBe("RECHAZADO")
      expect(status.cMensaje).toBe(SANDBOX_DECLINE_MESSAGE)
      expect(status.idPedido).toBeNull()
      expect(await seatStates(api, stage, ids)).toEqual(["RETENIDA"])
    })

    it("a card that settles later answers PROCESANDO to the first polls, then APROBADO", async () => {
      const cEmail = uniqueEmail()
      await run(api.signUp(signUpForm(cEmail)))
      const held = await takeSeats(api, stage, await freeSeats(api, stage, 1))
      await readyToPay(api, held.idProcesoDeCompra)
      const submitted = await run(api.charge(held.idProcesoDeCompra, chargeForm(SandboxCard.settlesLater, cEmail)))
      expect(submitted.cEstado).toBe("PROCESANDO")
      const seen: Array<string> = []
      for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
        advance?.(POLL_STEP_MS)
        const polled = await run(api.getPaymentStatus(held.idProcesoDeCompra))
        seen.push(polled.cEstado)
        if (polled.cEstado !== "PROCESANDO") break
      }
      expect(seen[0]).toBe("PROCESANDO")
      expect(seen.at(-1)).toBe("APROBADO")
    })

    it("charges once per process: a repeated charge answers the first result", async () => {
      const cEmail = uniqueEmail()
      const { token } = await run(api.signUp(signUpForm(cEmail)))
      const held = await takeSeats(api, stage, await freeSeats(api, stage, 2))
      await readyToPay(api, held.idProcesoDeCompra)
      const methods = await run(api.getPaymentMethods(held.idProcesoDeCompra))
      const credit = methods.find((method) => method.cTipo === "CREDITO")!
      const first = await run(api.charge(held.idProcesoDeCompra, chargeForm(SandboxCard.approves, cEmail)))
      // A retried pay step selects the method again before charging.
      await run(api.selectPaymentMethod(held.idProcesoDeCompra, { nFormaDePago: credit.nFormaDePago }))
      const repeated = await run(api.charge(held.idProcesoDeCompra, chargeForm(SandboxCard.approves, cEmail)))
      const otherCard = await run(api.charge(held.idProcesoDeCompra, chargeForm(SandboxCard.declines, cEmail)))
      expect(repeated).toEqual(first)
      expect(otherCard).toEqual(first)

      const history = await run(api.getOrderHistory(token))
      expectConforms(OrderHistory, history)
      expect(history.listaPedido.map((order) => order.idPedido)).toEqual([first.idPedido])
      const order = history.listaPedido[0]!
      expect(order.nCantidadPagos).toBe(1)
      expect(order.fTotalPagado).toBe(
        order.fTotalEntradas + order.fTotalCargoServicio + order.fTotalEntrega + order.fTotalQrAntifraude + order.fTotalProductos,
      )
      expect(order.fTotalPagado).toBeGreaterThanOrEqual(held.fPrecioTotalFinal)
      expect(order.cUltimos4).toBe(SandboxCard.approves.slice(-4))
      expect(order.listaFuncion.flatMap((line) => line.listaEntrada)).toHaveLength(2)
    })

    it("signs up and logs in; wrong credentials are an ApiError, not Unauthorized", async () => {
      const cEmail = uniqueEmail()
      const signedUp = await run(api.signUp(signUpForm(cEmail, "Butacas2025")))
      expectConforms(LoginResult, signedUp)
      const loggedIn = await run(api.login({ cEmail, cClave: "Butacas2025" }))
      expect(loggedIn.user).toEqual({ cNombre: "Martina", cEmail, lAlias: false })
      const customer = await run(api.getCustomer(loggedIn.token))
      expectConforms(Customer, customer)
      expect(customer.cEmail).toBe(cEmail)

      const wrong = await failureOf(api.login({ cEmail, cClave: "Otra2025x" }))
      expect(wrong._tag).toBe("ApiError")
      const duplicate = await failureOf(api.signUp(signUpForm(cEmail)))
      expect(duplicate._tag).toBe("ApiError")
    })

    it("customer calls without a valid token fail Unauthorized", async () => {
      expect((await failureOf(api.getCustomer(null)))._tag).toBe("Unauthorized")
      expect((await failureOf(api.getOrderHistory("not-a-token")))._tag).toBe("Unauthorized")
      expect((await failureOf(api.deletePhone(null, 1)))._tag).toBe("Unauthorized")
    })

    itMovingTime("a token stops working 180 minutes after login", async (move) => {
      const { token } = await run(api.signUp(signUpForm(uniqueEmail())))
      move(SESSION_MINUTES * MINUTE - 1_000)
      await run(api.getCustomer(token))
      move(1_000)
      expect((await failureOf(api.getCustomer(token)))._tag).toBe("Unauthorized")
    })
  })
}
