import fc from "fast-check"
import { createActor } from "xstate"
import { describe, expect, it } from "vitest"
import {
  persistedKeys,
  connectCart,
  connectCheckout,
  connectDelivery,
  connectPaymentVerification,
  connectPurchaseTimer,
  connectSession,
  DEFAULT_SETTINGS,
  type MachineSettings,
  dormantSnapshot,
  MACHINE_NAMES,
  MACHINES,
  createPurchaseSystem,
  type SystemSnapshot,
} from "@boleteria/core"

const settingsArb: fc.Arbitrary<MachineSettings> = fc.record({
  clockMs: fc.integer({ min: 1000, max: 30 * 60_000 }),
  tickMs: fc.integer({ min: 100, max: 5000 }),
  alertMs: fc.integer({ min: 0, max: 300_000 }),
  sessionValidityMs: fc.integer({ min: 60_000, max: 300 * 60_000 }),
  verificationAttempts: fc.integer({ min: 1, max: 100 }),
  verificationStepMs: fc.integer({ min: 100, max: 10_000 }),
  processType: fc.constantFrom("CART" as const, "BOX" as const),
  loginSystem: fc.constantFrom(DEFAULT_SETTINGS.loginSystem, "EXTERNAL_LOGIN" as const),
})

interface NodeLike {
  readonly key: string
  readonly tags: ReadonlyArray<string>
  readonly states: Readonly<Record<string, NodeLike>>
}

/** Every state name and tag the machines declare, read from their definitions. */
const statesAndTags = () => {
  const states = new Set<string>()
  const tags = new Set<string>()
  const visit = (node: NodeLike) => {
    states.add(node.key)
    for (const tag of node.tags) tags.add(tag)
    for (const child of Object.values(node.states)) visit(child)
  }
  for (const name of MACHINE_NAMES) visit(MACHINES[name].root)
  return { states: [...states], tags: [...tags] }
}

/** The data of a view, its commands left out (they are closures, equal only by what they send). */
const dataOf = (view: object) =>
  Object.fromEntries(Object.entries(view).filter(([, value]) => typeof value !== "function"))

const views = (snapshot: SystemSnapshot) => {
  const dispatch = () => undefined
  return {
    session: dataOf(connectSession(snapshot.session, dispatch, snapshot.now)),
    cart: dataOf(connectCart(snapshot.cart, dispatch)),
    purchaseTimer: dataOf(connectPurchaseTimer(snapshot.purchaseTimer, snapshot.now)),
    checkout: dataOf(connectCheckout(snapshot.checkout, dispatch)),
    delivery: dataOf(connectDelivery(snapshot.delivery, dispatch)),
    paymentVerification: dataOf(connectPaymentVerification(snapshot.paymentVerification, dispatch)),
  }
}

describe("the machines at rest (dormantSnapshot)", () => {
  it("show what the machines show before their first event, for any settings and tab", () => {
    const { states, tags } = statesAndTags()
    expect(tags.length).toBeGreaterThan(0)
    expect(states).toEqual(expect.arrayContaining(["loggedIn", "INICIADO", "submitting"]))
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 1, max: 1_000_000 }), (settings, tabId) => {
        const system = createPurchaseSystem({ tabId, settings })
        const real = system.snapshot()
        const atRest = dormantSnapshot({ tabId, settings })
        for (const name of MACHINE_NAMES) {
          expect(atRest[name].value).toEqual(real[name].value)
          expect(atRest[name].context).toEqual(real[name].context)
          expect(atRest[name].status).toBe(real[name].status)
          for (const state of states)
            expect(atRest[name].matches(state as never)).toBe(real[name].matches(state as never))
          for (const tag of tags) expect(atRest[name].hasTag(tag as never)).toBe(real[name].hasTag(tag as never))
        }
        expect(atRest.preferences).toEqual(real.preferences)
        expect(atRest.now).toBe(real.now)
        expect(views(atRest)).toEqual(views(real))
        expect(persistedKeys(atRest)).toEqual(persistedKeys(real))
        system.stop()
      }),
      { numRuns: 50 },
    )
  })

  it("come from the machines' own initial states (a machine started by hand agrees)", () => {
    const input = { tabId: 7, settings: DEFAULT_SETTINGS }
    const atRest = dormantSnapshot(input)
    for (const name of MACHINE_NAMES) {
      const actor = createActor(MACHINES[name] as never, { input } as never).start()
      expect(atRest[name].value).toEqual((actor.getSnapshot() as { value: unknown }).value)
      actor.stop()
    }
  })
})
