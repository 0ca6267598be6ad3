import { describe, expect, it } from "vitest"
import { createDriver, T0 } from "../../support/driver.js"
import { takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"

/** A tab let into function 10's waiting room, holding seats there for purchase 501. */
const inside = () => {
  const recorder = recordingIo()
  const driver = createDriver({ io: recorder.io })
  driver.send({ type: "queue.turnAssigned", colaTurno: "turn-1" }, { at: T0 })
  takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
  return { driver, recorder }
}

describe("leaving the waiting room is an action of the purchase's end", () => {
  it("gives the place back when the shopper gives the purchase up, for the tab that ended it", () => {
    const { driver, recorder } = inside()
    driver.send({ type: "checkout.cancelRequested" }, { tab: 2 })
    expect(recorder.callsTo("leaveQueue")).toEqual([{ requestedBy: 2, idFuncion: 10 }])
    expect(driver.snapshot().queueTurn.colaTurno).toBeNull()
  })

  it("keeps the place when the cart is only emptied: the turn goes on", () => {
    const { driver, recorder } = inside()
    driver.send({ type: "cart.emptyRequested" })
    expect(recorder.callsTo("leaveQueue")).toEqual([])
    expect(driver.snapshot().queueTurn.colaTurno).toBe("turn-1")
  })

  it("keeps the place when the turn was already gone before the purchase ended", () => {
    const { driver, recorder } = inside()
    driver.send({ type: "queue.turnCleared" })
    driver.send({ type: "checkout.cancelRequested" })
    expect(recorder.callsTo("leaveQueue")).toEqual([])
  })
})
