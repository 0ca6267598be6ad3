import { describe, expect, it } from "vitest"
import {
  persistedKeys,
  connectCart,
  cartMachine,
  cartTotals,
  purchaseKeyOf,
  DEFAULT_SETTINGS,
  cartActors,
} from "@boleteria/core"
import { createDriver, MINUTE, T0 } from "../../support/driver.js"
import { logIn, takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"
import { recordedMachine } from "./recordedMachine.js"
import { cartLine, purchaseKeyFor, purchaseProcess } from "../../support/purchaseProcess.js"

const cartWithIo = () => recordedMachine((io) => cartMachine.provide({ actors: cartActors(io) }), undefined)

const noDispatch = () => undefined

const TWO_FUNCTIONS = [
  cartLine({ idFuncion: 10, positions: 2 }),
  cartLine({ idFuncion: 11, positions: 3, unitPrice: 8_000 }),
]

describe("cart: taking seats (SPEC §2 cart, §7 Posiciones/Tomar)", () => {
  it("asks the server with process 0 first, then with the process it holds", () => {
    const { driver, recorder } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1000, 1001] })
    expect(driver.snapshot().value).toBe("takingSeats")
    expect(recorder.callsTo("takeSeats")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 0, idFuncion: 10, aIdPosicion: [1000, 1001] },
    ])

    driver.send({ type: "api.seatsTaken", idFuncion: 10, process: purchaseProcess({ idProcesoDeCompra: 501 }) })
    driver.send({ type: "cart.seatsRequested", idFuncion: 11, aIdPosicion: [1100] }, { tab: 2 })
    expect(recorder.callsTo("takeSeats")[1]).toEqual({
      requestedBy: 2,
      idProcesoDeCompra: 501,
      idFuncion: 11,
      aIdPosicion: [1100],
    })
  })

  it("asks for best-available places with the same process rule", () => {
    const { driver, recorder } = cartWithIo()
    driver.send({ type: "cart.bestAvailableRequested", idFuncion: 10, idSector: 3, nCantidad: 4 })
    expect(driver.snapshot().value).toBe("takingBestAvailable")
    expect(recorder.callsTo("takeBestAvailable")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 0, idFuncion: 10, idSector: 3, nCantidad: 4 },
    ])
  })

  it("keeps the process the server answered and announces the purchase", () => {
    const { driver } = cartWithIo()
    const process = purchaseProcess({ idProcesoDeCompra: 501 })
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1000, 1001] })
    driver.send({ type: "api.seatsTaken", idFuncion: 10, process }, { at: T0 + 5 })
    expect(driver.snapshot().value).toBe("ready")
    expect(driver.snapshot().context).toMatchObject({ process, requestedFunction: null, message: null })
    expect(driver.emitted).toEqual([
      {
        type: "purchase.started",
        idProcesoDeCompra: 501,
        idFuncion: 10,
        ctProcess: "CART",
        seq: 2,
        at: T0 + 5,
        tab: 1,
      },
    ])
  })

  it("keeps seats another tab took for the shared process, whatever it was doing", () => {
    const { driver } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1] })
    driver.send(
      { type: "api.seatsTaken", idFuncion: 12, process: purchaseProcess({ idProcesoDeCompra: 600 }) },
      { tab: 2 },
    )
    expect(driver.snapshot().value).toBe("ready")
    expect(driver.snapshot().context.process?.idProcesoDeCompra).toBe(600)
  })

  it("tells the shopper when best-available seats could not be kept together", () => {
    const { driver } = cartWithIo()
    driver.send({
      type: "api.seatsTaken",
      idFuncion: 10,
      process: purchaseProcess({ idProcesoDeCompra: 501, lContiguas: false }),
    })
    expect(driver.snapshot().context.message).toBe("seats.notContiguous")
  })

  it("shows the server's message when seats cannot be taken and returns to ready", () => {
    const { driver } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1] })
    driver.send({
      type: "api.failed",
      operation: "takeSeats",
      error: { tag: "ApiError", nCode: 409, message: "Las ubicaciones seleccionadas ya no están disponibles" },
    })
    expect(driver.snapshot().value).toBe("ready")
    expect(driver.snapshot().context).toMatchObject({
      process: null,
      requestedFunction: null,
      message: "Las ubicaciones seleccionadas ya no están disponibles",
    })
    expect(driver.emitted).toEqual([])
  })

  it("falls back to the communication error when the failure has no text", () => {
    const { driver } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1] })
    driver.send({ type: "api.failed", operation: "takeSeats", error: { tag: "NetworkError", nCode: 555, message: "" } })
    expect(driver.snapshot().context.message).toBe("errors.communication")
  })

  it("ignores failures of other operations while taking seats", () => {
    const { driver } = cartWithIo()
    driver.send({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1] })
    driver.send({
      type: "api.failed",
      operation: "loadDeliveryTypes",
      error: { tag: "ApiError", nCode: 500, message: "x" },
    })
    expect(driver.snapshot().value).toBe("takingSeats")
  })
})

