import { describe, expect, it } from "vitest"
import { connectCheckout } from "@boleteria/core"
import { createDriver, MINUTE, SECOND, T0 } from "../../support/driver.js"
import { logIn, takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"

const ID = 501

/** Tab 1 holds seats for purchase 501 on the billboard, so an end of the purchase only shows a message. */
const holding = () => {
  const driver = createDriver({ io: recordingIo().io, tabId: 1 })
  logIn(driver, { at: T0 })
  takeSeats(driver, { idProcesoDeCompra: ID, at: T0 })
  driver.send({ type: "route.changed", name: "cartelera", path: "/" })
  return driver
}

describe("checkout: the message notices the shell shows", () => {
  it("keeps 'purchase canceled' after emptying the cart until the shopper dismisses it", () => {
    const driver = holding()
    driver.send({ type: "cart.emptyRequested" })
    expect(driver.snapshot().checkout.context.message).toBe("purchase.canceled")
    connectCheckout(driver.snapshot().checkout, driver.dispatch).dismissMessage()
    expect(driver.snapshot().checkout.context.message).toBeNull()
  })

  it("lets only the tab that shows the notice dismiss it", () => {
    const driver = holding()
    driver.send({ type: "cart.emptyRequested" })
    driver.send({ type: "checkout.messageDismissed" }, { tab: 2 })
    expect(driver.snapshot().checkout.context.message).toBe("purchase.canceled")
  })

  it("answers the expiry message with the dialog's OK, so it does not come back as a notice", () => {
    const driver = holding()
    driver.tickUntil(T0 + 12 * MINUTE + SECOND)
    expect(driver.snapshot().checkout.context).toMatchObject({ message: "purchase.expired" })
    connectCheckout(driver.snapshot().checkout, driver.dispatch).acknowledgeDialog()
    expect(driver.snapshot().checkout.context).toMatchObject({ dialog: null, message: null, redirect: "/" })
  })
})
