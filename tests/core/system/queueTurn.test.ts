import type { InspectionEvent } from "xstate"
import { describe, expect, it } from "vitest"
import {
  connectQueueTurn,
  credentialsOf,
  persistedKeys,
  restoreEvents,
  type HeldQueueTurn,
  type PurchaseContext,
  type SystemSnapshot,
} from "@boleteria/core"
import { createDriver } from "../../support/driver.js"

/** A tab whose purchase machine's own context is watched through xstate's inspection. */
const watchedTab = () => {
  const root: { turn: HeldQueueTurn | null } = { turn: null }
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== "@xstate.snapshot" || inspection.actorRef.sessionId !== inspection.rootId) return
    const { snapshot } = inspection
    if ("context" in snapshot) root.turn = (snapshot.context as PurchaseContext).queueTurn
  }
  return { root, driver: createDriver({ tabId: 1, inspect }) }
}

/** Every reader of the turn: the view pages use, the calls' credentials, and storage. */
const readings = (snapshot: SystemSnapshot) => ({
  view: connectQueueTurn(snapshot.queueTurn, () => undefined).colaTurno,
  credentials: credentialsOf(snapshot).queueTurn,
  stored: persistedKeys(snapshot).colaTurno,
})

const REFUSED_TAKE = {
  type: "api.failed",
  operation: "takeSeats",
  error: { tag: "ApiError", nCode: 403, message: "x-cola-turno: vencido", key: "problems.queue.turnExpired" },
} as const

describe("the queue turn has one owner: the purchase machine's context", () => {
  it("is what every reader sees, when the turn comes from another tab", () => {
    const { root, driver } = watchedTab()
    driver.send({ type: "queue.turnAssigned", colaTurno: "turn-2" }, { tab: 2 })
    const snapshot = driver.snapshot()
    expect(snapshot.queueTurn).toBe(root.turn)
    expect(snapshot.queueTurn).toEqual({ colaTurno: "turn-2", refused: false })
    expect(readings(snapshot)).toEqual({ view: "turn-2", credentials: "turn-2", stored: "turn-2" })
    // Not a preference any more: no second copy beside it.
    expect(snapshot.preferences).not.toHaveProperty("colaTurno")
  })

  it("ends when a take is refused for it in any tab, and a new turn starts clean", () => {
    const { root, driver } = watchedTab()
    driver.send({ type: "queue.turnAssigned", colaTurno: "turn-1" })
    driver.send(REFUSED_TAKE, { tab: 2 })
    expect(driver.snapshot().queueTurn).toEqual({ colaTurno: null, refused: true })
    expect(readings(driver.snapshot())).toEqual({ view: null, credentials: null, stored: null })
    driver.send({ type: "queue.turnAssigned", colaTurno: "turn-3" })
    expect(driver.snapshot().queueTurn).toBe(root.turn)
    expect(driver.snapshot().queueTurn).toEqual({ colaTurno: "turn-3", refused: false })
  })

  it("stays the same object while events leave it alone (a page reading it stays still)", () => {
    const { driver } = watchedTab()
    driver.send({ type: "queue.turnAssigned", colaTurno: "turn-1" })
    const held = driver.snapshot().queueTurn
    driver.send({ type: "locale.changed", locale: "en" })
    driver.send({ type: "clock.ticked" })
    driver.send({ type: "api.failed", operation: "takeSeats", error: { tag: "NetworkError", nCode: 0, message: "-" } })
    expect(driver.snapshot().queueTurn).toBe(held)
  })

  it("comes back from what storage kept, under the same key and shape", () => {
    const { driver } = watchedTab()
    driver.send({ type: "locale.changed", locale: "en" })
    driver.send({ type: "queue.turnAssigned", colaTurno: "turn-1" })
    const keys = persistedKeys(driver.snapshot())
    expect(keys).toMatchObject({ colaTurno: "turn-1", locale: "en" })
    const reloaded = watchedTab()
    for (const event of restoreEvents(keys)) reloaded.driver.send(event)
    expect(reloaded.driver.snapshot().queueTurn).toEqual({ colaTurno: "turn-1", refused: false })
    expect(reloaded.driver.snapshot().preferences).toEqual({ locale: "en", cc: null })
  })
})
