import { describe, expect, it } from "vitest"
import {
  fromJsonLines,
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  toJsonLines,
  type EventLogFile,
  persistedKeys,
  foldPersistedKeys,
  replayLog,
  toPlainSnapshot,
  type PlainSnapshot,
} from "@boleteria/core"
import { createDriver, MINUTE, SECOND, T0 } from "../../support/driver.js"
import { chooseETicket, enterBuyRoute, logIn, submitPayment, takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"
import { paymentStatus } from "../../support/purchaseProcess.js"

/** A live purchase, recorded: seats, delivery, a charge that polls twice, then approval. */
const livePurchase = () => {
  const recorder = recordingIo()
  const driver = createDriver({ io: recorder.io })
  const live: PlainSnapshot[] = []
  driver.system.subscribe((snapshot) => live.push(toPlainSnapshot(snapshot)))
  logIn(driver, { at: T0 })
  takeSeats(driver, { idProcesoDeCompra: 501 })
  enterBuyRoute(driver, 501)
  chooseETicket(driver, 501)
  submitPayment(driver, 501)
  driver.send({ type: "payment.chargeAnswered", status: paymentStatus(501, "PROCESANDO") })
  for (let polls = 0; polls < 2; polls += 1) {
    driver.tickUntil(driver.now() + 2 * SECOND)
    driver.send({ type: "payment.statusReceived", status: paymentStatus(501, polls === 0 ? "PROCESANDO" : "APROBADO") })
  }
  driver.tickUntil(driver.now() + MINUTE)
  const file: EventLogFile = {
    header: {
      format: LOG_FORMAT,
      version: LOG_FORMAT_VERSION,
      tab: 1,
      settings: driver.settings,
      recordedAt: driver.now(),
      personalData: "kept",
    },
    entries: driver.log.entries(),
  }
  return { driver, recorder, live, file }
}

describe("replay", () => {
  it("goes through the live run's snapshots, step by step, with no I/O at all", () => {
    const { live, file, recorder, driver } = livePurchase()
    expect(recorder.callsTo("getPaymentStatus")).toHaveLength(2)
    const replay = replayLog(fromJsonLines(toJsonLines(file)))
    expect(replay.steps.map((step) => step.event)).toEqual(file.entries.map((entry) => entry.event))
    expect(replay.steps.map((step) => step.snapshot)).toEqual(driver.log.redact(live))
    expect(live.at(-1)?.checkout.context).toMatchObject({ redirect: "/payConfirm" })
  })

  it("folds the same persisted keys as the live tab", () => {
    const { driver, file } = livePurchase()
    // The same, but for the secrets: the log holds their references.
    expect(foldPersistedKeys(file)).toEqual(driver.log.redact(persistedKeys(driver.snapshot())))
  })
})
