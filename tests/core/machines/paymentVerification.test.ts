import { describe, expect, it } from "vitest"
import {
  type PaymentState,
  connectPaymentVerification,
  paymentVerificationMachine,
  CANCEL_ORIGINS,
  MESSAGES,
  DEFAULT_SETTINGS,
  paymentActors,
} from "@boleteria/core"
import { createDriver, createMachineDriver, SECOND, type Driver } from "../../support/driver.js"
import { chooseETicket, enterBuyRoute, logIn, submitPayment, takeSeats } from "../../support/flows.js"
import { recordingIo, type RecordingIo } from "../../support/io.js"
import { paymentStatus } from "../../support/purchaseProcess.js"

const ID = 501
const CARD = { cardBin: "424242", last4: "4242" }
const noDispatch = () => undefined

/** A tab at the payment step of purchase 501, with I/O that records what was asked. */
const atPaymentStep = (): { driver: Driver; recorder: RecordingIo } => {
  const recorder = recordingIo()
  const driver = createDriver({ io: recorder.io })
  logIn(driver)
  takeSeats(driver, { idProcesoDeCompra: ID })
  enterBuyRoute(driver, ID)
  chooseETicket(driver, ID)
  return { driver, recorder }
}

const answerCharge = (driver: Driver, cEstado: PaymentState, cMensaje: string | null = null) =>
  driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, cEstado, { cMensaje }) })

/**
 * Ticks once a second; whenever the machine asks for the status, answers it at that
 * instant with `answer`. Returns the instants of the status calls.
 */
const tickAndAnswer = (driver: Driver, recorder: RecordingIo, seconds: number, answer: PaymentState): number[] => {
  const pollInstants: number[] = []
  for (let second = 0; second < seconds; second += 1) {
    const before = recorder.callsTo("getPaymentStatus").length
    driver.advance(SECOND)
    driver.tick()
    if (recorder.callsTo("getPaymentStatus").length > before) {
      pollInstants.push(driver.now())
      driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, answer) })
    }
  }
  return pollInstants
}

const standalone = () => createMachineDriver(paymentVerificationMachine, { settings: DEFAULT_SETTINGS })

const submitAlone = (driver: ReturnType<typeof standalone>) =>
  driver.send({
    type: "payment.submitted",
    idProcesoDeCompra: ID,
    formRef: "form-501",
    nFormaDePago: 1,
    nCuotas: 3,
    card: CARD,
  })

describe("payment verification: the charge's answer (SPEC §4 payment outcomes)", () => {
  it("charges once, with the form reference and never the card number", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    expect(driver.snapshot().paymentVerification.value).toBe("submitting")
    expect(driver.snapshot().checkout.value).toEqual({ active: "verifying" })
    expect(recorder.callsTo("charge")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: ID, formRef: `form-${ID}`, nFormaDePago: 1, nCuotas: 1 },
    ])
    expect(connectPaymentVerification(driver.snapshot().paymentVerification, noDispatch)).toMatchObject({
      phase: "verifying",
      isInProgress: true,
      card: CARD,
    })
  })

  it.each([
    ["APROBADO", "successful"],
    ["PENDIENTE_CONFIRMACION", "pendingConfirmation"],
    ["RECHAZADO", "failed"],
    ["CANCELADO", "cancelled"],
    ["REQUIERE_3DS", "awaiting3ds"],
    ["PROCESANDO", "processing"],
    ["VERIFICANDO", "verifying"],
  ] as const)("lands %s in %s", (cEstado, state) => {
    const { driver } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, cEstado)
    expect(driver.snapshot().paymentVerification.value).toBe(state)
  })

  it("shows the processor's message on a decline", () => {
    const { driver } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "RECHAZADO", "Fondos insuficientes")
    const view = connectPaymentVerification(driver.snapshot().paymentVerification, noDispatch)
    expect(view).toMatchObject({
      phase: "failed",
      hasOutcome: true,
      message: "Fondos insuficientes",
      canPayAgain: true,
      canRetry: false,
    })
  })

  it("fails with 'error in the payment request' when the charge call itself fails", () => {
    const { driver } = atPaymentStep()
    submitPayment(driver, ID)
    driver.send({ type: "api.failed", operation: "charge", error: { tag: "NetworkError", nCode: 555, message: "" } })
    expect(driver.snapshot().paymentVerification.value).toBe("failed")
    expect(driver.snapshot().paymentVerification.context.message).toBe(MESSAGES.paymentRequestError)
  })

  it("shows the 3-D Secure step and verifies again once it is done", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "REQUIERE_3DS")
    expect(connectPaymentVerification(driver.snapshot().paymentVerification, noDispatch).threeDsUrl).toBe(
      "https://3ds.example/challenge",
    )
    driver.send({ type: "payment.threeDsCompleted" })
    expect(driver.snapshot().paymentVerification.value).toBe("verifying")
    expect(tickAndAnswer(driver, recorder, 2, "APROBADO")).toHaveLength(1)
    expect(driver.snapshot().paymentVerification.value).toBe("successful")
  })
})

