import { describe, expect, it } from "vitest"
import {
  businessTimerOf,
  connectPurchaseTimer,
  purchaseTimerMachine,
  resetTimer,
  CANCEL_ORIGINS,
  MESSAGES,
  DEFAULT_SETTINGS,
  type MachineSettings,
} from "@boleteria/core"
import { createMachineDriver, MINUTE, SECOND, T0 } from "../../support/driver.js"

const TWELVE_MINUTES = 12 * MINUTE

const timerOf = (options: { tabId?: number; settings?: MachineSettings } = {}) =>
  createMachineDriver(
    purchaseTimerMachine,
    { tabId: options.tabId ?? 1, settings: options.settings ?? DEFAULT_SETTINGS },
    { tabId: options.tabId ?? 1 },
  )

type TimerDriver = ReturnType<typeof timerOf>

const start = (
  driver: TimerDriver,
  idProcesoDeCompra: number,
  options: { at?: number; tab?: number; ctProcess?: "CART" | "BOX" } = {},
) =>
  driver.send(
    { type: "purchase.started", idProcesoDeCompra, idFuncion: 10, ctProcess: options.ctProcess ?? "CART" },
    {
      ...(options.at === undefined ? {} : { at: options.at }),
      ...(options.tab === undefined ? {} : { tab: options.tab }),
    },
  )

const tickAt = (driver: TimerDriver, at: number) => driver.send({ type: "clock.ticked" }, { at })

const cancel = (driver: TimerDriver, idProcesoDeCompra: number) =>
  driver.send({
    type: "purchase.cancelled",
    idProcesoDeCompra,
    origin: CANCEL_ORIGINS.shopperCancelled,
    message: MESSAGES.purchaseCanceled,
  })

const timer = (driver: TimerDriver) => businessTimerOf(driver.snapshot())

/** A RESET timer as storage keeps it: with its cEstado. */
const storedReset = { ...resetTimer("CART"), cEstado: "RESET" as const }

/** What the timer concluded, leaving out the `timer.started` it announces on every accepted start. */
const conclusions = (driver: TimerDriver) => driver.emitted.filter((event) => event.type !== "timer.started")

