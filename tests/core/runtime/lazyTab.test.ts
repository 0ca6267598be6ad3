import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import fc from "fast-check"
import { TEST_SERVER_START, type ServerClock, type TestServer } from "@boleteria/server/testing"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import {
  persistedKeys,
  connectCart,
  connectCheckout,
  connectPurchaseTimer,
  connectSession,
  type RouteName,
  type SystemEvent,
  DEFAULT_SETTINGS,
  ManualClock,
  MemoryTabHub,
  Clock,
  startLazyTab,
  type LazyTab,
  type StartLiveTab,
  startLiveTab,
  type LiveTab,
  type LiveTabServices,
  dormantSnapshot,
  type SystemSnapshot,
  type ApiShape,
  makeMemoryKeyValueStore,
} from "@boleteria/core"
import { seatsTakenArb } from "../../support/arbitraries.js"
import { CUSTOMER } from "../../support/flows.js"
import { eventually, serverApi, startServerInProcess } from "../../support/inProcessServer.js"

const LOGGED_IN = { type: "session.loggedIn", token: "token-ana", user: CUSTOMER } as const
const route = (name: RouteName, path: string) => ({ type: "route.changed", name, path }) as const

const running: Array<{ stop: () => void }> = []
afterEach(() => {
  for (const tab of running.splice(0)) tab.stop()
})

/** Where every world's clock starts: the instant the server's catalogue was seeded for. */
const T0 = TEST_SERVER_START

/**
 * One server for the file: these tabs hold nothing on it (their purchases are events a test sends),
 * so its state carries nothing from one test to the next. It reads the time of the world in play.
 */
let server: TestServer<ServerClock>
let worldClock = new ManualClock(T0)
beforeAll(async () => {
  server = await startServerInProcess<ServerClock>({ clock: { now: () => worldClock.nowMs } })
})
afterAll(() => server?.close())

/** The calls a tab's Api has under way: a step of the property waits until the server answered them all. */
interface Calls {
  inFlight: number
}

