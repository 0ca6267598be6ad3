import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { DEFAULT_SETTINGS } from "../../../core/src/machines/shared/settings.js"
import { Clock } from "../../../core/src/ports/Clock.js"
import { KeyValueStore } from "../../../core/src/ports/KeyValueStore.js"
import { ManualClock } from "../../../core/src/ports/memory/clock.js"
import { layerMemoryKeyValueStore } from "../../../core/src/ports/memory/keyValueStore.js"
import { MemoryTabHub } from "../../../core/src/ports/memory/tabChannel.js"
import { startLiveTab, type LiveTab } from "../../../core/src/runtime/liveTab.js"
import { T0 } from "../../support/driver.js"
import { fixtureBackend, fixtureTenant } from "../../support/memoryApi.js"

/** fixtures/catalog's function 10102 and a seat of its Platea (A1). */
const FUNCTION = 10102
const A1 = 25291
const DEVICE = "device-of-the-test"

const running: Array<LiveTab> = []
afterEach(() => {
  for (const tab of running.splice(0)) tab.stop()
})

/**
 * One browser on a memory backend whose function 10102 has a waiting room that started a minute
 * ago, letting two shoppers in a minute: the first to ask goes straight in with a turn.
 */
const shopperInside = () => {
  const clock = new ManualClock(T0)
  const backend = fixtureBackend({
    now: () => clock.nowMs,
    tenant: { flags: { ...fixtureTenant.flags, queueApi: true } },
    waitingRooms: [
      {
        idFuncion: FUNCTION,
        startsAt: T0 - 60_000,
        rules: { ratePerMinute: 2, capacity: 10, turnMinutes: 10, graceMinutes: 3, opensBeforeMinutes: 60 },
      },
    ],
  })
  const api = backend.client({ fingerprint: () => DEVICE })
  const services = Effect.runSync(
    Effect.gen(function* () {
      return { clock: yield* Clock, store: yield* KeyValueStore }
    }).pipe(Effect.provide(clock.layer), Effect.provide(layerMemoryKeyValueStore())),
  )
  const tab = startLiveTab(
    { api, ...services, channel: new MemoryTabHub().tab(1), newRef: () => "ref" },
    DEFAULT_SETTINGS,
  )
  running.push(tab)
  const turn = Effect.runSync(api.checkQueue({ query: { idFuncion: FUNCTION } })).colaTurno
  if (turn === null) throw new Error("the shopper was not let in")
  tab.dispatch({ type: "queue.turnAssigned", colaTurno: turn })
  return { api, tab, turn }
}

const holdASeat = async (tab: LiveTab) => {
  tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1] })
  await vi.waitFor(() => expect(tab.snapshot().cart.context.process).not.toBeNull())
}

describe("leaving the waiting room when the purchase ends", () => {
  it("gives the place back and forgets the turn when the shopper cancels from the checkout", async () => {
    const { api, tab, turn } = shopperInside()
    await holdASeat(tab)
    expect(Effect.runSync(api.checkQueue({ query: { idFuncion: FUNCTION } })).colaTurno).toBe(turn)

    tab.dispatch({ type: "checkout.cancelRequested" })
    expect(tab.snapshot().preferences.colaTurno).toBeNull()
    // The server forgot the turn: asking again puts the shopper in line anew (or lets them in with a new turn).
    await vi.waitFor(() =>
      expect(Effect.runSync(api.checkQueue({ query: { idFuncion: FUNCTION } })).colaTurno).not.toBe(turn),
    )
  })

  it("keeps the turn and the place when the cart is only emptied: the shopper may choose again", async () => {
    const { api, tab, turn } = shopperInside()
    await holdASeat(tab)
    tab.dispatch({ type: "cart.emptyRequested" })
    await vi.waitFor(() => expect(tab.snapshot().cart.context.process).toBeNull())
    expect(tab.snapshot().preferences.colaTurno).toBe(turn)
    expect(Effect.runSync(api.checkQueue({ query: { idFuncion: FUNCTION } })).colaTurno).toBe(turn)
  })

  it("keeps the place when the turn is dropped on purpose (it ran out): the shopper is going back in line", () => {
    const { api, tab, turn } = shopperInside()
    tab.dispatch({ type: "queue.turnCleared" })
    expect(tab.snapshot().preferences.colaTurno).toBeNull()
    expect(Effect.runSync(api.checkQueue({ query: { idFuncion: FUNCTION } })).colaTurno).toBe(turn)
  })
})