describe("purchase timer: starting (SPEC §4)", () => {
  it("starts in RESET with no purchase and no principal tab", () => {
    const driver = timerOf()
    expect(driver.snapshot().value).toBe("RESET")
    expect(timer(driver)).toEqual(storedReset)
  })

  it("goes RESET → INICIADO on purchase.started, with 12 minutes from the event's instant", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0, tab: 1 })
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(timer(driver)).toMatchObject({
      cEstado: "INICIADO",
      ctProcess: "CART",
      idProcesoDeCompra: 501,
      idFuncion: 10,
      dDesde: T0,
      dMaxima: T0 + TWELVE_MINUTES,
      nMinutos: 12,
      cUltimaSituacion: "STARTED",
      aTabId: [1],
      nTabIdPrincipal: 1,
      dUpdateTabIdPrincipal: T0,
    })
  })

  it("makes the tab that started the purchase the principal tab, even when it is another tab", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { tab: 7 })
    expect(timer(driver).nTabIdPrincipal).toBe(7)
    expect(timer(driver).aTabId).toEqual([7])
    expect(connectPurchaseTimer(driver.snapshot()).isPrincipalTab).toBe(false)
  })

  it("reuses the running timer for the same purchase id: dMaxima stays where it was", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    driver.send({ type: "clock.ticked" }, { at: T0 + 3 * MINUTE })
    driver.send(
      { type: "purchase.started", idProcesoDeCompra: 501, idFuncion: 11, ctProcess: "CART" },
      { at: T0 + 3 * MINUTE },
    )
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(timer(driver)).toMatchObject({
      idProcesoDeCompra: 501,
      idFuncion: 11,
      dDesde: T0,
      dMaxima: T0 + TWELVE_MINUTES,
      cUltimaSituacion: "REUSED",
    })
  })

  it("starts a new timer when a different purchase id starts while one runs", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    start(driver, 502, { at: T0 + 5 * MINUTE })
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(timer(driver)).toMatchObject({
      idProcesoDeCompra: 502,
      dDesde: T0 + 5 * MINUTE,
      dMaxima: T0 + 17 * MINUTE,
      cUltimaSituacion: "STARTED",
    })
  })

  it("ignores a start older than the running timer's own start (it lost the race already)", () => {
    const driver = timerOf()
    start(driver, 502, { at: T0 + 5 * MINUTE })
    start(driver, 501, { at: T0 })
    expect(timer(driver)).toMatchObject({ idProcesoDeCompra: 502, dDesde: T0 + 5 * MINUTE })
  })

  it("announces timer.started for every start it accepts, so the checkout follows the same purchase", () => {
    const driver = timerOf()
    start(driver, 502, { at: T0 + 5 * MINUTE })
    start(driver, 501, { at: T0 })
    start(driver, 502, { at: T0 + 6 * MINUTE, tab: 2 })
    start(driver, 503, { at: T0 + 7 * MINUTE, ctProcess: "BOX" })
    expect(driver.emitted.filter((event) => event.type === "timer.started")).toEqual([
      { type: "timer.started", idProcesoDeCompra: 502, ctProcess: "CART", seq: 1, at: T0 + 5 * MINUTE, tab: 1 },
      { type: "timer.started", idProcesoDeCompra: 502, ctProcess: "CART", seq: 3, at: T0 + 6 * MINUTE, tab: 2 },
      { type: "timer.started", idProcesoDeCompra: 503, ctProcess: "BOX", seq: 4, at: T0 + 7 * MINUTE, tab: 1 },
    ])
  })

  it("resets first when the process type differs (BOX after CART), keeping the new type", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    start(driver, 501, { at: T0 + MINUTE, ctProcess: "BOX" })
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(timer(driver)).toMatchObject({
      ctProcess: "BOX",
      idProcesoDeCompra: 501,
      dDesde: T0 + MINUTE,
      dMaxima: T0 + 13 * MINUTE,
      dReset: T0 + MINUTE,
      cUltimaSituacion: "STARTED_AFTER_PROCESS_TYPE_RESET",
    })
  })

  it("records the reset also when a stopped timer of the other type starts", () => {
    const driver = timerOf()
    start(driver, 900, { at: T0, ctProcess: "BOX" })
    expect(timer(driver)).toMatchObject({
      ctProcess: "BOX",
      dReset: T0,
      cUltimaSituacion: "STARTED_AFTER_PROCESS_TYPE_RESET",
    })
  })
})

