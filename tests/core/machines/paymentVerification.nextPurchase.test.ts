import { describe, expect, it } from "vitest"
import { connectPaymentVerification, paymentVerificationMachine, DEFAULT_SETTINGS } from "@boleteria/core"
import { createMachineDriver } from "../../support/driver.js"
import { paymentStatus } from "../../support/purchaseProcess.js"

const CARD = { cardBin: "450995", last4: "3704" }
const noDispatch = () => undefined

const pay = (driver: ReturnType<typeof standalone>, idProcesoDeCompra: number) =>
  driver.send({
    type: "payment.submitted",
    idProcesoDeCompra,
    formRef: `form-${idProcesoDeCompra}`,
    nFormaDePago: 1,
    nCuotas: 1,
    card: CARD,
  })

const standalone = () => createMachineDriver(paymentVerificationMachine, { settings: DEFAULT_SETTINGS })

describe("payment verification: one tab, one purchase after another", () => {
  it("shows the order an approved charge created, for the purchase it paid", () => {
    const driver = standalone()
    pay(driver, 501)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(501, "APROBADO", { idPedido: 7001 }) })
    expect(connectPaymentVerification(driver.snapshot(), noDispatch)).toMatchObject({
      phase: "successful",
      idProcesoDeCompra: 501,
      orderId: 7001,
    })
  })

  it.each([
    ["APROBADO", "successful"],
    ["PENDIENTE_CONFIRMACION", "pendingConfirmation"],
  ] as const)("charges the next purchase after one that ended %s", (cEstado, outcome) => {
    const driver = standalone()
    pay(driver, 501)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(501, cEstado) })
    expect(driver.snapshot().value).toBe(outcome)
    pay(driver, 502)
    expect(driver.snapshot().value).toBe("submitting")
    expect(connectPaymentVerification(driver.snapshot(), noDispatch)).toMatchObject({
      idProcesoDeCompra: 502,
      orderId: null,
    })
  })

  it("never charges a paid purchase twice", () => {
    const driver = standalone()
    pay(driver, 501)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(501, "APROBADO") })
    pay(driver, 501)
    expect(driver.snapshot().value).toBe("successful")
  })
})
