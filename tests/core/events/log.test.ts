import { describe, expect, it } from "vitest"
import { deriveFrom, createEventLog } from "@boleteria/core"
import { T0 } from "../../support/driver.js"

describe("purchase event log", () => {
  it("stamps what this tab does with seq, at and tab, in order", () => {
    const log = createEventLog()
    const first = log.record({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1] }, T0, 3)
    const second = log.record({ type: "clock.ticked" }, T0 + 1000, 3)
    expect(first).toEqual({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1], seq: 1, at: T0, tab: 3 })
    expect(second).toEqual({ type: "clock.ticked", seq: 2, at: T0 + 1000, tab: 3 })
    expect(log.events()).toEqual([first, second])
    expect(log.size()).toBe(2)
  })

  it("keeps another tab's instant and tab but numbers it in the order this tab saw it", () => {
    const log = createEventLog()
    log.record({ type: "clock.ticked" }, T0 + 5000, 1)
    const received = log.receive({
      type: "route.changed",
      name: "BuyTicket",
      path: "/BuyTicket",
      seq: 40,
      at: T0 + 4000,
      tab: 2,
    })
    expect(received).toMatchObject({ seq: 2, at: T0 + 4000, tab: 2, type: "route.changed" })
  })

  it("continues the numbering of a log it was given", () => {
    const log = createEventLog([{ type: "clock.ticked", seq: 1, at: T0, tab: 1 }])
    expect(log.record({ type: "clock.ticked" }, T0 + 1, 1).seq).toBe(2)
  })

  it("derives events with the envelope of their cause", () => {
    const cause = { type: "clock.ticked", seq: 7, at: T0 + 99, tab: 4 }
    expect(deriveFrom(cause, { type: "timer.expired", idProcesoDeCompra: 501 })).toEqual({
      type: "timer.expired",
      idProcesoDeCompra: 501,
      seq: 7,
      at: T0 + 99,
      tab: 4,
    })
  })
})
