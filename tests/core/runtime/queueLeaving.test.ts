import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import {
  DEFAULT_SETTINGS,
  type ApiShape,
  MemoryTabHub,
  startLiveTab,
  type LiveTab,
  makeMemoryKeyValueStore,
} from "@boleteria/core"
import { serverPerTest } from "./liveTabs.js"
import { fixtureTenant } from "../../support/fixtures.js"
import { eventually, SERVER_TEST_MS, serverApi } from "../../support/inProcessServer.js"

/** fixtures/catalog's function 10102 and a seat of its Platea (A1). */
const FUNCTION = 10102
const A1 = 25291
const DEVICE = "device-of-the-test"
const MINUTE = 60_000

const servers = serverPerTest({
  tenant: { flags: { ...fixtureTenant.flags, queueApi: true } },
  waitingRooms: {
    functions: [FUNCTION],
    startsAfterSeconds: 0,
    ratePerMinute: 2,
    capacity: 10,
    turnMinutes: 10,
    graceMinutes: 3,
    opensBeforeMinutes: 60,
  },
})

/** The turn the server gives this device now (null: in line, or no turn). */
const turnNow = async (api: ApiShape) =>
  (await Effect.runPromise(api.checkQueue({ query: { idFuncion: FUNCTION } }))).colaTurno

/**
 * One browser on the server whose function 10102 has a waiting room that opened at the server's
 * start, letting two shoppers in a minute: a minute on, the first to ask goes straight in with a turn.
 */
const shopperInside = async () => {
  const { clock, server } = servers.current()
  clock.advance(MINUTE)
  let turn: string | null = null
  const api = serverApi(server, { fingerprint: () => DEVICE, queueTurn: () => turn })
  const store = makeMemoryKeyValueStore()
  const tab = startLiveTab(
    { api, clock, store, channel: new MemoryTabHub().tab(1), newRef: () => "ref" },
    DEFAULT_SETTINGS,
  )
  servers.keep(tab)
  turn = await turnNow(api)
  if (turn === null) throw new Error("the shopper was not let in")
  tab.dispatch({ type: "queue.turnAssigned", colaTurno: turn })
  return { api, tab, turn }
}

const holdASeat = async (tab: LiveTab) => {
  tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1] })
  await eventually(() => expect(tab.snapshot().cart.context.process).not.toBeNull())
}

describe("leaving the waiting room when the purchase ends", { timeout: SERVER_TEST_MS }, () => {
  it("gives the place back and forgets the turn when the shopper cancels from the checkout", async () => {
    const { api, tab, turn } = await shopperInside()
    await holdASeat(tab)
    expect(await turnNow(api)).toBe(turn)

    tab.dispatch({ type: "checkout.cancelRequested" })
    expect(tab.snapshot().queueTurn.colaTurno).toBeNull()
    // The server forgot the turn: asking again puts the shopper in line anew (or lets them in with a new turn).
    await eventually(async () => expect(await turnNow(api)).not.toBe(turn))
  })

  it("keeps the turn and the place when the cart is only emptied: the shopper may choose again", async () => {
    const { api, tab, turn } = await shopperInside()
    await holdASeat(tab)
    tab.dispatch({ type: "cart.emptyRequested" })
    await eventually(() => expect(tab.snapshot().cart.context.process).toBeNull())
    expect(tab.snapshot().queueTurn.colaTurno).toBe(turn)
    expect(await turnNow(api)).toBe(turn)
  })

  it("keeps the place when the turn is dropped on purpose (it ran out): the shopper is going back in line", async () => {
    const { api, tab, turn } = await shopperInside()
    tab.dispatch({ type: "queue.turnCleared" })
    expect(tab.snapshot().queueTurn.colaTurno).toBeNull()
    expect(await turnNow(api)).toBe(turn)
  })
})
