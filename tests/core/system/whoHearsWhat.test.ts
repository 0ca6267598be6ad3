import type { InspectionEvent } from "xstate"
import { describe, expect, it } from "vitest"
import { MACHINES, MACHINE_NAMES, purchaseMachine, type MachineName } from "@boleteria/core"
import { createDriver, MINUTE, T0, type SystemInput } from "../../support/driver.js"
import { takeSeats } from "../../support/flows.js"

/** "type → machine" for each event the system's root handed to one of its machines, in order. */
const hearing = () => {
  const heard: string[] = []
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== "@xstate.event") return
    const target = inspection.actorRef as { readonly id?: string }
    if (MACHINE_NAMES.includes(target.id as MachineName)) heard.push(`${inspection.event.type} → ${target.id}`)
  }
  return { heard, driver: createDriver({ inspect }) }
}

/** What each machine concludes, with who must hear it, in this order (purchase.machine.ts). */
const DERIVED: ReadonlyArray<[SystemInput, ReadonlyArray<MachineName>]> = [
  [{ type: "purchase.started", idProcesoDeCompra: 501, idFuncion: 10, ctProcess: "CART" }, ["purchaseTimer"]],
  [{ type: "timer.started", idProcesoDeCompra: 501, ctProcess: "CART" }, ["checkout"]],
  [{ type: "timer.expired", idProcesoDeCompra: 501 }, ["checkout"]],
  [{ type: "timer.principalLost", idProcesoDeCompra: 501, principalTab: 2 }, ["checkout"]],
  [{ type: "tab.claimedPrincipal", idProcesoDeCompra: 501 }, ["purchaseTimer"]],
  [
    { type: "purchase.cancelled", idProcesoDeCompra: 501, origin: "INV011", message: "purchase.expired" },
    ["purchaseTimer", "cart", "delivery", "paymentVerification"],
  ],
  [{ type: "purchase.completed", idProcesoDeCompra: 501 }, ["purchaseTimer", "cart", "delivery"]],
  [{ type: "session.ended", reason: "logout" }, ["cart", "checkout"]],
  [{ type: "payment.settled", idProcesoDeCompra: 501, outcome: "successful" }, ["checkout"]],
]

/** The machines the root's transition for `type` hands the event to, as its definition says. */
const forwardedTo = (type: string): ReadonlyArray<string> =>
  (purchaseMachine.root.transitions.get(type)?.[0]?.actions ?? []).flatMap((action) => {
    const to = (action as { readonly params?: { readonly to?: string } }).params?.to
    return to === undefined ? [] : [to]
  })

const heardOf = (heard: ReadonlyArray<string>, type: string) => heard.filter((line) => line.startsWith(`${type} →`))

describe("who hears what: the purchase machine says it, not the machines' key order", () => {
  it.each(DERIVED)("$type reaches its machines, in order", (event, hearers) => {
    const { heard, driver } = hearing()
    driver.send(event)
    expect(heardOf(heard, event.type)).toEqual(hearers.map((name) => `${event.type} → ${name}`))
  })

  it("a machine's answer waits until every machine has heard the event that caused it", () => {
    const { heard, driver } = hearing()
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    heard.length = 0
    driver.send({ type: "checkout.cancelRequested" })
    expect(heard).toEqual([
      "checkout.cancelRequested → checkout",
      "purchase.cancelled → purchaseTimer",
      "purchase.cancelled → cart",
      "purchase.cancelled → delivery",
      "purchase.cancelled → paymentVerification",
    ])
  })

  it("an expiry goes tick → timer → checkout → the machines that clear their part", () => {
    const { heard, driver } = hearing()
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    heard.length = 0
    driver.tick({ at: T0 + 13 * MINUTE })
    expect(heard).toEqual([
      "clock.ticked → purchaseTimer",
      "timer.expired → checkout",
      "purchase.cancelled → purchaseTimer",
      "purchase.cancelled → cart",
      "purchase.cancelled → delivery",
      "purchase.cancelled → paymentVerification",
    ])
  })

  it("hands every machine each event it handles, and no machine an event it does not", () => {
    for (const name of MACHINE_NAMES) {
      const handed = purchaseMachine.events.filter((type) => forwardedTo(type).includes(name))
      expect(new Set(handed)).toEqual(new Set(MACHINES[name].events))
    }
  })
})
