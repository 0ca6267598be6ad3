import { describe, expect, it } from "vitest"
import {
  connectPurchaseTimer,
  EXTENSION_MESSAGES,
  EXTENSION_PATIENCE_MS,
  CANCEL_ORIGINS,
  DEFAULT_SETTINGS,
  type MachineSettings,
} from "@boleteria/core"
import { createDriver, MINUTE, SECOND, T0, type Driver } from "../../support/driver.js"
import { enterBuyRoute, takeSeats } from "../../support/flows.js"
import { holdExtension } from "../../support/holdExtension.js"
import { recordingIo, type RecordingIo } from "../../support/io.js"

/** fixtures/tenant.json: a 12-minute clock, the alert at 2 minutes, ten extensions. */
const TENANT: MachineSettings = { ...DEFAULT_SETTINGS, maxHoldExtensions: 10 }
const CLOCK = 12 * MINUTE
const PURCHASE = 501

const running = (settings: MachineSettings = TENANT): { driver: Driver; io: RecordingIo } => {
  const io = recordingIo()
  const driver = createDriver({ settings, io: io.io })
  takeSeats(driver, { idProcesoDeCompra: PURCHASE, at: T0 })
  enterBuyRoute(driver, PURCHASE)
  return { driver, io }
}

const timerOf = (driver: Driver) => driver.snapshot().purchaseTimer
const viewOf = (driver: Driver) => connectPurchaseTimer(timerOf(driver), driver.now(), driver.dispatch)
const deadlineOf = (driver: Driver) => timerOf(driver).context.timer.dMaxima ?? 0
const request = (driver: Driver, options: { tab?: number } = {}) =>
  driver.send({ type: "timer.extensionRequested", idProcesoDeCompra: PURCHASE }, options)
const answer = (driver: Driver, used: number, idProcesoDeCompra = PURCHASE) =>
  driver.send({ type: "api.holdExtended", extension: holdExtension(idProcesoDeCompra, used) })
const fail = (driver: Driver, nCode: number) =>
  driver.send({
    type: "api.failed",
    operation: "extendHold",
    error: { tag: nCode === 555 ? "NetworkError" : "ApiError", nCode, message: "Texto del servidor" },
  })
/** The clock ran out: the checkout cancelled the purchase as expired (INV011), which resets the timer. */
const hasExpired = (driver: Driver) =>
  timerOf(driver).value === "RESET" && timerOf(driver).context.timer.cOrigen === CANCEL_ORIGINS.expired
/** Ticks until only `msLeft` of the running clock is left. */
const tickUntilLeft = (driver: Driver, msLeft: number) => driver.tickUntil(deadlineOf(driver) - msLeft)