describe("cart: removing one function (SPEC §4)", () => {
  const holdingTwo = (ctProcess: "CART" | "BOX" = "CART", lines = TWO_FUNCTIONS) => {
    const setup = cartWithIo()
    setup.driver.send({
      type: "api.seatsTaken",
      idFuncion: 11,
      process: purchaseProcess({ idProcesoDeCompra: 501, ctProcess, lines }),
    })
    return setup
  }

  it("releases the function's positions, then reloads the purchase", () => {
    const { driver, recorder } = holdingTwo()
    driver.send({ type: "cart.functionRemoveRequested", idFuncion: 11 }, { tab: 3 })
    expect(driver.snapshot().value).toBe("releasing")
    expect(recorder.callsTo("releaseFunction")).toEqual([{ requestedBy: 3, idProcesoDeCompra: 501, idFuncion: 11 }])

    const released = purchaseProcess({ idProcesoDeCompra: 501, lines: [cartLine({ idFuncion: 10 })] })
    driver.send({ type: "api.functionReleased", idFuncion: 11, process: released })
    expect(driver.snapshot().value).toBe("reloading")
    expect(recorder.callsTo("getProcess")).toEqual([{ requestedBy: 1, idProcesoDeCompra: 501 }])

    driver.send({ type: "api.processLoaded", process: released })
    expect(driver.snapshot().value).toBe("ready")
    expect(driver.snapshot().context.process).toEqual(released)
  })

  it("refuses to remove the only function: that is emptying the cart", () => {
    const { driver, recorder } = holdingTwo("CART", [cartLine({ idFuncion: 10 })])
    driver.send({ type: "cart.functionRemoveRequested", idFuncion: 10 })
    expect(driver.snapshot().value).toBe("ready")
    expect(recorder.callsTo("releaseFunction")).toEqual([])
  })

  it("refuses to remove a function from a BOX process", () => {
    const { driver, recorder } = holdingTwo("BOX")
    driver.send({ type: "cart.functionRemoveRequested", idFuncion: 11 })
    expect(driver.snapshot().value).toBe("ready")
    expect(recorder.callsTo("releaseFunction")).toEqual([])
    expect(connectCart(driver.snapshot(), noDispatch).lines.every((line) => !line.canRemove)).toBe(true)
  })

  it("refuses to remove a function the cart does not hold", () => {
    const { driver } = holdingTwo()
    driver.send({ type: "cart.functionRemoveRequested", idFuncion: 99 })
    expect(driver.snapshot().value).toBe("ready")
  })

  it("shows a failed release and keeps what it held", () => {
    const { driver } = holdingTwo()
    driver.send({ type: "cart.functionRemoveRequested", idFuncion: 11 })
    driver.send({
      type: "api.failed",
      operation: "releaseFunction",
      error: { tag: "ApiError", nCode: 500, message: "No se pudo liberar" },
    })
    expect(driver.snapshot().value).toBe("ready")
    expect(driver.snapshot().context.process?.listaFuncion).toHaveLength(2)
    expect(driver.snapshot().context.message).toBe("No se pudo liberar")
  })
})

