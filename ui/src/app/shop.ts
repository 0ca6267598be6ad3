import {
  canWaitForPorts,
  dormantSnapshot,
  machineSettings,
  RESTORING_KEYS,
  type ApiFailure,
  type ApiShape,
  type ClockShape,
  type Dispatch,
  type LazyTab,
  type MachineSettings,
  type RouteName,
  type SystemEvent,
  type SystemSnapshot,
  type TenantConfig,
} from "@boleteria/core"
import { browserStorage, DEFAULT_CHANNEL_NAME, DEFAULT_KEY_PREFIX } from "@boleteria/adapters"
import type * as Effect from "effect/Effect"
import type * as Result from "effect/Result"
import { loadChunk } from "./chunkLoad.js"
import type { SettledAnswer } from "./pageAnswers.js"

/**
 * What the shop needs Effect for: core's ports (the API, the clock) and this tab's machines. They
 * load when first needed (shopServices.ts), not with the page: a page the server rendered hydrates
 * without them, so its first download carries React and the page, not Effect.
 */
export interface ShopServices {
  readonly api: ApiShape
  /** The tab's clock: pages that wait (the waiting room, a turn's countdown) read time from it, so tests move it. */
  readonly clock: ClockShape
  /** This tab's purchase machines, started when first needed (see core's runtime/lazy). */
  readonly tab: LazyTab
  /** Runs a call to its typed result: a failure is a value, never thrown. */
  readonly ask: <A>(call: (api: ApiShape) => Effect.Effect<A, ApiFailure>) => Promise<Result.Result<A, ApiFailure>>
}

/** What every screen shares: the tenant, this tab's machines' snapshot, and the services behind them. */
export interface Shop {
  readonly tenant: TenantConfig
  readonly settings: MachineSettings
  /** To this tab's machines; before the services load, an event they would only note waits for them, any other brings them. */
  readonly dispatch: Dispatch
  /** The services, loading them if they are not yet (the same promise every time). */
  readonly services: () => Promise<ShopServices>
  /** The services once loaded, else null (useServices suspends on `services()` meanwhile). */
  readonly loadedServices: () => ShopServices | null
  /** For useSyncExternalStore: the same snapshot object until an event changes it. */
  readonly subscribe: (listener: () => void) => () => void
  readonly getSnapshot: () => SystemSnapshot
  /**
   * What the server rendered the page from (ui/src/ssr): a tab that heard nothing, at the render's
   * instant. Hydration draws from it, so the browser's first frame is the server's HTML; the shopper's
   * own state (a session, a purchase, a language) shows in the next. Absent: the page drew in the browser.
   */
  readonly getServerSnapshot?: () => SystemSnapshot
  /** The language the server rendered the page in; null for a page the browser drew. */
  readonly pageLocale?: string | null
  /** Only while the server renders a page (ui/src/ssr): a query's answer, which the page waits for (useApiQuery). */
  readonly answerOnServer?: <A>(
    key: string,
    call: (api: ApiShape) => Effect.Effect<A, ApiFailure>,
  ) => Promise<Result.Result<A, ApiFailure>>
  readonly stop: () => void
}

/** A page the server rendered: its language and instant (the page's `script#page`, written by ui/src/ssr). */
export interface RenderedPage {
  readonly locale: string
  readonly now: number
}

/** What a page the server rendered carries for the browser to hydrate from (its `script#page`). */
export interface PageScript extends RenderedPage {
  readonly route: RouteName
  readonly answers: ReadonlyArray<SettledAnswer>
  /** The visitor's country the server looked up (SPEC §3's cc); null when the lookup failed. */
  readonly country: string | null
}

/** The snapshot a page was rendered from on the server: the machines at rest, at the render's instant. */
export const renderedPageSnapshot = (settings: MachineSettings, page: RenderedPage): SystemSnapshot => ({
  ...dormantSnapshot({ tabId: 0, settings }),
  now: page.now,
})

