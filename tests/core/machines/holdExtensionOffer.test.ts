import { describe, expect, it } from "vitest"
import { connectPurchaseTimer, holdExtensionOffer, DEFAULT_SETTINGS, type MachineSettings } from "@boleteria/core"
import { createDriver, MINUTE, SECOND, T0, type Driver } from "../../support/driver.js"
import { enterBuyRoute, takeSeats } from "../../support/flows.js"
import { holdExtension } from "../../support/holdExtension.js"
import { recordingIo } from "../../support/io.js"

const PURCHASE = 501

const running = (settings: MachineSettings): Driver => {
  const driver = createDriver({ settings, io: recordingIo().io })
  takeSeats(driver, { idProcesoDeCompra: PURCHASE, at: T0 })
  enterBuyRoute(driver, PURCHASE)
  return driver
}
const offerOf = (driver: Driver) =>
  holdExtensionOffer(connectPurchaseTimer(driver.snapshot().purchaseTimer, driver.now(), driver.dispatch))
const leftUntil = (driver: Driver, msLeft: number) =>
  driver.tickUntil((driver.snapshot().purchaseTimer.context.timer.dMaxima ?? 0) - msLeft)

describe("when the clocks offer to extend the hold (one rule for the top bar, the checkout and the function page)", () => {
  it("offers it in the last 2 minutes, while a request is on its way, and no more once the tenant's limit is used", () => {
    const driver = running({ ...DEFAULT_SETTINGS, maxHoldExtensions: 1 })
    expect(offerOf(driver)).toBe("none")
    leftUntil(driver, 2 * MINUTE + SECOND)
    expect(offerOf(driver)).toBe("none")
    leftUntil(driver, 2 * MINUTE)
    expect(offerOf(driver)).toBe("offered")
    driver.send({ type: "timer.extensionRequested", idProcesoDeCompra: PURCHASE })
    expect(offerOf(driver)).toBe("offered")
    driver.send({ type: "api.holdExtended", extension: holdExtension(PURCHASE, 1) })
    expect(offerOf(driver)).toBe("none")
    leftUntil(driver, MINUTE)
    expect(offerOf(driver)).toBe("usedUp")
  })

  it("never offers it where the tenant does not extend holds, nor once the purchase is over", () => {
    const off = running(DEFAULT_SETTINGS)
    leftUntil(off, MINUTE)
    expect(offerOf(off)).toBe("none")
    const over = running({ ...DEFAULT_SETTINGS, maxHoldExtensions: 10 })
    leftUntil(over, -SECOND)
    expect(offerOf(over)).toBe("none")
  })
})