describe("payment verification: polling (SPEC §9: 60 attempts, every 2000 ms)", () => {
  it("polls every 2000 ms of ticks, at most 60 times, then shows 'delayed'", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    const answeredAt = driver.now()

    const instants = tickAndAnswer(driver, recorder, 200, "PROCESANDO")
    expect(instants).toHaveLength(60)
    expect(instants[0]).toBe(answeredAt + 2000)
    expect(instants.slice(1).map((at, index) => at - (instants[index] ?? 0))).toEqual(Array(59).fill(2000))
    expect(recorder.callsTo("getPaymentStatus")).toHaveLength(60)
    expect(recorder.callsTo("getPaymentStatus")[0]).toEqual({ requestedBy: 1, idProcesoDeCompra: ID })

    const view = connectPaymentVerification(driver.snapshot().paymentVerification, noDispatch)
    expect(driver.snapshot().paymentVerification.value).toBe("delayed")
    expect(view).toMatchObject({ phase: "delayed", polls: 60, maxPolls: 60, canRetry: true, hasOutcome: true })
    expect(driver.system.needsClock()).toBe(true)
  })

  it("starts each poll 2000 ms after the previous one started when answers take 300 ms", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    const answeredAt = driver.now()
    const instants: number[] = []
    // Ticks each second; every poll's answer arrives 300 ms after the poll, between two ticks.
    for (let at = answeredAt + SECOND; at <= answeredAt + 200 * SECOND; at += SECOND) {
      const before = recorder.callsTo("getPaymentStatus").length
      driver.tick({ at })
      if (recorder.callsTo("getPaymentStatus").length === before) continue
      instants.push(at)
      driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, "PROCESANDO") }, { at: at + 300 })
    }
    expect(driver.snapshot().paymentVerification.value).toBe("delayed")
    expect(instants).toHaveLength(60)
    expect(instants[0]).toBe(answeredAt + 2000)
    expect(instants.slice(1).map((at, index) => at - (instants[index] ?? 0))).toEqual(Array(59).fill(2000))
    expect((instants.at(-1) ?? 0) - answeredAt).toBe(120_000)
  })

  it("starts the next poll as soon as a late answer is in, and never while one is out", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    driver.tick({ at: driver.now() + 2 * SECOND })
    expect(recorder.callsTo("getPaymentStatus")).toHaveLength(1)
    // The next poll falls due while the first is still out: the ticks leave it alone.
    driver.tickUntil(driver.now() + 3 * SECOND)
    expect(recorder.callsTo("getPaymentStatus")).toHaveLength(1)
    driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, "PROCESANDO") }, { at: driver.now() + 500 })
    expect(driver.snapshot().paymentVerification.value).toBe("polling")
    expect(recorder.callsTo("getPaymentStatus")).toHaveLength(2)
    expect(driver.snapshot().paymentVerification.context).toMatchObject({ polls: 2, nextPollAt: driver.now() + 2000 })
  })

  it("stops needing the clock once it has an outcome and the timer is stopped", () => {
    const { driver } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "APROBADO")
    expect(driver.system.needsClock()).toBe(false)
  })

  it("counts a lost status answer as a poll and goes on polling", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "VERIFICANDO")
    driver.advance(2 * SECOND)
    driver.tick()
    driver.send({
      type: "api.failed",
      operation: "getPaymentStatus",
      error: { tag: "NetworkError", nCode: 555, message: "" },
    })
    expect(driver.snapshot().paymentVerification.value).toBe("verifying")
    expect(driver.snapshot().paymentVerification.context.polls).toBe(1)
    expect(tickAndAnswer(driver, recorder, 2, "APROBADO")).toHaveLength(1)
    expect(driver.snapshot().paymentVerification.value).toBe("successful")
  })

  it("settles on the answer of a poll", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    tickAndAnswer(driver, recorder, 6, "PROCESANDO")
    expect(driver.snapshot().paymentVerification.context.polls).toBe(3)
    tickAndAnswer(driver, recorder, 2, "PENDIENTE_CONFIRMACION")
    expect(driver.snapshot().paymentVerification.value).toBe("pendingConfirmation")
  })

  it("restarts polling from zero on retry after 'delayed'", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    tickAndAnswer(driver, recorder, 125, "PROCESANDO")
    expect(driver.snapshot().paymentVerification.value).toBe("delayed")
    tickAndAnswer(driver, recorder, 10, "PROCESANDO")
    expect(recorder.callsTo("getPaymentStatus")).toHaveLength(60)

    driver.send({ type: "payment.retryRequested" })
    const retriedAt = driver.now()
    expect(driver.snapshot().paymentVerification.value).toBe("verifying")
    expect(driver.snapshot().paymentVerification.context.polls).toBe(0)
    const instants = tickAndAnswer(driver, recorder, 4, "PROCESANDO")
    expect(instants).toEqual([retriedAt + 2000, retriedAt + 4000])
    tickAndAnswer(driver, recorder, 2, "APROBADO")
    expect(driver.snapshot().paymentVerification.value).toBe("successful")
  })

  it("cancels a charge that is still processing", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    driver.send({ type: "payment.cancelRequested" })
    expect(driver.snapshot().paymentVerification.value).toBe("cancelling")
    expect(recorder.callsTo("cancelCharge")).toEqual([{ requestedBy: 1, idProcesoDeCompra: ID }])
    driver.send({ type: "api.chargeCancelled", idProcesoDeCompra: ID })
    expect(driver.snapshot().paymentVerification.value).toBe("cancelled")
    expect(driver.snapshot().checkout.value).toEqual({ active: "payment" })
  })

  it("shows 'delayed' when the cancel call fails", () => {
    const { driver } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "PROCESANDO")
    driver.send({ type: "payment.cancelRequested" })
    driver.send({ type: "api.failed", operation: "cancelCharge", error: { tag: "ApiError", nCode: 500, message: "x" } })
    expect(driver.snapshot().paymentVerification.value).toBe("delayed")
  })
})

