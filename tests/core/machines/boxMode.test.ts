import { describe, expect, it } from "vitest"
import { businessTimerOf, type RouteName, DEFAULT_SETTINGS, type MachineSettings } from "@boleteria/core"
import { createDriver, MINUTE, T0, type Driver } from "../../support/driver.js"
import { enterBuyRoute, logIn, takeSeats } from "../../support/flows.js"

/** The box office: the tenant's process type is BOX (SPEC §1, §2, §4). */
const BOX: MachineSettings = { ...DEFAULT_SETTINGS, processType: "BOX" }

const timerOf = (driver: Driver) => driver.snapshot().purchaseTimer.context
const businessTimer = (driver: Driver) => businessTimerOf(driver.snapshot().purchaseTimer)
const checkoutOf = (driver: Driver) => driver.snapshot().checkout.context
const enter = (driver: Driver, name: RouteName, path: string) => driver.send({ type: "route.changed", name, path })

describe("box office: navigating from the bar (SPEC §2)", () => {
  it("resets the running BOX purchase clock and records this tab's local RESET; the clock no longer ends it", () => {
    const driver = createDriver({ tabId: 3, settings: BOX })
    logIn(driver)
    takeSeats(driver, { idProcesoDeCompra: 900, ctProcess: "BOX", at: T0 })
    enterBuyRoute(driver, 900)
    expect(businessTimer(driver).cEstado).toBe("INICIADO")

    driver.send({ type: "nav.barNavigated" }, { at: T0 + MINUTE })
    expect(businessTimer(driver)).toMatchObject({
      cEstado: "RESET",
      ctProcess: "BOX",
      cUltimaSituacion: "BAR_RESET",
      dReset: T0 + MINUTE,
    })
    expect(timerOf(driver).local).toEqual({ nTabId: 3, dUpdate: T0 + MINUTE })

    driver.tickUntil(T0 + 13 * MINUTE, MINUTE)
    expect(checkoutOf(driver).dialog).toBeNull()
    expect(checkoutOf(driver).message).toBeNull()
  })

  it("two tabs folding the same events agree on the shared timer; only the navigating tab records its local RESET", () => {
    const seller = createDriver({ tabId: 1, settings: BOX })
    const other = createDriver({ tabId: 2, settings: BOX })
    for (const driver of [seller, other]) {
      takeSeats(driver, { idProcesoDeCompra: 900, ctProcess: "BOX", at: T0, tab: 1 })
      driver.send({ type: "nav.barNavigated" }, { at: T0 + MINUTE, tab: 1 })
    }
    expect(timerOf(other).timer).toEqual(timerOf(seller).timer)
    expect(timerOf(seller).local).toEqual({ nTabId: 1, dUpdate: T0 + MINUTE })
    expect(timerOf(other).local).toEqual({ nTabId: 2, dUpdate: null })
  })

  it("changes nothing in the CART shop", () => {
    const driver = createDriver()
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    driver.send({ type: "nav.barNavigated" }, { at: T0 + MINUTE })
    expect(businessTimer(driver).cEstado).toBe("INICIADO")
    expect(timerOf(driver).local.dUpdate).toBeNull()
  })
})

describe("box office: the BOX route after a CART purchase was reset (SPEC §4)", () => {
  it("sends /BuyTicketBox to payFinish once the CART purchase's clock ran out", () => {
    const driver = createDriver({ settings: BOX })
    takeSeats(driver, { idProcesoDeCompra: 501, ctProcess: "CART", at: T0 })
    enter(driver, "cartelera", "/")
    driver.tickUntil(T0 + 12 * MINUTE + 1000, MINUTE)
    expect(businessTimer(driver).cEstado).toBe("RESET")
    driver.send({ type: "dialog.acknowledged" })
    enter(driver, "cartelera", "/")
    expect(checkoutOf(driver).redirect).toBeNull()

    enter(driver, "BuyTicketBox", "/BuyTicketBox")
    expect(checkoutOf(driver).redirect).toBe("/payFinish")
    enter(driver, "payFinish", "/payFinish")
    expect(checkoutOf(driver).redirect).toBeNull()
  })

  it("remembers the CART purchase across a reload: the restored tab's BOX route goes to payFinish", () => {
    const driver = createDriver({ settings: BOX })
    driver.send({
      type: "checkout.restored",
      idProcesoDeCompra: null,
      lastProcessType: "CART",
      lastFunctionPath: null,
      returnTarget: null,
    })
    enter(driver, "BuyTicketBox", "/BuyTicketBox")
    expect(checkoutOf(driver).redirect).toBe("/payFinish")
  })

  it("keeps the seller on /BuyTicketBox in a fresh tab, after a BOX purchase, and while a CART purchase still runs", () => {
    const fresh = createDriver({ settings: BOX })
    enter(fresh, "BuyTicketBox", "/BuyTicketBox")
    expect(checkoutOf(fresh).redirect).toBeNull()

    const afterBox = createDriver({ settings: BOX })
    takeSeats(afterBox, { idProcesoDeCompra: 900, ctProcess: "BOX" })
    afterBox.send({ type: "nav.barNavigated" })
    enter(afterBox, "BuyTicketBox", "/BuyTicketBox")
    expect(checkoutOf(afterBox).redirect).toBeNull()

    const running = createDriver({ settings: BOX })
    takeSeats(running, { idProcesoDeCompra: 501, ctProcess: "CART" })
    enter(running, "BuyTicketBox", "/BuyTicketBox")
    expect(checkoutOf(running).redirect).toBeNull()
    expect(checkoutOf(running).idProcesoDeCompra).toBe(501)
  })
})
