import {
  formatMoney,
  type ExactEvent,
  type Stamped,
  type SystemEvent,
  Clock,
  connectSession,
  KeyValueStore,
  layerMemoryKeyValueStore,
  machineSettings,
  ManualClock,
  MemoryTabHub,
  awakeTab,
  startLiveTab,
  purchaseKeyOf,
  TenantConfig,
  type AddressRequest,
  type ApiShape,
  type LiveTab,
  type SystemSnapshot,
  type TenantFlags,
} from "@boleteria/core"
import { makeHttpApi } from "@boleteria/core/http"
import { createTestServer, TEST_PASSWORD_COST, type ServerClock, type TestServer } from "@boleteria/server/testing"
import { act, cleanup, configure, render, type RenderResult } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { useMemo, type ReactNode } from "react"
import { afterEach, beforeAll } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import tenantFile from "../../../fixtures/tenant.json" with { type: "json" }
import { askWith } from "../../../ui/src/app/askApi.js"
import { shopOver, type Shop } from "../../../ui/src/app/shop.js"
import { ShopProvider } from "../../../ui/src/app/ShopContext.js"
import { useShopLanguage } from "../../../ui/src/app/useShopLanguage.js"
import { createTranslator, type ShopLocale } from "../../../ui/src/i18n/i18n.js"
import { AttentionProvider } from "../../../ui/src/shell/dialogs/Attention.js"
import { themeClass } from "../../../ui/src/theme/themes.js"
import { addressForm, LUCIA, phoneForm, signUpForm } from "../../support/forms.js"
import type { Database } from "../../../server/src/db/database.js"
import { workerResettableDatabase, openSeededPglite } from "../../server/support/pgliteSnapshot.js"

// A page's chunk is imported lazily, as in the shop: on a busy 2-core CI machine the first import of
// a route group takes longer than testing-library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 })

/** 1 Nov 2025, 12:00 UTC (9:00 in Buenos Aires): every test starts at the same instant, the catalogue seeded at it. */
export const TEST_START = Date.UTC(2025, 10, 1, 12, 0, 0)

/** The customer every test's shop has (the fixtures' seed has none such); signed in when `session: "customer"`. */
export const TEST_CUSTOMER = { cEmail: "lucia@example.com", cClave: "Boleteria2025", cNombre: "Lucía" } as const

const TEST_CUSTOMER_SIGN_UP = signUpForm(TEST_CUSTOMER.cEmail, {
  ...LUCIA,
  cNombre: TEST_CUSTOMER.cNombre,
  cClave: TEST_CUSTOMER.cClave,
})

/** Her home, her default address. */
const TEST_CUSTOMER_ADDRESS: AddressRequest = addressForm()

/** The test customer's account, as she made it: signed up, her phone and her home address added. */
const signUpTestCustomer = async (api: ApiShape) => {
  const { token } = await Effect.runPromise(api.signUp({ body: TEST_CUSTOMER_SIGN_UP }))
  await Effect.runPromise(api.addAddress({ body: TEST_CUSTOMER_ADDRESS, credentials: { token } }))
  await Effect.runPromise(api.addPhone({ body: phoneForm(), credentials: { token } }))
}

/**
 * The seeded database every test's server opens a copy of, made once per test run for all workers:
 * the test customer signs up in it through the server, so no test pays her three calls (and a password hash) again.
 */
const UI_SNAPSHOT = {
  name: "ui",
  seedAt: TEST_START,
  passwordCost: TEST_PASSWORD_COST,
  prepare: async (database: Database) => {
    // Not closed: the server holds nothing but the database, which the snapshot closes after its dump.
    const server = await createTestServer({ database, seedAt: TEST_START, clock: { now: () => TEST_START } })
    const api = makeHttpApi({
      baseUrl: server.url,
      fetch: server.fetch,
      token: () => null,
      fingerprint: () => "test-device",
    })
    await signUpTestCustomer(api)
  },
} as const

export const TEST_TENANT: TenantConfig = Schema.decodeUnknownSync(TenantConfig)(tenantFile)

/**
 * An amount as the shop shows it in `locale` (core's formatMoney: "$ 24.000", "ARS 24,000"), with
 * the no-break space after the currency as a plain one: getByText's normalizer reads it so.
 */
export const shownMoney = (amount: number, locale: "es" | "en" = "es"): string =>
  formatMoney(amount, TEST_TENANT.price, locale).replace(/\s/gu, " ")

/** Any tenant field; `flags` may name only the switches a test turns. */
export type TenantOverrides = Partial<Omit<TenantConfig, "flags">> & { readonly flags?: Partial<TenantFlags> }

