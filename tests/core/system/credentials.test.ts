import { describe, expect, it } from "vitest"
import { credentialsOf } from "@boleteria/core"
import { createDriver, MINUTE, T0 } from "../../support/driver.js"
import { logIn, takeSeats } from "../../support/flows.js"
import { purchaseKeyFor } from "../../support/purchaseProcess.js"

describe("a tab's credentials, read from its snapshot", () => {
  it("carry the valid session's token, the key of a purchase the tab holds, and the queue turn", () => {
    const driver = createDriver()
    const credentials = () => credentialsOf(driver.snapshot())
    expect(credentials()).toMatchObject({ token: null, queueTurn: null })
    logIn(driver, { at: T0 })
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    driver.send({ type: "queue.turnAssigned", colaTurno: "turn-1" })
    expect(credentials()).toMatchObject({ token: "token-ana", queueTurn: "turn-1" })
    expect(credentials().purchaseKey(501)).toBe(purchaseKeyFor(501))
    expect(credentials().purchaseKey(502)).toBeNull()
  })

  it("drop the token once the session's 180 minutes are over, though no event ended it yet", () => {
    const driver = createDriver()
    logIn(driver, { at: T0 })
    driver.send({ type: "locale.changed", locale: "en" }, { at: T0 + 181 * MINUTE })
    expect(credentialsOf(driver.snapshot()).token).toBeNull()
  })
})