const counted = (api: ApiShape, calls: Calls): ApiShape =>
  Object.fromEntries(
    Object.entries(api).map(([name, call]) => [
      name,
      (...args: ReadonlyArray<unknown>) =>
        Effect.suspend(() => {
          calls.inFlight += 1
          return (call as (...given: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>)(...args)
        }).pipe(Effect.ensuring(Effect.sync(() => void (calls.inFlight -= 1)))),
    ]),
  ) as unknown as ApiShape

const world = (initial: Iterable<readonly [string, string]> = []) => {
  const clock = new ManualClock(T0)
  worldClock = clock
  const calls: Calls = { inFlight: 0 }
  const hub = new MemoryTabHub()
  const store = makeMemoryKeyValueStore(initial)
  const clockShape = Effect.runSync(
    Effect.provide(
      Effect.gen(function* () {
        return yield* Clock
      }),
      clock.layer,
    ),
  )
  let refs = 0
  const services = (tabId: number): LiveTabServices => ({
    api: counted(serverApi(server), calls),
    clock: clockShape,
    channel: hub.tab(tabId),
    store,
    newRef: () => `ref-${++refs}`,
  })
  return { clock, store, services, calls }
}

/** A loader the test lets through (or fails) when it wants; it counts how often it was asked. */
const gatedLoader = () => {
  const gate = { calls: 0, open: null as null | (() => void), fail: null as null | ((error: Error) => void) }
  const load = () => {
    gate.calls++
    return new Promise<StartLiveTab>((resolve, reject) => {
      gate.open = () => resolve(startLiveTab)
      gate.fail = reject
    })
  }
  return { gate, load }
}

const settle = async () => {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/** Until the server answered every call of these worlds' tabs, and their answers started no other. */
const answered = async (...worlds: ReadonlyArray<{ readonly calls: Calls }>) => {
  await settle()
  await eventually(async () => {
    expect(worlds.map((one) => one.calls.inFlight)).toEqual(worlds.map(() => 0))
    await settle()
    expect(worlds.map((one) => one.calls.inFlight)).toEqual(worlds.map(() => 0))
  })
}

const lazy = (services: LiveTabServices, load: () => Promise<StartLiveTab>): LazyTab => {
  const tab = startLazyTab(services, DEFAULT_SETTINGS, load)
  running.push(tab)
  return tab
}

const eager = (services: LiveTabServices): LiveTab => {
  const tab = startLiveTab(services, DEFAULT_SETTINGS)
  running.push(tab)
  return tab
}

const eventTypes = (tab: LiveTab | null) => (tab === null ? [] : tab.log.events().map((event) => event.type))

describe("a lazy tab", () => {
  it("stays at rest through page changes, without loading its machines, and hands the last one to them when they start", async () => {
    const { services } = world()
    const { gate, load } = gatedLoader()
    const tab = lazy(services(1), load)
    tab.dispatch(route("cartelera", "/"))
    tab.dispatch(route("FAQ", "/FAQ"))
    await settle()
    expect(gate.calls).toBe(0)
    expect(tab.live()).toBeNull()
    expect(connectSession(tab.snapshot().session, tab.dispatch, 0).isLoggedIn).toBe(false)

    tab.dispatch(LOGGED_IN)
    expect(gate.calls).toBe(1)
    gate.open!()
    await settle()
    const live = tab.live()
    expect(eventTypes(live)).toEqual(["route.changed", "session.loggedIn"])
    expect(live!.snapshot().checkout.context.route).toBe("FAQ")
    expect(connectSession(tab.snapshot().session, tab.dispatch, T0).isLoggedIn).toBe(true)
  })

  it("starts its machines for a buy route at once (that page claims the purchase)", async () => {
    const { services } = world()
    const { gate, load } = gatedLoader()
    const tab = lazy(services(1), load)
    tab.dispatch(route("BuyTicket", "/BuyTicket/501"))
    expect(gate.calls).toBe(1)
    gate.open!()
    await settle()
    expect(eventTypes(tab.live())).toEqual(["route.changed"])
  })

  it("keeps the order of everything that happens while its machines load, its own events and other tabs' alike", async () => {
    const { services } = world()
    const { gate, load } = gatedLoader()
    const other = eager(services(2))
    const tab = lazy(services(1), load)
    tab.dispatch(route("cartelera", "/"))
    tab.dispatch({ type: "locale.changed", locale: "en" })
    other.dispatch(LOGGED_IN)
    tab.dispatch(route("login", "/login"))
    gate.open!()
    await settle()
    // (after what storage kept: the other tab's login, written before this tab's machines started)
    const afterRestore = eventTypes(tab.live()).filter((type) => !type.endsWith(".restored"))
    expect(afterRestore).toEqual(["route.changed", "locale.changed", "session.loggedIn", "route.changed"])
    expect(tab.snapshot().preferences.locale).toBe("en")
    expect(tab.snapshot().checkout.context.route).toBe("login")
    // and it shares its own with the other tab once they run
    expect(other.snapshot().preferences.locale).toBe("en")
  })

  it("wakes when another tab shares an event, and shows what that tab did", async () => {
    const { services } = world()
    const { gate, load } = gatedLoader()
    const tab = lazy(services(1), load)
    const other = eager(services(2))
    other.dispatch(LOGGED_IN)
    expect(gate.calls).toBe(1)
    gate.open!()
    await settle()
    expect(connectSession(tab.snapshot().session, tab.dispatch, T0).displayName).toBe("Ana")
  })

  it("starts at once, and tells so, when storage keeps a session to restore", async () => {
    const { services, store } = world()
    const first = eager(services(1))
    first.dispatch(LOGGED_IN)
    first.stop()
    const { gate, load } = gatedLoader()
    const tab = lazy({ ...services(2), store }, load)
    expect(tab.restoring).not.toBeNull()
    expect(gate.calls).toBe(1)
    gate.open!()
    await tab.restoring
    expect(connectSession(tab.snapshot().session, tab.dispatch, T0).isLoggedIn).toBe(true)
  })

  it("stays at rest over storage that only holds what the resting machines show", () => {
    const { services, store } = world()
    const first = eager(services(1))
    first.dispatch(route("cartelera", "/"))
    first.stop()
    expect(Effect.runSync(store.keys()).length).toBeGreaterThan(0)
    const { gate, load } = gatedLoader()
    const tab = lazy(services(2), load)
    expect(tab.restoring).toBeNull()
    expect(gate.calls).toBe(0)
  })

  it("stays at rest over storage that keeps only the last finished purchase (its result pages start the machines)", async () => {
    const lastPurchase = { idProcesoDeCompra: 41, cClaveProceso: "k".repeat(43) }
    // What a browser keeps once its purchase is over: every key at rest, and the purchase it finished.
    const keptAfterPurchase = {
      ...persistedKeys(dormantSnapshot({ tabId: 1, settings: DEFAULT_SETTINGS })),
      lastPurchase,
    }
    const { services } = world(
      Object.entries(keptAfterPurchase).map(([key, value]) => [key, JSON.stringify(value)] as const),
    )
    const { gate, load } = gatedLoader()
    const tab = lazy(services(2), load)
    expect(tab.restoring).toBeNull()
    expect(gate.calls).toBe(0)
    const woken = tab.wake()
    gate.open!()
    expect((await woken).snapshot().cart.context.lastPurchase).toEqual(lastPurchase)
  })

  it("keeps the visitor's country at rest (no load), hands it to the machines, and a kept cc alone does not wake them", async () => {
    const { services, store } = world()
    const { gate, load } = gatedLoader()
    const tab = lazy(services(1), load)
    tab.dispatch({ type: "geo.countryResolved", cc: "AR" })
    tab.dispatch(route("cartelera", "/"))
    await settle()
    expect(gate.calls).toBe(0)
    tab.dispatch(LOGGED_IN)
    gate.open!()
    await settle()
    expect(eventTypes(tab.live())).toEqual(["geo.countryResolved", "route.changed", "session.loggedIn"])
    expect(tab.snapshot().preferences.cc).toBe("AR")
    expect(Effect.runSync(store.get("cc"))).toEqual(Option.some(JSON.stringify("AR")))

    // What a visitor who never bought keeps: every key at rest, and the country.
    const kept = { ...persistedKeys(dormantSnapshot({ tabId: 2, settings: DEFAULT_SETTINGS })), cc: "AR" }
    const later = world(Object.entries(kept).map(([key, value]) => [key, JSON.stringify(value)] as const))
    const next = gatedLoader()
    const returning = lazy(later.services(2), next.load)
    expect(returning.restoring).toBeNull()
    expect(next.gate.calls).toBe(0)
  })

  it("tries again after its machines failed to load, losing no event", async () => {
    const { services } = world()
    const { gate, load } = gatedLoader()
    const tab = lazy(services(1), load)
    const firstTry = tab.wake()
    tab.dispatch({ type: "locale.changed", locale: "en" })
    gate.fail!(new Error("chunk failed"))
    await expect(firstTry).rejects.toThrow("chunk failed")
    expect(tab.live()).toBeNull()
    tab.dispatch(LOGGED_IN)
    expect(gate.calls).toBe(2)
    gate.open!()
    await settle()
    expect(eventTypes(tab.live())).toEqual(["locale.changed", "session.loggedIn"])
  })

  it("does not start machines that load after it was stopped", async () => {
    const { services } = world()
    const { gate, load } = gatedLoader()
    const tab = lazy(services(1), load)
    const waking = tab.wake()
    tab.stop()
    gate.open!()
    await expect(waking).rejects.toThrow("stopped")
    expect(tab.live()).toBeNull()
  })
})

const pageArb = fc.constantFrom(
  route("cartelera", "/"),
  route("FAQ", "/FAQ"),
  route("funcion", "/funcion?idFuncion=10"),
  route("login", "/login"),
  route("payFinish", "/payFinish"),
  route("BuyTicket", "/BuyTicket/501"),
  route("BuyTicketBox", "/BuyTicketBox"),
)
const inputArb: fc.Arbitrary<SystemEvent> = fc.oneof(
  { arbitrary: pageArb, weight: 6 },
  {
    arbitrary: fc.constantFrom<SystemEvent>(
      LOGGED_IN,
      { type: "session.logoutRequested" },
      { type: "locale.changed", locale: "en" },
    ),
    weight: 2,
  },
  { arbitrary: fc.constant<SystemEvent>({ type: "clock.ticked" }), weight: 2 },
  { arbitrary: seatsTakenArb, weight: 1 },
)

/** What a shopper sees and what storage keeps: the views' data and the persisted keys. */
const shown = (snapshot: SystemSnapshot) => {
  // Commands are closures (equal only by what they send): the JSON of a view keeps its data only.
  const data = (view: object): unknown => JSON.parse(JSON.stringify(view))
  const none = () => undefined
  return {
    session: data(connectSession(snapshot.session, none, snapshot.now)),
    cart: data(connectCart(snapshot.cart, none)),
    timer: data(connectPurchaseTimer(snapshot.purchaseTimer, snapshot.now)),
    checkout: data(connectCheckout(snapshot.checkout, none)),
    persisted: persistedKeys(snapshot),
  }
}

describe("a lazy tab, for any run of events", () => {
  it("ends where a tab whose machines ran from the start ends", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ event: inputArb, gapMs: fc.integer({ min: 0, max: 5000 }) }), { maxLength: 12 }),
        async (steps) => {
          const lazyWorld = world()
          // The server reads the eager world's clock; both move alike.
          const eagerWorld = world()
          const reference = startLiveTab(eagerWorld.services(1), DEFAULT_SETTINGS)
          const tab = startLazyTab(lazyWorld.services(1), DEFAULT_SETTINGS, () => Promise.resolve(startLiveTab))
          try {
            for (const { event, gapMs } of steps) {
              eagerWorld.clock.advance(gapMs)
              lazyWorld.clock.advance(gapMs)
              reference.dispatch(event)
              tab.dispatch(event)
              await answered(eagerWorld, lazyWorld)
            }
            expect(shown(tab.snapshot())).toEqual(shown(reference.snapshot()))
          } finally {
            reference.stop()
            tab.stop()
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})
