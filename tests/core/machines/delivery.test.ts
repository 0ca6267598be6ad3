import { describe, expect, it } from "vitest"
import {
  connectDelivery,
  DELIVERY_MESSAGES,
  deliveryMachine,
  CANCEL_ORIGINS,
  MESSAGES,
  deliveryActors,
} from "@boleteria/core"
import { createDriver, createMachineDriver } from "../../support/driver.js"
import { logIn, takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"
import { ETICKET, HOME_DELIVERY, purchaseProcess } from "../../support/purchaseProcess.js"

const deliveryWithIo = () => {
  const recorder = recordingIo()
  const driver = createMachineDriver(deliveryMachine.provide({ actors: deliveryActors(recorder.io) }), undefined)
  return { driver, recorder }
}

/** Delivery types loaded for process 501: the shopper is choosing. */
const choosing = () => {
  const setup = deliveryWithIo()
  setup.driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 })
  setup.driver.send({ type: "api.deliveryTypesLoaded", types: [ETICKET, HOME_DELIVERY] })
  return setup
}

const noDispatch = () => undefined

describe("delivery", () => {
  it("loads the delivery types of the purchase process", () => {
    const { driver, recorder } = deliveryWithIo()
    driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 }, { tab: 2 })
    expect(driver.snapshot().value).toBe("loading")
    expect(recorder.callsTo("loadDeliveryTypes")).toEqual([{ requestedBy: 2, idProcesoDeCompra: 501 }])

    driver.send({ type: "api.deliveryTypesLoaded", types: [ETICKET, HOME_DELIVERY] })
    expect(driver.snapshot().value).toBe("choosing")
    expect(driver.snapshot().context.types).toEqual([ETICKET, HOME_DELIVERY])
  })

  it("refuses home delivery without an address, with its message key, and calls nobody", () => {
    const { driver, recorder } = choosing()
    driver.send({
      type: "checkout.deliveryChosen",
      idEntregaTipo: HOME_DELIVERY.idEntregaTipo,
      idClienteDomicilio: null,
    })
    expect(driver.snapshot().value).toBe("choosing")
    expect(driver.snapshot().context.message).toBe("validation.delivery.addressRequired")
    expect(DELIVERY_MESSAGES.addressRequired).toBe("validation.delivery.addressRequired")
    expect(recorder.callsTo("selectDeliveryType")).toEqual([])
  })

  it("refuses a type the process does not offer", () => {
    const { driver, recorder } = choosing()
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: 42, idClienteDomicilio: null })
    expect(driver.snapshot().value).toBe("choosing")
    expect(driver.snapshot().context.message).toBe(DELIVERY_MESSAGES.unknownType)
    expect(recorder.callsTo("selectDeliveryType")).toEqual([])
  })

  it("chooses home delivery with an address, and confirms it when the server answers", () => {
    const { driver, recorder } = choosing()
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: HOME_DELIVERY.idEntregaTipo, idClienteDomicilio: 55 })
    expect(driver.snapshot().value).toBe("selecting")
    expect(driver.snapshot().context).toMatchObject({ idClienteDomicilio: 55, message: null })
    expect(recorder.callsTo("selectDeliveryType")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 501, idEntregaTipo: HOME_DELIVERY.idEntregaTipo, idClienteDomicilio: 55 },
    ])

    driver.send({
      type: "api.deliverySelected",
      idEntregaTipo: HOME_DELIVERY.idEntregaTipo,
      process: purchaseProcess({ idProcesoDeCompra: 501 }),
    })
    expect(driver.snapshot().value).toBe("chosen")
    expect(driver.snapshot().context.chosen).toEqual(HOME_DELIVERY)
    expect(connectDelivery(driver.snapshot(), noDispatch)).toMatchObject({ isDone: true, chosen: HOME_DELIVERY })
  })

  it("chooses the e-ticket without an address", () => {
    const { driver } = choosing()
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: ETICKET.idEntregaTipo, idClienteDomicilio: null })
    driver.send({
      type: "api.deliverySelected",
      idEntregaTipo: ETICKET.idEntregaTipo,
      process: purchaseProcess({ idProcesoDeCompra: 501 }),
    })
    expect(driver.snapshot().context.chosen).toEqual(ETICKET)
  })

  it("selects a new choice straight away when the shopper changes a confirmed one", () => {
    const { driver, recorder } = choosing()
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: ETICKET.idEntregaTipo, idClienteDomicilio: null })
    driver.send({
      type: "api.deliverySelected",
      idEntregaTipo: ETICKET.idEntregaTipo,
      process: purchaseProcess({ idProcesoDeCompra: 501 }),
    })
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: HOME_DELIVERY.idEntregaTipo, idClienteDomicilio: 55 })
    expect(driver.snapshot().value).toBe("selecting")
    expect(recorder.callsTo("selectDeliveryType").map((input) => input.idEntregaTipo)).toEqual([
      ETICKET.idEntregaTipo,
      HOME_DELIVERY.idEntregaTipo,
    ])
    driver.send({
      type: "api.deliverySelected",
      idEntregaTipo: HOME_DELIVERY.idEntregaTipo,
      process: purchaseProcess({ idProcesoDeCompra: 501 }),
    })
    expect(driver.snapshot().context.chosen).toEqual(HOME_DELIVERY)
  })

  it("keeps a confirmed choice when the change lacks the address", () => {
    const { driver, recorder } = choosing()
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: ETICKET.idEntregaTipo, idClienteDomicilio: null })
    driver.send({
      type: "api.deliverySelected",
      idEntregaTipo: ETICKET.idEntregaTipo,
      process: purchaseProcess({ idProcesoDeCompra: 501 }),
    })
    driver.send({
      type: "checkout.deliveryChosen",
      idEntregaTipo: HOME_DELIVERY.idEntregaTipo,
      idClienteDomicilio: null,
    })
    expect(driver.snapshot().value).toBe("chosen")
    expect(driver.snapshot().context).toMatchObject({ chosen: ETICKET, message: DELIVERY_MESSAGES.addressRequired })
    expect(recorder.callsTo("selectDeliveryType")).toHaveLength(1)
  })

  it("fails to load with the server's message, or the communication error when it has none", () => {
    const { driver } = deliveryWithIo()
    driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 })
    driver.send({
      type: "api.failed",
      operation: "loadDeliveryTypes",
      error: { tag: "NetworkError", nCode: 555, message: "" },
    })
    expect(driver.snapshot().value).toBe("failed")
    expect(driver.snapshot().context.message).toBe(MESSAGES.communicationError)
    expect(connectDelivery(driver.snapshot(), noDispatch).hasFailed).toBe(true)

    driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 })
    expect(driver.snapshot().value).toBe("loading")
  })

  it("goes back to choosing when the selection fails", () => {
    const { driver } = choosing()
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: ETICKET.idEntregaTipo, idClienteDomicilio: null })
    driver.send({
      type: "api.failed",
      operation: "selectDeliveryType",
      error: { tag: "ApiError", nCode: 400, message: "Tipo de entrega no disponible" },
    })
    expect(driver.snapshot().value).toBe("choosing")
    expect(driver.snapshot().context).toMatchObject({ chosen: null, message: "Tipo de entrega no disponible" })
  })

  it("ignores other operations' failures", () => {
    const { driver } = deliveryWithIo()
    driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 })
    driver.send({ type: "api.failed", operation: "takeSeats", error: { tag: "ApiError", nCode: 409, message: "x" } })
    expect(driver.snapshot().value).toBe("loading")
  })

  it("clears everything when the purchase ends", () => {
    const { driver } = choosing()
    driver.send({
      type: "purchase.cancelled",
      idProcesoDeCompra: 501,
      origin: CANCEL_ORIGINS.shopperCancelled,
      message: MESSAGES.purchaseCanceled,
    })
    expect(driver.snapshot().value).toBe("idle")
    expect(driver.snapshot().context).toEqual({
      idProcesoDeCompra: null,
      types: [],
      chosen: null,
      idClienteDomicilio: null,
      message: null,
    })
  })

  it("says which types need an address and dispatches the shopper's choices", () => {
    const sent: Array<Record<string, unknown>> = []
    const { driver } = choosing()
    const view = connectDelivery(driver.snapshot(), (event) => sent.push(event))
    expect(view.needsAddress(HOME_DELIVERY.idEntregaTipo)).toBe(true)
    expect(view.needsAddress(ETICKET.idEntregaTipo)).toBe(false)
    view.load(501)
    view.choose(3, 55)
    expect(sent).toEqual([
      { type: "checkout.deliveryRequested", idProcesoDeCompra: 501 },
      { type: "checkout.deliveryChosen", idEntregaTipo: 3, idClienteDomicilio: 55 },
    ])
  })

  it("moves the checkout to its extras step once the delivery is confirmed (through the system)", () => {
    const driver = createDriver()
    logIn(driver)
    takeSeats(driver, { idProcesoDeCompra: 501 })
    driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 })
    expect(driver.snapshot().checkout.value).toEqual({ active: "delivery" })
    driver.send({ type: "api.deliveryTypesLoaded", types: [ETICKET, HOME_DELIVERY] })
    driver.send({
      type: "checkout.deliveryChosen",
      idEntregaTipo: HOME_DELIVERY.idEntregaTipo,
      idClienteDomicilio: null,
    })
    expect(driver.snapshot().checkout.value).toEqual({ active: "delivery" })
    driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: HOME_DELIVERY.idEntregaTipo, idClienteDomicilio: 55 })
    driver.send({
      type: "api.deliverySelected",
      idEntregaTipo: HOME_DELIVERY.idEntregaTipo,
      process: purchaseProcess({ idProcesoDeCompra: 501 }),
    })
    expect(driver.snapshot().delivery.value).toBe("chosen")
    expect(driver.snapshot().checkout.value).toEqual({ active: "extras" })
  })
})