describe("cart: emptying and invalidating (SPEC §4, through the purchase system)", () => {
  it("cancels with INV001 and 'purchase canceled', invalidates the process and keeps businessProcess until the server answers", () => {
    const recorder = recordingIo()
    const driver = createDriver({ io: recorder.io })
    logIn(driver, { at: T0 })
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    driver.send({ type: "cart.emptyRequested" }, { at: T0 + MINUTE })

    const snapshot = driver.snapshot()
    expect(snapshot.purchaseTimer.value).toBe("RESET")
    expect(snapshot.purchaseTimer.context.timer).toMatchObject({ cOrigen: "INV001", cMensaje: "purchase.canceled" })
    expect(snapshot.checkout.context).toMatchObject({
      idProcesoDeCompra: null,
      message: "purchase.canceled",
      dialog: null,
    })
    expect(snapshot.cart.value).toBe("invalidating")
    expect(snapshot.cart.context.process).toBeNull()
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 501, cOrigen: "INV001" },
    ])
    expect(persistedKeys(snapshot).businessProcess).toEqual({
      idProcesoDeCompraInvalidar: 501,
      cClaveProceso: purchaseKeyFor(501),
      dReset: T0 + MINUTE,
    })

    driver.send({ type: "api.processInvalidated", idProcesoDeCompra: 777 })
    expect(driver.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBe(501)

    driver.send({ type: "api.processInvalidated", idProcesoDeCompra: 501 })
    expect(driver.snapshot().cart.value).toBe("ready")
    expect(persistedKeys(driver.snapshot()).businessProcess).toEqual({
      idProcesoDeCompraInvalidar: null,
      cClaveProceso: null,
      dReset: null,
    })
  })

  it("does not invalidate a BOX process: it only forgets it", () => {
    const recorder = recordingIo()
    const driver = createDriver({ io: recorder.io, settings: { ...DEFAULT_SETTINGS, processType: "BOX" } })
    takeSeats(driver, { idProcesoDeCompra: 900, ctProcess: "BOX" })
    driver.send({ type: "cart.emptyRequested" })
    expect(driver.snapshot().cart.value).toBe("ready")
    expect(driver.snapshot().cart.context.process).toBeNull()
    expect(driver.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBeNull()
    expect(driver.snapshot().purchaseTimer.context.timer.cOrigen).toBe("INV001")
    expect(recorder.callsTo("invalidateProcess")).toEqual([])
  })

  it("lets the shopper take seats again while the old process is being invalidated", () => {
    const recorder = recordingIo()
    const driver = createDriver({ io: recorder.io })
    takeSeats(driver, { idProcesoDeCompra: 501 })
    driver.send({ type: "cart.emptyRequested" })
    driver.send({ type: "cart.seatsRequested", idFuncion: 12, aIdPosicion: [5] })
    expect(driver.snapshot().cart.value).toBe("takingSeats")
    expect(recorder.callsTo("takeSeats").at(-1)).toMatchObject({ idProcesoDeCompra: 0, idFuncion: 12 })
  })

  it("retries a pending invalidation when restored after a reload", () => {
    const { driver, recorder } = cartWithIo()
    driver.send({
      type: "cart.restored",
      process: null,
      pendingInvalidation: { idProcesoDeCompraInvalidar: 501, cClaveProceso: purchaseKeyFor(501), dReset: T0 - MINUTE },
      lastPurchase: null,
    })
    expect(driver.snapshot().value).toBe("invalidating")
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 501, cOrigen: "INV001" },
    ])
  })

  it("restores a held process without calling the server", () => {
    const { driver, recorder } = cartWithIo()
    const process = purchaseProcess({ idProcesoDeCompra: 501, lines: TWO_FUNCTIONS })
    driver.send({
      type: "cart.restored",
      process,
      pendingInvalidation: { idProcesoDeCompraInvalidar: null, cClaveProceso: null, dReset: null },
      lastPurchase: null,
    })
    expect(driver.snapshot().value).toBe("ready")
    expect(driver.snapshot().context.process).toEqual(process)
    expect(recorder.calls).toEqual([])
  })
})

