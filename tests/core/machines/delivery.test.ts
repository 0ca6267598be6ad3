import { describe, expect, it } from "vitest"
import {
  connectDelivery,
  DELIVERY_MESSAGES,
  deliveryMachine,
  CANCEL_ORIGINS,
  MESSAGES,
  deliveryActors,
} from "@boleteria/core"
import { createDriver } from "../../support/driver.js"
import { logIn, takeSeats } from "../../support/flows.js"
import { recordedMachine } from "./recordedMachine.js"
import { ETICKET, HOME_DELIVERY, purchaseProcess } from "../../support/purchaseProcess.js"
import type { DeliveryChosen, DeliverySelected, DeliveryType } from "@boleteria/core"

const deliveryWithIo = () => recordedMachine((io) => deliveryMachine.provide({ actors: deliveryActors(io) }), undefined)

/** Delivery types loaded for process 501: the shopper is choosing. */
const choosing = () => {
  const setup = deliveryWithIo()
  setup.driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra: 501 })
  setup.driver.send({ type: "api.deliveryTypesLoaded", types: [ETICKET, HOME_DELIVERY] })
  return setup
}

const noDispatch = () => undefined

interface Sends {
  readonly send: (event: DeliveryChosen | DeliverySelected) => unknown
}

/** The shopper picks a delivery type, with the address it ships to (or none). */
const choose = (driver: Sends, type: DeliveryType, idClienteDomicilio: number | null = null) =>
  driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: type.idEntregaTipo, idClienteDomicilio })

/** The server kept the type for purchase 501. */
const serverSelects = (driver: Sends, type: DeliveryType) =>
  driver.send({
    type: "api.deliverySelected",
    idEntregaTipo: type.idEntregaTipo,
    process: purchaseProcess({ idProcesoDeCompra: 501 }),
  })

/** The shopper chose the e-ticket and the server kept it. */
const withETicket = () => {
  const setup = choosing()
  choose(setup.driver, ETICKET)
  serverSelects(setup.driver, ETICKET)
  return setup
}

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
    choose(driver, HOME_DELIVERY)
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
    choose(driver, HOME_DELIVERY, 55)
    expect(driver.snapshot().value).toBe("selecting")
    expect(driver.snapshot().context).toMatchObject({ idClienteDomicilio: 55, message: null })
    expect(recorder.callsTo("selectDeliveryType")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 501, idEntregaTipo: HOME_DELIVERY.idEntregaTipo, idClienteDomicilio: 55 },
    ])

    serverSelects(driver, HOME_DELIVERY)
    expect(driver.snapshot().value).toBe("chosen")
    expect(driver.snapshot().context.chosen).toEqual(HOME_DELIVERY)
    expect(connectDelivery(driver.snapshot(), noDispatch)).toMatchObject({ isDone: true, chosen: HOME_DELIVERY })
  })

  it("chooses the e-ticket without an address", () => {
    const { driver } = withETicket()
    expect(driver.snapshot().context.chosen).toEqual(ETICKET)
  })

  it("selects a new choice straight away when the shopper changes a confirmed one", () => {
    const { driver, recorder } = withETicket()
    choose(driver, HOME_DELIVERY, 55)
    expect(driver.snapshot().value).toBe("selecting")
    expect(recorder.callsTo("selectDeliveryType").map((input) => input.idEntregaTipo)).toEqual([
      ETICKET.idEntregaTipo,
      HOME_DELIVERY.idEntregaTipo,
    ])
    serverSelects(driver, HOME_DELIVERY)
    expect(driver.snapshot().context.chosen).toEqual(HOME_DELIVERY)
  })

  it("keeps a confirmed choice when the change lacks the address", () => {
    const { driver, recorder } = withETicket()
    choose(driver, HOME_DELIVERY)
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
    choose(driver, ETICKET)
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
    choose(driver, HOME_DELIVERY)
    expect(driver.snapshot().checkout.value).toEqual({ active: "delivery" })
    choose(driver, HOME_DELIVERY, 55)
    serverSelects(driver, HOME_DELIVERY)
    expect(driver.snapshot().delivery.value).toBe("chosen")
    expect(driver.snapshot().checkout.value).toEqual({ active: "extras" })
  })
})
