import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  fromJsonLines,
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  toJsonLines,
  type EventLogFile,
  persistedKeys,
  replayEvents,
  replayLog,
  toPlainSnapshot,
  type PlainSnapshot,
  DEFAULT_SETTINGS,
} from "@boleteria/core"
import { anyEventArb, PROCESS_IDS, stepArb } from "../../support/arbitraries.js"
import { createDriver, MINUTE, SECOND, T0, type Driver, type SystemInput } from "../../support/driver.js"
import { fakeServer } from "../../support/fakeServer.js"
import { enterBuyRoute, takeSeats } from "../../support/flows.js"
import { holdExtension } from "../../support/holdExtension.js"
import { recordingIo } from "../../support/io.js"

const SETTINGS = { ...DEFAULT_SETTINGS, maxHoldExtensions: 10 }

const fileOf = (driver: Driver): EventLogFile => ({
  header: {
    format: LOG_FORMAT,
    version: LOG_FORMAT_VERSION,
    tab: 1,
    settings: driver.settings,
    recordedAt: T0,
    personalData: "kept",
  },
  entries: driver.log.entries(),
})

/** A purchase whose shopper extends the hold twice (the second time from another tab), then lets it run out. */
const liveExtendedPurchase = () => {
  const recorder = recordingIo()
  const driver = createDriver({ settings: SETTINGS, io: recorder.io })
  const live: PlainSnapshot[] = []
  driver.system.subscribe((snapshot) => live.push(toPlainSnapshot(snapshot)))
  takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
  enterBuyRoute(driver, 501)
  for (const [used, tab] of [
    [1, 1],
    [2, 2],
  ] as const) {
    driver.tickUntil((driver.snapshot().purchaseTimer.context.timer.dMaxima ?? 0) - MINUTE)
    driver.send({ type: "timer.extensionRequested", idProcesoDeCompra: 501 }, { tab })
    driver.advance(400)
    driver.send({ type: "api.holdExtended", extension: holdExtension(501, used) }, { tab })
  }
  const extendedUntil = driver.snapshot().purchaseTimer.context.timer.dMaxima ?? 0
  driver.tickUntil(extendedUntil + 2 * SECOND)
  return { driver, recorder, live, extendedUntil }
}

describe("replaying a purchase whose hold was extended", () => {
  it("goes through the live snapshots from the JSON Lines log, with no I/O at all", () => {
    const { driver, recorder, live, extendedUntil } = liveExtendedPurchase()
    // Each request names the tab that makes the call (the live I/O of the other tab skips it).
    expect(recorder.callsTo("extendHold")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: 501 },
      { requestedBy: 2, idProcesoDeCompra: 501 },
    ])
    expect(extendedUntil).toBeGreaterThan(T0 + 12 * MINUTE + 10 * MINUTE)

    const replay = replayLog(fromJsonLines(toJsonLines(fileOf(driver))))
    expect(replay.steps.map((step) => step.snapshot)).toEqual(driver.log.redact(live))
    expect(replay.persisted).toEqual(driver.log.redact(persistedKeys(driver.snapshot())))
    const extended = replay.steps.filter((step) => step.event.type === "api.holdExtended")
    expect(extended.map((step) => step.snapshot.purchaseTimer.context)).toMatchObject([
      { timer: { nExtensiones: 1, cUltimaSituacion: "EXTENDED" } },
      { timer: { nExtensiones: 2, dMaxima: extendedUntil } },
    ])
    expect(live.at(-1)?.checkout.context).toMatchObject({ redirect: "/payFinish" })
  })

  it("replays live runs with extensions asked, granted and refused at random", () => {
    const extensionArb: fc.Arbitrary<SystemInput> = fc.oneof(
      fc
        .constantFrom(...PROCESS_IDS)
        .map((idProcesoDeCompra) => ({ type: "timer.extensionRequested" as const, idProcesoDeCompra })),
      fc.constantFrom(400, 409, 410, 555).map((nCode) => ({
        type: "api.failed" as const,
        operation: "extendHold",
        error: { tag: "ApiError" as const, nCode, message: "" },
      })),
    )
    fc.assert(
      fc.property(
        fc.array(
          stepArb(fc.oneof({ arbitrary: anyEventArb, weight: 4 }, { arbitrary: extensionArb, weight: 1 }), [1, 2]),
          { maxLength: 60, size: "max" },
        ),
        (steps) => {
          const server = fakeServer(["APROBADO"])
          const driver = createDriver({ tabId: 1, settings: SETTINGS, io: server.io })
          const live: PlainSnapshot[] = []
          driver.system.subscribe((snapshot) => live.push(toPlainSnapshot(snapshot)))
          for (const step of steps) {
            driver.advance(step.gapMs)
            driver.send(step.event, { tab: step.tab })
            for (let owed = server.takeAnswers(); owed.length > 0; owed = server.takeAnswers()) {
              for (const answer of owed) driver.send(answer.event, { tab: answer.tab })
            }
          }
          const replay = replayEvents(driver.log.events(), { tab: 1, settings: driver.settings })
          expect(replay.steps.map((step) => step.snapshot)).toEqual(driver.log.redact(live))
        },
      ),
      { numRuns: 150 },
    )
  })
})