describe("purchase timer: running out (SPEC §4, §9)", () => {
  it("keeps running through a tick exactly at dMaxima and finishes one millisecond later", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    tickAt(driver, T0 + TWELVE_MINUTES)
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(conclusions(driver)).toEqual([])

    tickAt(driver, T0 + TWELVE_MINUTES + 1)
    expect(driver.snapshot().value).toBe("FINISHED")
    expect(timer(driver)).toMatchObject({ cEstado: "FINISHED", cUltimaSituacion: "EXPIRED", idProcesoDeCompra: 501 })
    expect(conclusions(driver)).toEqual([
      { type: "timer.expired", idProcesoDeCompra: 501, seq: 3, at: T0 + TWELVE_MINUTES + 1, tab: 1 },
    ])
  })

  it("counts down second by second and expires on the first tick after 12 minutes", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    const seen: number[] = []
    for (let at = T0 + SECOND; driver.snapshot().value === "INICIADO"; at += SECOND) {
      tickAt(driver, at)
      seen.push(connectPurchaseTimer(driver.snapshot()).secondsLeft)
    }
    expect(driver.now()).toBe(T0 + TWELVE_MINUTES + SECOND)
    expect(seen.slice(0, 3)).toEqual([719, 718, 717])
    expect(seen.slice(-3)).toEqual([1, 0, 0])
    expect(driver.emitted.filter((event) => event.type === "timer.expired")).toHaveLength(1)
  })

  it("does not expire on a tick that arrives late with an earlier instant", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    tickAt(driver, T0 + 11 * MINUTE)
    tickAt(driver, T0 + MINUTE)
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(driver.snapshot().context.now).toBe(T0 + 11 * MINUTE)
  })

  it("leaves FINISHED only through RESET, on the cancel of its own purchase", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    tickAt(driver, T0 + 13 * MINUTE)
    expect(driver.snapshot().value).toBe("FINISHED")

    start(driver, 502)
    tickAt(driver, T0 + 30 * MINUTE)
    driver.send({ type: "purchase.completed", idProcesoDeCompra: 501 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { tab: 2 })
    driver.send({ type: "timer.restored", timer: storedReset })
    cancel(driver, 999)
    expect(driver.snapshot().value).toBe("FINISHED")
    expect(timer(driver).idProcesoDeCompra).toBe(501)

    driver.send(
      {
        type: "purchase.cancelled",
        idProcesoDeCompra: 501,
        origin: CANCEL_ORIGINS.expired,
        message: MESSAGES.purchaseExpired,
      },
      { at: T0 + 31 * MINUTE },
    )
    expect(driver.snapshot().value).toBe("RESET")
    expect(timer(driver)).toMatchObject({
      cEstado: "RESET",
      idProcesoDeCompra: null,
      dMaxima: null,
      nTabIdPrincipal: null,
      cUltimaSituacion: "CANCELLED",
      cOrigen: "INV011",
      cMensaje: "purchase.expired",
      dReset: T0 + 31 * MINUTE,
    })
  })

  it("goes back to RESET on cancel while running; a cancel in RESET changes nothing", () => {
    const driver = timerOf()
    cancel(driver, 501)
    expect(driver.snapshot().value).toBe("RESET")
    expect(timer(driver)).toEqual(storedReset)

    start(driver, 501)
    cancel(driver, 501)
    expect(driver.snapshot().value).toBe("RESET")
    expect(timer(driver)).toMatchObject({ cOrigen: "INV009", cMensaje: "purchase.canceled" })
  })

  it("ignores the cancel of another purchase", () => {
    const driver = timerOf()
    start(driver, 501)
    cancel(driver, 777)
    expect(driver.snapshot().value).toBe("INICIADO")
  })
})