describe("cart: the purchase key (X-Clave-Proceso) the browser holds", () => {
  it("is the one the server answered with the purchase, for that purchase only", () => {
    const driver = createDriver()
    takeSeats(driver, { idProcesoDeCompra: 501 })
    const cart = driver.snapshot().cart.context
    expect(purchaseKeyOf(cart, 501)).toBe(purchaseKeyFor(501))
    expect(purchaseKeyOf(cart, 502)).toBeNull()
    expect(purchaseKeyOf(cart, 0)).toBeNull()
  })

  it("goes with a cancelled purchase into businessProcess, so its invalidation carries it until the server answers", () => {
    const driver = createDriver()
    takeSeats(driver, { idProcesoDeCompra: 501 })
    driver.send({ type: "cart.emptyRequested" })
    expect(driver.snapshot().cart.context.process).toBeNull()
    expect(persistedKeys(driver.snapshot()).businessProcess.cClaveProceso).toBe(purchaseKeyFor(501))
    expect(purchaseKeyOf(driver.snapshot().cart.context, 501)).toBe(purchaseKeyFor(501))
  })

  it("stays as the last purchase once it is paid, so its result page can still read it, until another ends", () => {
    const driver = createDriver()
    logIn(driver)
    takeSeats(driver, { idProcesoDeCompra: 501 })
    driver.send({ type: "purchase.completed", idProcesoDeCompra: 501 })
    expect(driver.snapshot().cart.context.process).toBeNull()
    expect(persistedKeys(driver.snapshot()).lastPurchase).toEqual({
      idProcesoDeCompra: 501,
      cClaveProceso: purchaseKeyFor(501),
    })
    expect(purchaseKeyOf(driver.snapshot().cart.context, 501)).toBe(purchaseKeyFor(501))

    takeSeats(driver, { idProcesoDeCompra: 502 })
    expect(purchaseKeyOf(driver.snapshot().cart.context, 501)).toBe(purchaseKeyFor(501))
    driver.send({ type: "purchase.completed", idProcesoDeCompra: 502 })
    expect(purchaseKeyOf(driver.snapshot().cart.context, 501)).toBeNull()
    expect(purchaseKeyOf(driver.snapshot().cart.context, 502)).toBe(purchaseKeyFor(502))
  })
})

describe("connectCart and cartTotals", () => {
  it("totals are the sums of the lines", () => {
    expect(cartTotals(TWO_FUNCTIONS)).toEqual({ positions: 5, amount: 2 * 15_000 + 3 * 8_000 })
    expect(cartTotals([])).toEqual({ positions: 0, amount: 0 })
  })

  it("shows the lines, the totals and what the shopper may do", () => {
    const { driver } = cartWithIo()
    expect(connectCart(driver.snapshot(), noDispatch)).toMatchObject({
      isEmpty: true,
      canCheckout: false,
      total: 0,
      positions: 0,
    })

    driver.send({
      type: "api.seatsTaken",
      idFuncion: 11,
      process: purchaseProcess({ idProcesoDeCompra: 501, lines: TWO_FUNCTIONS }),
    })
    const view = connectCart(driver.snapshot(), noDispatch)
    expect(view).toMatchObject({
      idProcesoDeCompra: 501,
      positions: 5,
      total: 54_000,
      isEmpty: false,
      isBusy: false,
      canCheckout: true,
    })
    expect(
      view.lines.map((line) => [line.idFuncion, line.positions, line.total, line.canRemove, line.isProduct]),
    ).toEqual([
      [10, 2, 30_000, true, false],
      [11, 3, 24_000, true, false],
    ])
    expect(view.lines[0]?.image).toEqual({ cTipoImagen: "WEB_DESTACADO", cUrl: "/img/10.svg" })
  })

  it("marks product lines (type 100) and dispatches the cart's commands", () => {
    const sent: Array<Record<string, unknown>> = []
    const { driver } = cartWithIo()
    driver.send({
      type: "api.seatsTaken",
      idFuncion: 20,
      process: purchaseProcess({
        idProcesoDeCompra: 501,
        lines: [cartLine({ idFuncion: 20, idEspectaculoCartelTipo: 100 })],
      }),
    })
    const view = connectCart(driver.snapshot(), (event) => sent.push(event))
    expect(view.lines[0]?.isProduct).toBe(true)
    expect(view.lines[0]?.canRemove).toBe(false)
    view.takeSeats(10, [1, 2])
    view.empty()
    view.lines[0]?.remove()
    expect(sent).toEqual([
      { type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1, 2] },
      { type: "cart.emptyRequested" },
      { type: "cart.functionRemoveRequested", idFuncion: 20 },
    ])
  })
})
