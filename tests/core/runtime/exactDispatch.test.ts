import type { TestServer } from "@boleteria/server/testing"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import {
  DEFAULT_SETTINGS,
  makeMemoryKeyValueStore,
  ManualClock,
  MemoryTabHub,
  RefusedEventError,
  startLazyTab,
  startLiveTab,
  type LiveTab,
  type LiveTabServices,
  type SystemEvent,
} from "@boleteria/core"
import { SERVER_TEST_MS, serverApi, startServerInProcess } from "../../support/inProcessServer.js"

// What a JavaScript front end (or a cast) could hand dispatch: its type cannot stop them.
const REFUSED: ReadonlyArray<{
  readonly why: string
  readonly event: unknown
  readonly type: string
  readonly field: string
}> = [
  {
    why: "an extra field",
    event: { type: "locale.changed", locale: "en", extra: 1 },
    type: "locale.changed",
    field: "extra",
  },
  { why: "a wrong field type", event: { type: "locale.changed", locale: 5 }, type: "locale.changed", field: "locale" },
  { why: "an unknown type", event: { type: "locale.chosen", locale: "en" }, type: "locale.chosen", field: "type" },
  {
    why: "a page change with an extra field",
    event: { type: "route.changed", name: "FAQ", path: "/FAQ", at: 1 },
    type: "route.changed",
    field: "at",
  },
]

const LOCALE_EN: SystemEvent = { type: "locale.changed", locale: "en" }

let server: TestServer
beforeAll(async () => {
  server = await startServerInProcess()
})
afterAll(() => server?.close())

const running: Array<{ readonly stop: () => void }> = []
afterEach(() => {
  for (const tab of running.splice(0)) tab.stop()
})

/** Two tabs' services on one tab channel and one storage, as two tabs of a browser. */
const browser = () => {
  const hub = new MemoryTabHub()
  const store = makeMemoryKeyValueStore()
  return (tabId: number): LiveTabServices => ({
    api: serverApi(server),
    clock: new ManualClock(0),
    channel: hub.tab(tabId),
    store,
    newRef: () => "card-1",
  })
}

const live = (services: LiveTabServices): LiveTab => {
  const tab = startLiveTab(services, DEFAULT_SETTINGS)
  running.push(tab)
  return tab
}

const expectRefused = (dispatch: () => void, type: string, field: string) => {
  let thrown: unknown
  try {
    dispatch()
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(RefusedEventError)
  expect(thrown).toMatchObject({ eventType: type, field })
}

describe("dispatch takes only the system's events, exactly", { timeout: SERVER_TEST_MS }, () => {
  it.each(REFUSED)("the live tab refuses $why before logging, folding or sharing it", ({ event, type, field }) => {
    const services = browser()
    const tab = live(services(1))
    const other = live(services(2))
    const before = { log: tab.log.size(), heard: other.log.size(), snapshot: tab.snapshot() }

    expectRefused(() => tab.dispatch(event as SystemEvent), type, field)

    expect(tab.log.size()).toBe(before.log)
    expect(other.log.size()).toBe(before.heard)
    expect(tab.snapshot()).toEqual(before.snapshot)
    // and a right event still runs, and is shared
    tab.dispatch(LOCALE_EN)
    expect(tab.snapshot().preferences.locale).toBe("en")
    expect(other.log.events().map((heard) => heard.type)).toContain("locale.changed")
  })

  it.each(REFUSED)(
    "the lazy tab refuses $why when its machines start, drops it and runs the rest",
    async ({ event, type, field }) => {
      const services = browser()
      const tab = startLazyTab(services(1), DEFAULT_SETTINGS, () => Promise.resolve(startLiveTab))
      running.push(tab)

      // While the machines rest, the check has not loaded (it comes with them): the event waits, and
      // when they start it is logged to the console (Effect.logError) and dropped.
      tab.dispatch(event as SystemEvent)
      tab.dispatch(LOCALE_EN)
      const started = await tab.wake()
      expect(started.log.events().map((logged) => logged.type)).toEqual(["locale.changed"])
      expect(started.snapshot().preferences.locale).toBe("en")
      // once its machines run, refused at once, as by a live tab
      expectRefused(() => tab.dispatch(event as SystemEvent), type, field)
      expect(started.log.size()).toBe(1)
    },
  )
})