describe("purchase timer: principal tab (SPEC §4)", () => {
  it("gives the purchase to a newer claim, and the tab that lost hears timer.principalLost", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at: T0 + MINUTE, tab: 2 })
    expect(timer(driver)).toMatchObject({ nTabIdPrincipal: 2, dUpdateTabIdPrincipal: T0 + MINUTE, aTabId: [1, 2] })
    expect(conclusions(driver)).toEqual([
      { type: "timer.principalLost", idProcesoDeCompra: 501, principalTab: 2, seq: 2, at: T0 + MINUTE, tab: 2 },
    ])
    expect(connectPurchaseTimer(driver.snapshot()).isPrincipalTab).toBe(false)
  })

  it("keeps the principal when an older claim arrives late", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at: T0 + 2 * MINUTE, tab: 2 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at: T0 + MINUTE, tab: 3 })
    expect(timer(driver)).toMatchObject({
      nTabIdPrincipal: 2,
      dUpdateTabIdPrincipal: T0 + 2 * MINUTE,
      aTabId: [1, 2, 3],
    })
  })

  it("breaks a tie of instants by the larger tab id, whatever order the claims arrive in", () => {
    const at = T0 + MINUTE
    const inOrder = timerOf({ tabId: 1 })
    start(inOrder, 501, { at: T0 })
    inOrder.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at, tab: 2 })
    inOrder.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at, tab: 3 })

    const reversed = timerOf({ tabId: 1 })
    start(reversed, 501, { at: T0 })
    reversed.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at, tab: 3 })
    reversed.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at, tab: 2 })

    expect(timer(inOrder).nTabIdPrincipal).toBe(3)
    expect(timer(reversed).nTabIdPrincipal).toBe(3)
  })

  it("announces the loss only in the tab that was principal", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 2 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at: T0 + MINUTE, tab: 3 })
    expect(timer(driver).nTabIdPrincipal).toBe(3)
    expect(conclusions(driver)).toEqual([])
  })

  it("lets the principal tab claim again without announcing a loss", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at: T0 + MINUTE, tab: 1 })
    expect(timer(driver)).toMatchObject({ nTabIdPrincipal: 1, dUpdateTabIdPrincipal: T0 + MINUTE })
    expect(conclusions(driver)).toEqual([])
  })

  it("counts a buy route a tab entered before it heard of an older start", () => {
    const driver = timerOf({ tabId: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: null }, { at: T0 + MINUTE, tab: 2 })
    expect(driver.snapshot().value).toBe("RESET")
    start(driver, 501, { at: T0, tab: 1 })
    expect(timer(driver)).toMatchObject({ nTabIdPrincipal: 2, dUpdateTabIdPrincipal: T0 + MINUTE, aTabId: [1, 2] })
  })

  it("lets a start newer than every claim make its own tab principal", () => {
    const driver = timerOf({ tabId: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: null }, { at: T0, tab: 2 })
    start(driver, 501, { at: T0 + MINUTE, tab: 1 })
    expect(timer(driver)).toMatchObject({ nTabIdPrincipal: 1, dUpdateTabIdPrincipal: T0 + MINUTE, aTabId: [1] })
  })

  it("does not announce a loss when a newer claim of this tab outranks another tab's start", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, { at: T0 + 2 * MINUTE, tab: 1 })
    start(driver, 502, { at: T0 + MINUTE, tab: 2 })
    expect(timer(driver)).toMatchObject({ idProcesoDeCompra: 502, nTabIdPrincipal: 1 })
    expect(conclusions(driver)).toEqual([])
  })

  it("ignores claims for another purchase", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    driver.send({ type: "tab.claimedPrincipal", idProcesoDeCompra: 777 }, { at: T0 + MINUTE, tab: 2 })
    expect(timer(driver).nTabIdPrincipal).toBe(1)
    expect(conclusions(driver)).toEqual([])
  })

  it("announces the loss when another tab starts a new purchase over this tab's one", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    start(driver, 502, { at: T0 + MINUTE, tab: 2 })
    expect(timer(driver)).toMatchObject({ idProcesoDeCompra: 502, nTabIdPrincipal: 2 })
    expect(conclusions(driver)).toEqual([
      { type: "timer.principalLost", idProcesoDeCompra: 502, principalTab: 2, seq: 2, at: T0 + MINUTE, tab: 2 },
    ])
  })

  it("makes a tab that takes more seats for the same purchase the principal one", () => {
    const driver = timerOf({ tabId: 1 })
    start(driver, 501, { at: T0, tab: 1 })
    start(driver, 501, { at: T0 + MINUTE, tab: 2 })
    expect(timer(driver)).toMatchObject({ nTabIdPrincipal: 2, dMaxima: T0 + TWELVE_MINUTES, aTabId: [1, 2] })
    expect(conclusions(driver)).toMatchObject([
      { type: "timer.principalLost", idProcesoDeCompra: 501, principalTab: 2 },
    ])
  })
})

describe("purchase timer: box office bar navigation (SPEC §2)", () => {
  const BOX: MachineSettings = { ...DEFAULT_SETTINGS, processType: "BOX" }

  it("resets the timer and records a local RESET for this tab when this tab navigates from the bar", () => {
    const driver = timerOf({ tabId: 4, settings: BOX })
    start(driver, 900, { at: T0, ctProcess: "BOX" })
    driver.send({ type: "nav.barNavigated" }, { at: T0 + MINUTE })
    expect(driver.snapshot().value).toBe("RESET")
    expect(timer(driver)).toMatchObject({
      cEstado: "RESET",
      ctProcess: "BOX",
      cUltimaSituacion: "BAR_RESET",
      dReset: T0 + MINUTE,
    })
    expect(driver.snapshot().context.local).toEqual({ nTabId: 4, dUpdate: T0 + MINUTE })
  })

  it("resets the shared timer but not this tab's local record when another tab navigates", () => {
    const driver = timerOf({ tabId: 4, settings: BOX })
    start(driver, 900, { at: T0, ctProcess: "BOX" })
    driver.send({ type: "nav.barNavigated" }, { at: T0 + MINUTE, tab: 5 })
    expect(driver.snapshot().value).toBe("RESET")
    expect(driver.snapshot().context.local).toEqual({ nTabId: 4, dUpdate: null })
  })

  it("also leaves FINISHED through RESET on a bar navigation", () => {
    const driver = timerOf({ settings: BOX })
    start(driver, 900, { at: T0, ctProcess: "BOX" })
    tickAt(driver, T0 + 13 * MINUTE)
    driver.send({ type: "nav.barNavigated" })
    expect(driver.snapshot().value).toBe("RESET")
  })

  it("does nothing on bar navigation in the CART shop", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    driver.send({ type: "nav.barNavigated" }, { at: T0 + MINUTE })
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(driver.snapshot().context.local.dUpdate).toBeNull()
  })
})