export interface RenderWithShopOptions {
  /** The page's path and query, e.g. "/AdvancedSearch?cBuscar=tango"; "/" by default. */
  readonly route?: string
  /** "customer" signs the test customer in before the first render. */
  readonly session?: "anonymous" | "customer"
  readonly tenant?: TenantOverrides
  /**
   * Calls that replace the server's (e.g. a fake getShowTypes, a failing subscribeNewsletter), or a
   * function of the server's own calls that answers them (to wrap one of them, or to set data up first;
   * `clock` is the shop's, which the server follows, for data set up at different instants; `testServer`
   * for what the API cannot set up, such as a waiting room).
   */
  readonly api?:
    | Partial<ApiShape>
    | ((
        server: ApiShape,
        clock: ManualClock,
        testServer: TestServer<ServerClock>,
      ) => Partial<ApiShape> | Promise<Partial<ApiShape>>)
  /** How far the server's clock runs ahead of the shop's (negative: behind), as a phone set minutes wrong. */
  readonly serverAheadMs?: number
}

export interface ShopHarness extends RenderResult {
  readonly shop: Shop
  /** The server the shop calls, in process: its mail (recovery codes), its database and clock. */
  readonly server: TestServer<ServerClock>
  /** The shop's tab, its machines running from the start (as they do once a page needs them). */
  readonly tab: LiveTab
  readonly api: ApiShape
  readonly clock: ManualClock
  /** Sends an event to this tab's machines, as `useDispatch()` does, inside `act`. */
  readonly dispatch: LiveTab["dispatch"]
  /** An event another tab of the same browser recorded, reaching this tab's machines over the channel, inside `act`. */
  readonly fromAnotherTab: (event: SystemEvent) => void
  /** Moves the shop's clock (ticking the purchase timer) inside `act`. */
  readonly advance: (ms: number) => void
  /** Lets the calls under way get their answers from the server, and React settle (until no call is left). */
  readonly settle: () => Promise<void>
  /** The path and query the shop shows now (navigation is by replace, so history has one entry per push). */
  readonly currentPath: () => string
  /** Every path the memory location went through. */
  readonly history: ReadonlyArray<string>
}

const running: Array<() => void | Promise<void>> = []

/** The shop's calls to the server not answered yet (settle waits for them). */
const inFlight = new Set<Promise<unknown>>()

