import { describe, expect, it } from "vitest"
import { persistedKeys, restoreEvents, replayEvents, connectCheckout } from "@boleteria/core"
import { createDriver, T0, type Driver } from "../../support/driver.js"
import { enterBuyRoute, logIn, submitPayment, takeSeats } from "../../support/flows.js"
import { ETICKET, HOME_DELIVERY, paymentStatus, purchaseProcess } from "../../support/purchaseProcess.js"

const ID = 501

const stepOf = (driver: Driver) => connectCheckout(driver.snapshot().checkout, driver.dispatch).step

/** Tab 1 holds purchase 501 and shows it in the buy route. */
const buying = (tabId = 1): Driver => {
  const driver = createDriver({ tabId })
  logIn(driver, { at: T0 })
  takeSeats(driver, { idProcesoDeCompra: ID, at: T0 })
  enterBuyRoute(driver, ID)
  return driver
}

/** The delivery step, from asking for it to the server keeping the choice. */
const chooseDelivery = (driver: Driver, idEntregaTipo = ETICKET.idEntregaTipo) => {
  connectCheckout(driver.snapshot().checkout, driver.dispatch).chooseDelivery()
  driver.send({ type: "api.deliveryTypesLoaded", types: [ETICKET, HOME_DELIVERY] })
  driver.send({ type: "checkout.deliveryChosen", idEntregaTipo, idClienteDomicilio: null })
  driver.send({ type: "api.deliverySelected", idEntregaTipo, process: purchaseProcess({ idProcesoDeCompra: ID }) })
}

const confirmExtras = (driver: Driver) => connectCheckout(driver.snapshot().checkout, driver.dispatch).confirmExtras()

describe("checkout: the extra products step", () => {
  it("comes after delivery and before payment, and is left by the step's confirmation", () => {
    const driver = buying()
    chooseDelivery(driver)
    expect(stepOf(driver)).toBe("extras")
    // Paying is not open yet: a submission now leaves the checkout where it is.
    submitPayment(driver, ID)
    expect(stepOf(driver)).toBe("extras")
    confirmExtras(driver)
    expect(stepOf(driver)).toBe("payment")
    expect(driver.log.events().at(-1)).toMatchObject({ type: "checkout.extrasConfirmed", idProcesoDeCompra: ID })
    expect(persistedKeys(driver.snapshot()).extrasConfirmed).toBe(ID)
  })

  it("is not asked again when the shopper changes the delivery afterwards", () => {
    const driver = buying()
    chooseDelivery(driver)
    confirmExtras(driver)
    chooseDelivery(driver, HOME_DELIVERY.idEntregaTipo)
    expect(stepOf(driver)).toBe("payment")
  })

  it("goes back to delivery when the shopper asks for it from the extras", () => {
    const driver = buying()
    chooseDelivery(driver)
    connectCheckout(driver.snapshot().checkout, driver.dispatch).chooseDelivery()
    expect(stepOf(driver)).toBe("delivery")
  })

  it("ignores a confirmation for another purchase", () => {
    const driver = buying()
    chooseDelivery(driver)
    driver.send({ type: "checkout.extrasConfirmed", idProcesoDeCompra: 999 })
    expect(stepOf(driver)).toBe("extras")
    expect(persistedKeys(driver.snapshot()).extrasConfirmed).toBeNull()
  })

  it("survives a reload: the restored tab skips the extras it confirmed", () => {
    const original = buying()
    chooseDelivery(original)
    confirmExtras(original)
    const keys = persistedKeys(original.snapshot())

    const reloaded = createDriver({ tabId: 2, startAt: original.now() })
    for (const event of restoreEvents(keys)) reloaded.send(event)
    expect(reloaded.snapshot().checkout.context.extrasConfirmedFor).toBe(ID)
    expect(persistedKeys(reloaded.snapshot())).toEqual(keys)
    chooseDelivery(reloaded)
    expect(stepOf(reloaded)).toBe("payment")
  })

  it("asks again for a purchase whose extras were not confirmed before the reload", () => {
    const original = buying()
    chooseDelivery(original)
    const reloaded = createDriver({ tabId: 2, startAt: original.now() })
    for (const event of restoreEvents(persistedKeys(original.snapshot()))) reloaded.send(event)
    chooseDelivery(reloaded)
    expect(stepOf(reloaded)).toBe("extras")
  })

  it("forgets the confirmation once the purchase ends", () => {
    const driver = buying()
    chooseDelivery(driver)
    confirmExtras(driver)
    submitPayment(driver, ID)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "APROBADO") })
    expect(driver.snapshot().checkout.value).toBe("idle")
    expect(persistedKeys(driver.snapshot()).extrasConfirmed).toBeNull()
  })

  it("replays to the same steps", () => {
    const driver = buying()
    chooseDelivery(driver)
    confirmExtras(driver)
    const replayed = replayEvents(driver.log.events(), { tab: 1, settings: driver.settings })
    expect(replayed.steps.map((step) => step.snapshot.checkout.value).slice(-3)).toEqual([
      { active: "delivery" },
      { active: "extras" },
      { active: "payment" },
    ])
    expect(replayed.persisted).toEqual(driver.log.redact(persistedKeys(driver.snapshot())))
  })
})