describe("extending the hold (WCAG 2.2.1)", () => {
  it("is offered only once 2 minutes or less are left", () => {
    const { driver, io } = running()
    tickUntilLeft(driver, 2 * MINUTE + SECOND)
    expect(viewOf(driver)).toMatchObject({ canExtend: false, isAlert: false, extensionsLeft: 10 })
    request(driver)
    expect(io.callsTo("extendHold")).toEqual([])

    tickUntilLeft(driver, 2 * MINUTE)
    expect(viewOf(driver)).toMatchObject({ canExtend: true, isAlert: true, extensionsAllowed: true })
    viewOf(driver).extend()
    expect(io.callsTo("extendHold")).toEqual([{ requestedBy: 1, idProcesoDeCompra: PURCHASE }])
    expect(viewOf(driver)).toMatchObject({ canExtend: false, isExtending: true })
  })

  it("starts the clock over from the answer, so the old deadline passes and only the new one ends it", () => {
    const { driver } = running()
    tickUntilLeft(driver, MINUTE)
    request(driver)
    driver.advance(300)
    const answered = answer(driver, 1)
    expect(timerOf(driver).context.timer).toMatchObject({
      dMaxima: answered.at + CLOCK,
      nExtensiones: 1,
      cUltimaSituacion: "EXTENDED",
    })
    expect(viewOf(driver)).toMatchObject({
      secondsLeft: 12 * 60,
      isAlert: false,
      isExtending: false,
      extensionsUsed: 1,
      extensionsLeft: 9,
    })
    driver.tickUntil(T0 + CLOCK + MINUTE)
    expect(timerOf(driver).value).toBe("INICIADO")
    driver.tickUntil(answered.at + CLOCK)
    expect(timerOf(driver).value).toBe("INICIADO")
    driver.tickUntil(answered.at + CLOCK + SECOND)
    expect(hasExpired(driver)).toBe(true)
  })

  it("asks once while a request is on its way; a request unanswered for 15 s no longer blocks another", () => {
    const { driver, io } = running()
    tickUntilLeft(driver, 90 * SECOND)
    request(driver)
    driver.advance(SECOND)
    request(driver, { tab: 2 })
    expect(io.callsTo("extendHold")).toHaveLength(1)
    driver.tickUntil(driver.now() + EXTENSION_PATIENCE_MS)
    expect(viewOf(driver).canExtend).toBe(true)
    request(driver, { tab: 2 })
    expect(io.callsTo("extendHold")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: PURCHASE },
      { requestedBy: 2, idProcesoDeCompra: PURCHASE },
    ])
  })

  it("stops offering after the tenant's ten, and the clock then runs out", () => {
    const { driver, io } = running()
    for (let used = 1; used <= 10; used += 1) {
      tickUntilLeft(driver, MINUTE)
      viewOf(driver).extend()
      answer(driver, used)
    }
    expect(io.callsTo("extendHold")).toHaveLength(10)
    tickUntilLeft(driver, MINUTE)
    expect(viewOf(driver)).toMatchObject({ isAlert: true, canExtend: false, extensionsLeft: 0, extensionsUsed: 10 })
    request(driver)
    expect(io.callsTo("extendHold")).toHaveLength(10)
    driver.tickUntil(deadlineOf(driver) + SECOND)
    expect(hasExpired(driver)).toBe(true)
  })

  it("says why a refused or failed extension did not happen, in the shop's words, and lets the shopper try again", () => {
    const { driver } = running()
    tickUntilLeft(driver, MINUTE)
    for (const [nCode, message] of [
      [409, EXTENSION_MESSAGES.refused],
      [400, EXTENSION_MESSAGES.refused],
      [410, EXTENSION_MESSAGES.expired],
      [555, EXTENSION_MESSAGES.failed],
    ] as const) {
      request(driver)
      fail(driver, nCode)
      expect(viewOf(driver)).toMatchObject({ extensionMessage: message, isExtending: false, canExtend: true })
    }
    request(driver)
    expect(viewOf(driver).extensionMessage).toBeNull()
    expect(deadlineOf(driver)).toBe(T0 + CLOCK)
  })

  it("ignores answers for another purchase and answers that come after the clock ran out", () => {
    const { driver } = running()
    tickUntilLeft(driver, MINUTE)
    request(driver)
    answer(driver, 1, 999)
    expect(deadlineOf(driver)).toBe(T0 + CLOCK)
    driver.tickUntil(T0 + CLOCK + SECOND)
    expect(hasExpired(driver)).toBe(true)
    answer(driver, 1)
    expect(hasExpired(driver)).toBe(true)
    expect(timerOf(driver).context.timer.dMaxima).toBeNull()
    expect(connectPurchaseTimer(timerOf(driver), driver.now())).toMatchObject({ secondsLeft: 0, canExtend: false })
  })

  it("is never offered by a tenant that does not extend holds", () => {
    const { driver, io } = running(DEFAULT_SETTINGS)
    tickUntilLeft(driver, MINUTE)
    expect(viewOf(driver)).toMatchObject({
      isAlert: true,
      extensionsAllowed: false,
      canExtend: false,
      extensionsLeft: 0,
    })
    viewOf(driver).extend()
    request(driver)
    expect(io.callsTo("extendHold")).toEqual([])
  })

  it("lets two tabs that hear the same answers in either order agree on the deadline and the count", () => {
    const ends = [false, true].map((reversed) => {
      const { driver } = running()
      tickUntilLeft(driver, MINUTE)
      const first = { type: "api.holdExtended" as const, extension: holdExtension(PURCHASE, 1) }
      const second = { type: "api.holdExtended" as const, extension: holdExtension(PURCHASE, 2) }
      const at = driver.now()
      for (const [event, offset] of reversed
        ? ([
            [second, 200],
            [first, 100],
          ] as const)
        : ([
            [first, 100],
            [second, 200],
          ] as const))
        driver.send(event, { at: at + offset, tab: 2 })
      return timerOf(driver).context.timer
    })
    expect(ends[1]).toEqual(ends[0])
    expect(ends[0]).toMatchObject({ nExtensiones: 2 })
  })
})