describe("purchase timer: restore after a reload", () => {
  const running = {
    ...storedReset,
    cEstado: "INICIADO" as const,
    idProcesoDeCompra: 501,
    dDesde: T0,
    dMaxima: T0 + TWELVE_MINUTES,
    nTabIdPrincipal: 1,
    dUpdateTabIdPrincipal: T0,
    aTabId: [1],
  }

  it("resumes a running timer with its stored dMaxima and expires it on time", () => {
    const driver = timerOf()
    driver.send({ type: "timer.restored", timer: running }, { at: T0 + 5 * MINUTE })
    expect(driver.snapshot().value).toBe("INICIADO")
    expect(connectPurchaseTimer(driver.snapshot(), T0 + 5 * MINUTE).secondsLeft).toBe(7 * 60)
    tickAt(driver, T0 + TWELVE_MINUTES + 1)
    expect(driver.snapshot().value).toBe("FINISHED")
  })

  it("restores FINISHED and RESET timers in their own states", () => {
    const finished = timerOf()
    finished.send({ type: "timer.restored", timer: { ...running, cEstado: "FINISHED" } })
    expect(finished.snapshot().value).toBe("FINISHED")

    const reset = timerOf()
    reset.send({ type: "timer.restored", timer: { ...storedReset, cUltimaSituacion: "PAID" } })
    expect(reset.snapshot().value).toBe("RESET")
    expect(timer(reset).cUltimaSituacion).toBe("PAID")
  })
})

describe("connectPurchaseTimer", () => {
  it("shows whole seconds left and turns to alert at 2 minutes or less", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    const view = (now: number) => connectPurchaseTimer(driver.snapshot(), now)
    expect(view(T0)).toMatchObject({ state: "INICIADO", isRunning: true, secondsLeft: 720, isAlert: false })
    expect(view(T0 + TWELVE_MINUTES - 120_001)).toMatchObject({ secondsLeft: 120, isAlert: false })
    expect(view(T0 + TWELVE_MINUTES - 120_000)).toMatchObject({ secondsLeft: 120, isAlert: true })
    expect(view(T0 + TWELVE_MINUTES - 500)).toMatchObject({ secondsLeft: 0, isAlert: true })
  })

  it("never shows negative seconds, before or after the expiring tick", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    expect(connectPurchaseTimer(driver.snapshot(), T0 + 20 * MINUTE).secondsLeft).toBe(0)
    tickAt(driver, T0 + 20 * MINUTE)
    expect(connectPurchaseTimer(driver.snapshot())).toMatchObject({
      state: "FINISHED",
      isRunning: false,
      hasExpired: true,
      secondsLeft: 0,
      isAlert: false,
    })
  })

  it("uses the last instant the machine saw when the UI gives none, and never goes back in time", () => {
    const driver = timerOf()
    start(driver, 501, { at: T0 })
    tickAt(driver, T0 + 10 * MINUTE)
    expect(connectPurchaseTimer(driver.snapshot()).secondsLeft).toBe(120)
    expect(connectPurchaseTimer(driver.snapshot(), T0).secondsLeft).toBe(120)
  })

  it("shows zero and no alert in RESET", () => {
    expect(connectPurchaseTimer(timerOf().snapshot(), T0)).toMatchObject({
      state: "RESET",
      secondsLeft: 0,
      isAlert: false,
      idProcesoDeCompra: null,
      isPrincipalTab: false,
    })
  })
})