export interface ShopOptions {
  readonly tenant: TenantConfig
  /** Called when a call answers 401: the shell sends the shopper to login with nextUrl. */
  readonly onUnauthorized: (path: string) => void
  /** The page the server rendered, which the shop hydrates; absent when the browser draws it. */
  readonly renderedPage?: RenderedPage
  /** The visitor's country the server looked up for the page it rendered (SPEC §3's cc); null when it did not. */
  readonly pageCountry?: string | null
}

/** A Shop whose services are there from the start: the server's renderer, the replay viewer, tests. */
export const shopOver = (
  shell: Omit<Shop, "dispatch" | "services" | "loadedServices">,
  services: ShopServices,
): Shop => ({
  ...shell,
  dispatch: services.tab.dispatch,
  services: () => Promise.resolve(services),
  loadedServices: () => services,
})

/** Whether this browser keeps something the machines restore at start (a session, a purchase, a language…). */
export const storageMayRestore = (): boolean => {
  const storage = browserStorage()
  try {
    return storage !== null && RESTORING_KEYS.some((key) => storage.getItem(DEFAULT_KEY_PREFIX + key) !== null)
  } catch {
    return false
  }
}

/**
 * Another tab's first message wakes this one's services (their channel hears the rest; the machines
 * restore what that tab stored). Where there is no BroadcastChannel, tabs meet once the services run.
 */
const wakeOnOtherTabs = (wake: () => void): (() => void) => {
  if (typeof BroadcastChannel !== "function") return () => undefined
  const channel = new BroadcastChannel(DEFAULT_CHANNEL_NAME)
  channel.onmessage = wake
  return () => channel.close()
}

/**
 * Builds the shop once per page load, without Effect: the tenant, the resting snapshot, and the
 * services (ports and machines, shopServices.ts), loaded by the first thing that needs them.
 */
export const createShop = (options: ShopOptions): Shop => {
  const { tenant, renderedPage } = options
  const settings = machineSettings(tenant)
  const serverSnapshot = renderedPage === undefined ? null : renderedPageSnapshot(settings, renderedPage)
  let snapshot = serverSnapshot ?? dormantSnapshot({ tabId: 0, settings })
  const listeners = new Set<() => void>()
  const refresh = (next: SystemSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  const waiting: Array<SystemEvent> = []
  let loaded: ShopServices | null = null
  let loading: Promise<ShopServices> | null = null
  let stopped = false
  let stopServices = () => undefined as void

  const services = (): Promise<ShopServices> =>
    (loading ??= loadChunk(() => import("./shopServices.js"), tenant.chunkLoadTimeoutMs).then(
      ({ startShopServices }) => {
        if (stopped) throw new Error("the shop was stopped while its services loaded")
        stopHearing()
        const started = startShopServices({ ...options, settings })
        const unsubscribe = started.services.tab.subscribe(refresh)
        stopServices = () => {
          unsubscribe()
          started.stop()
        }
        loaded = started.services
        for (const event of waiting.splice(0)) started.services.tab.dispatch(event)
        refresh(started.services.tab.snapshot())
        return started.services
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const wakeQuietly = () => void services().catch(() => undefined)
  const stopHearing = wakeOnOtherTabs(wakeQuietly)

  const dispatch: Dispatch = (event) => {
    if (loaded !== null) return loaded.tab.dispatch(event)
    if (!canWaitForPorts(event)) {
      waiting.push(event)
      return wakeQuietly()
    }
    // Only the latest of each kind matters to machines at rest (a page change, the country).
    const earlier = waiting.findIndex((held) => held.type === event.type)
    if (earlier >= 0) waiting.splice(earlier, 1)
    waiting.push(event)
  }

  return {
    tenant,
    settings,
    dispatch,
    services,
    loadedServices: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    ...(serverSnapshot === null ? {} : { getServerSnapshot: () => serverSnapshot }),
    pageLocale: renderedPage?.locale ?? null,
    stop: () => {
      stopped = true
      stopHearing()
      stopServices()
    },
  }
}
