import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { makeHttpApi } from "@boleteria/core/http"
import {
  connectSession,
  DEFAULT_SETTINGS,
  purchaseKeyOf,
  Clock,
  KeyValueStore,
  ManualClock,
  layerMemoryKeyValueStore,
  MemoryTabHub,
  startLiveTab,
  type LiveTab,
  endSessionOnUnauthorized,
} from "@boleteria/core"
import { startTestServer, TEST_START, type TestServer } from "../../server/support/testServer.js"
import { signUpForm } from "../../support/forms.js"

// A 401 on a page's own call (not the purchase machines') ends the session, as the shop wires it:
// the HTTP Api tells onUnauthorized, which hands it to the tab (ui/src/app/shop.ts).

const MINUTE = 60_000
let server: TestServer
const running: Array<LiveTab> = []

beforeAll(async () => {
  server = await startTestServer("pglite")
})
afterAll(() => server?.close())
afterEach(() => {
  for (const tab of running.splice(0)) tab.stop()
})

/** One shop tab over the reference server: its Api carries the tab's token and keys, and reports 401s to it. */
const shopTab = () => {
  const clock = new ManualClock(TEST_START)
  const store = Effect.runSync(
    Effect.provide(
      Effect.gen(function* () {
        return yield* KeyValueStore
      }),
      layerMemoryKeyValueStore(),
    ),
  )
  let tab: LiveTab | null = null
  const api = makeHttpApi({
    baseUrl: server.url,
    token: () => (tab === null ? null : connectSession(tab.snapshot().session, () => undefined, clock.nowMs).token),
    purchaseKey: (id) => (tab === null ? null : purchaseKeyOf(tab.snapshot().cart.context, id)),
    fingerprint: () => "2b9f3c1e-8d4a-4f6b-a1c3-7e5d9f0b2a64",
    onUnauthorized: () => {
      if (tab !== null) endSessionOnUnauthorized(tab)
    },
  })
  tab = startLiveTab(
    {
      api,
      clock: Effect.runSync(
        Effect.provide(
          Effect.gen(function* () {
            return yield* Clock
          }),
          clock.layer,
        ),
      ),
      channel: new MemoryTabHub().tab(1),
      store,
      newRef: () => "ref",
    },
    DEFAULT_SETTINGS,
  )
  running.push(tab)
  return { tab, api, store }
}

describe("a 401 ends the session", () => {
  it("on a page's call: token and user leave the tab and storage, not only the page", async () => {
    const { tab, api, store } = shopTab()
    const { token, user } = await Effect.runPromise(api.signUp({ body: signUpForm("anita@example.com") }))
    tab.dispatch({ type: "session.loggedIn", token, user })
    expect((await Effect.runPromise(api.getOrderHistory())).listaPedido).toEqual([])

    // The server's session runs out while this tab's clock still counts it valid ("Ya ingresaste como Anita").
    server.clock.advance(181 * MINUTE)
    const failure = await Effect.runPromise(Effect.flip(api.getOrderHistory()))
    expect(failure._tag).toBe("Unauthorized")
    expect(tab.snapshot().session.value).toBe("loggedOut")
    expect(connectSession(tab.snapshot().session, () => undefined, TEST_START).isLoggedIn).toBe(false)
    expect(Option.getOrNull(Effect.runSync(store.get("token")))).toBe("null")
    expect(Option.getOrNull(Effect.runSync(store.get("user")))).toBe("null")
    expect(tab.log.events().filter((event) => event.type === "api.unauthorized")).toHaveLength(1)
  })

  it("not on login's own 401 (wrong credentials), and a logged-out tab is left as it is", async () => {
    const { tab, api } = shopTab()
    const { token, user } = await Effect.runPromise(api.signUp({ body: signUpForm("beto@example.com") }))
    tab.dispatch({ type: "session.loggedIn", token, user })
    const wrong = await Effect.runPromise(
      Effect.flip(api.login({ body: { cEmail: "beto@example.com", cClave: "NoEsLaClave9" } })),
    )
    expect(wrong).toMatchObject({ _tag: "ApiError", nCode: 401 })
    expect(tab.snapshot().session.value).toBe("loggedIn")

    tab.dispatch({ type: "session.logoutRequested" })
    await Effect.runPromise(Effect.flip(api.getOrderHistory()))
    await vi.waitFor(() => expect(tab.snapshot().session.value).toBe("loggedOut"))
    expect(tab.log.events().filter((event) => event.type === "api.unauthorized")).toEqual([])
  })
})
