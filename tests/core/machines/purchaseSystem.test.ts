import { describe, expect, it } from "vitest"
import { businessTimerOf } from "@boleteria/core"
import { createDriver, MINUTE, SECOND, T0 } from "../../support/driver.js"
import { logIn, submitPayment, takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"
import { paymentStatus } from "../../support/purchaseProcess.js"

describe("purchase system: clock routing", () => {
  it("delivers a tick to a machine only once its deadline has come", () => {
    const driver = createDriver()
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    driver.tickUntil(T0 + 5 * MINUTE)
    expect(driver.snapshot().purchaseTimer.context.now).toBe(T0)
    expect(driver.snapshot().now).toBe(T0 + 5 * MINUTE)
    expect(driver.system.needsClock()).toBe(true)
  })

  it("needs the clock only while a timer runs or a payment is being verified", () => {
    const driver = createDriver()
    expect(driver.system.needsClock()).toBe(false)
    logIn(driver)
    expect(driver.system.needsClock()).toBe(false)
    takeSeats(driver, { idProcesoDeCompra: 501 })
    expect(driver.system.needsClock()).toBe(true)
    driver.send({ type: "checkout.cancelRequested" })
    expect(driver.system.needsClock()).toBe(false)
  })

  it("does not poll a payment while its cancel is in flight, however many ticks pass", () => {
    const recorder = recordingIo()
    const driver = createDriver({ io: recorder.io })
    submitPayment(driver, 501)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(501, "PROCESANDO") })
    driver.send({ type: "payment.cancelRequested" })
    driver.tickUntil(driver.now() + 10 * SECOND)
    expect(driver.snapshot().paymentVerification.value).toBe("cancelling")
    expect(recorder.callsTo("getPaymentStatus")).toEqual([])
  })
})

describe("purchase system: events heard late from another tab", () => {
  it("expires at once a purchase that started 12 minutes before a tick this tab already saw", () => {
    const recorder = recordingIo()
    const driver = createDriver({ tabId: 1, io: recorder.io })
    driver.tick({ at: T0 + 13 * MINUTE })
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0, tab: 2 })
    const snapshot = driver.snapshot()
    expect(snapshot.purchaseTimer.value).toBe("RESET")
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({ cOrigen: "INV011", cMensaje: "purchase.expired" })
    expect(snapshot.checkout.context.idProcesoDeCompra).toBeNull()
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 501, cOrigen: "INV011" },
    ])
  })

  it("keeps a late purchase whose 12 minutes have not run out by the latest tick", () => {
    const driver = createDriver({ tabId: 1 })
    driver.tick({ at: T0 + 11 * MINUTE })
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0, tab: 2 })
    expect(driver.snapshot().purchaseTimer.value).toBe("INICIADO")
    driver.tick({ at: T0 + 12 * MINUTE + 1 })
    expect(driver.snapshot().purchaseTimer.value).toBe("RESET")
  })

  it("follows only the purchase the timer kept: an older start heard late changes nothing", () => {
    const driver = createDriver({ tabId: 1 })
    takeSeats(driver, { idProcesoDeCompra: 502, at: T0 + MINUTE })
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0, tab: 2 })
    expect(businessTimerOf(driver.snapshot().purchaseTimer).idProcesoDeCompra).toBe(502)
    expect(driver.snapshot().checkout.context.idProcesoDeCompra).toBe(502)
    driver.tick({ at: T0 + 13 * MINUTE + 1 })
    expect(businessTimerOf(driver.snapshot().purchaseTimer)).toMatchObject({ cEstado: "RESET", cOrigen: "INV011" })
  })
})