const track = <T,>(call: Promise<T>): Promise<T> => {
  inFlight.add(call)
  const done = () => void inFlight.delete(call)
  call.then(done, done)
  return call
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Until a turn of the event loop starts no call: each answer may make the shop (or React) ask another. */
const answersArrived = async () => {
  await nextTask()
  while (inFlight.size > 0) {
    await Promise.allSettled([...inFlight])
    await nextTask()
  }
}

/**
 * The seeded database the shops' servers serve, one after the other: the worker's (several files
 * share it when their worker keeps its modules).
 */
const seededDatabase = workerResettableDatabase(UI_SNAPSHOT)
/** Whether a shop of the running test is served by the worker's database already. */
let sharedDatabaseServes = false

/**
 * Each file's hooks, registered by the setup file (tests/ui/support/eachFile.ts): a file that shares
 * this module with the files before it must still get them. The database opens before the file's
 * tests, within the hook's timeout: the run's first worker makes the snapshot.
 */
export const registerShopHooks = (): void => {
  beforeAll(async () => {
    await seededDatabase()
  })
  // Vitest runs without globals here, so testing-library cannot register its own cleanup.
  afterEach(async () => {
    cleanup()
    for (const stop of running.splice(0).reverse()) await stop()
    // A call still on its way would write into the next test's database.
    await answersArrived()
  })
}

const translatorFor = createTranslator("es")

/** As the App does: texts follow the stored locale preference, else the tenant's default. */
const LocalizedShop = ({ shop, children }: { readonly shop: Shop; readonly children: ReactNode }) => {
  const locale = useShopLanguage(shop) as ShopLocale
  const value = useMemo(() => ({ shop, t: translatorFor(locale), locale }), [shop, locale])
  return (
    <ShopProvider value={value}>
      <div className={themeClass} lang={locale}>
        <AttentionProvider>{children}</AttentionProvider>
      </div>
    </ShopProvider>
  )
}

const tenantWith = (overrides: TenantOverrides = {}): TenantConfig => ({
  ...TEST_TENANT,
  ...overrides,
  flags: { ...TEST_TENANT.flags, ...overrides.flags },
})

/**
 * The server, in process over a copy of the seeded database, its clock the shop's (ahead or behind
 * by `serverAheadMs`), and a Shop like `createShop` builds over it: the HTTP adapter calling the
 * server's fetch, a manual clock, one tab. As in the shop, the Api's calls carry the session's
 * token, the key the tab's cart holds for the purchase a call names, and the shown language.
 */
const createTestShop = async (tenant: TenantConfig, options: RenderWithShopOptions) => {
  const clock = new ManualClock(TEST_START)
  const hub = new MemoryTabHub()
  const shown: { tab: LiveTab | null } = { tab: null }
  const serverAheadMs = options.serverAheadMs ?? 0
  // A test that renders a second shop (another tenant's flags, say) gets a database of its own for it.
  const shared = !sharedDatabaseServes
  sharedDatabaseServes = true
  const server = await createTestServer<ServerClock>({
    clock: { now: () => clock.nowMs + serverAheadMs },
    seedAt: TEST_START,
    ...(shared ? { resettable: await seededDatabase() } : { database: await openSeededPglite(UI_SNAPSHOT) }),
    tenant,
  })
  running.push(async () => {
    await server.close()
    if (shared) sharedDatabaseServes = false
  })
  const client = makeHttpApi({
    baseUrl: server.url,
    fetch: (input, init) => track(server.fetch(input, init)),
    token: () => {
      if (shown.tab === null) return null
      const snapshot = shown.tab.snapshot()
      return connectSession(snapshot.session, shown.tab.dispatch, snapshot.now).token
    },
    purchaseKey: (id) => (shown.tab === null ? null : purchaseKeyOf(shown.tab.snapshot().cart.context, id)),
    queueTurn: () => shown.tab?.snapshot().queueTurn.colaTurno ?? null,
    // The shop sends its device's fingerprint on every call (a waiting room's place is the device's).
    fingerprint: () => "test-device",
    language: () => shown.tab?.snapshot().preferences.locale ?? tenant.locales.default,
  })
  const api: ApiShape = {
    ...client,
    ...(typeof options.api === "function" ? await options.api(client, clock, server) : options.api),
  }
  const ports = Effect.runSync(
    Effect.gen(function* () {
      return { clock: yield* Clock, store: yield* KeyValueStore }
    }).pipe(Effect.provide(Layer.mergeAll(clock.layer, layerMemoryKeyValueStore()))),
  )
  let refs = 0
  const settings = machineSettings(tenant)
  const tab = startLiveTab(
    { api, clock: ports.clock, store: ports.store, channel: hub.tab(1), newRef: () => `ref-${++refs}` },
    settings,
  )
  shown.tab = tab
  let snapshot: SystemSnapshot = tab.snapshot()
  const listeners = new Set<() => void>()
  const unsubscribe = tab.system.subscribe((next) => {
    snapshot = next
    for (const listener of listeners) listener()
  })
  const shop: Shop = shopOver(
    {
      tenant,
      settings,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      getSnapshot: () => snapshot,
      stop: () => {
        unsubscribe()
        tab.stop()
      },
    },
    { api, clock: ports.clock, tab: awakeTab(tab), ask: askWith(api) },
  )
  running.push(shop.stop)
  const anotherTab = hub.tab(2)
  let anotherTabSeq = 0
  const fromAnotherTab = (event: SystemEvent) =>
    Effect.runSync(anotherTab.publish({ ...event, at: clock.nowMs, tab: 2, seq: ++anotherTabSeq }))
  return { shop, tab, clock, api, client, server, fromAnotherTab }
}

const signIn = async (api: ApiShape, tab: LiveTab) => {
  const { token, user } = await Effect.runPromise(
    api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
  )
  tab.dispatch({ type: "session.loggedIn", token, user })
}

/**
 * Renders `ui` as the shop would show it: inside the shop's context (texts, tenant, machines),
 * the attention dialog provider, and a wouter memory location at `route`.
 */
export const renderWithShop = async (ui: ReactNode, options: RenderWithShopOptions = {}): Promise<ShopHarness> => {
  const { shop, tab, clock, api, client, server, fromAnotherTab } = await createTestShop(
    tenantWith(options.tenant),
    options,
  )
  if (options.session === "customer") await signIn(client, tab)
  const location = memoryLocation({ path: options.route ?? "/", record: true })
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LocalizedShop shop={shop}>{ui}</LocalizedShop>
    </Router>,
  )
  return {
    ...result,
    shop,
    server,
    tab,
    api,
    clock,
    dispatch: <E extends SystemEvent>(event: ExactEvent<E>) => {
      let stamped: Stamped<E> | undefined
      act(() => {
        stamped = tab.dispatch(event)
      })
      if (stamped === undefined) throw new Error("the event was not dispatched")
      return stamped
    },
    fromAnotherTab: (event) => act(() => fromAnotherTab(event)),
    advance: (ms) => act(() => clock.advance(ms)),
    settle: () => act(answersArrived),
    currentPath: () => location.history.at(-1) ?? "/",
    history: location.history,
  }
}