describe("payment verification: a declined card keeps the hold", () => {
  it("sends the checkout back to the payment step with the cart and the timer untouched", () => {
    const { driver, recorder } = atPaymentStep()
    submitPayment(driver, ID)
    answerCharge(driver, "RECHAZADO", "Tarjeta rechazada")
    const snapshot = driver.snapshot()
    expect(snapshot.checkout.value).toEqual({ active: "payment" })
    expect(snapshot.checkout.context).toMatchObject({ idProcesoDeCompra: ID, redirect: null })
    expect(snapshot.cart.context.process?.idProcesoDeCompra).toBe(ID)
    expect(snapshot.purchaseTimer.value).toBe("INICIADO")
    expect(recorder.callsTo("invalidateProcess")).toEqual([])

    submitPayment(driver, ID)
    expect(driver.snapshot().paymentVerification.value).toBe("submitting")
    expect(recorder.callsTo("charge")).toHaveLength(2)
    answerCharge(driver, "APROBADO")
    expect(driver.snapshot().checkout.context.redirect).toBe("/payConfirm")
  })
})

describe("payment verification: exactly one outcome per run", () => {
  const settledCount = (driver: ReturnType<typeof standalone>) =>
    driver.emitted.filter((event) => event.type === "payment.settled").length

  it("emits one payment.settled when approved, whatever arrives afterwards", () => {
    const driver = standalone()
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "APROBADO") })
    driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, "RECHAZADO") })
    driver.send({ type: "payment.retryRequested" })
    driver.send({ type: "clock.ticked" }, { at: driver.now() + 10 * SECOND })
    expect(driver.snapshot().value).toBe("successful")
    expect(driver.emitted).toMatchObject([{ type: "payment.settled", idProcesoDeCompra: ID, outcome: "successful" }])
  })

  it("emits one payment.settled per run: a decline, then an approval after paying again", () => {
    const driver = standalone()
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "RECHAZADO") })
    expect(settledCount(driver)).toBe(1)
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "PROCESANDO") })
    expect(settledCount(driver)).toBe(1)
    driver.send({ type: "clock.ticked" }, { at: driver.now() + 2 * SECOND })
    driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, "APROBADO") })
    expect(driver.emitted.map((event) => event.outcome)).toEqual(["failed", "successful"])
  })

  it("emits nothing while only verifying, and nothing after the purchase is cancelled", () => {
    const driver = standalone()
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "VERIFICANDO") })
    driver.send({
      type: "purchase.cancelled",
      idProcesoDeCompra: ID,
      origin: CANCEL_ORIGINS.expired,
      message: MESSAGES.purchaseExpired,
    })
    expect(driver.snapshot().value).toBe("idle")
    expect(driver.snapshot().context).toMatchObject({ idProcesoDeCompra: null, polls: 0, nextPollAt: null, card: null })
    driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, "APROBADO") })
    expect(settledCount(driver)).toBe(0)
  })

  it("keeps verifying when another purchase is cancelled", () => {
    const driver = standalone()
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "VERIFICANDO") })
    driver.send({
      type: "purchase.cancelled",
      idProcesoDeCompra: 999,
      origin: CANCEL_ORIGINS.shopperCancelled,
      message: MESSAGES.purchaseCanceled,
    })
    expect(driver.snapshot().value).toBe("verifying")
  })

  it("does not settle a poll because some other operation failed", () => {
    const recorder = recordingIo()
    const driver = createMachineDriver(paymentVerificationMachine.provide({ actors: paymentActors(recorder.io) }), {
      settings: { ...DEFAULT_SETTINGS, verificationAttempts: 1 },
    })
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "VERIFICANDO") })
    driver.send({ type: "clock.ticked" }, { at: driver.now() + 2 * SECOND })
    expect(driver.snapshot().value).toBe("polling")
    driver.send({
      type: "api.failed",
      operation: "releaseFunction",
      error: { tag: "ApiError", nCode: 500, message: "x" },
    })
    expect(driver.snapshot().value).toBe("polling")
    driver.send({ type: "payment.statusReceived", status: paymentStatus(ID, "APROBADO") })
    expect(driver.snapshot().value).toBe("successful")
  })

  it("shows 'delayed' when the last allowed status call is lost", () => {
    const driver = createMachineDriver(paymentVerificationMachine, {
      settings: { ...DEFAULT_SETTINGS, verificationAttempts: 1 },
    })
    submitAlone(driver)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, "VERIFICANDO") })
    driver.send({ type: "clock.ticked" }, { at: driver.now() + 2 * SECOND })
    driver.send({
      type: "api.failed",
      operation: "getPaymentStatus",
      error: { tag: "NetworkError", nCode: 555, message: "" },
    })
    expect(driver.snapshot().value).toBe("delayed")
    expect(driver.emitted).toMatchObject([{ type: "payment.settled", outcome: "delayed" }])
  })
})
