import {
  Api,
  Clock,
  credentialsOf,
  dormantSnapshot,
  endSessionOnUnauthorized,
  Ids,
  KeyValueStore,
  machineSettings,
  startLazyTab,
  TabChannel,
  Telemetry,
  type ApiFailure,
  type ApiShape,
  type ClockShape,
  type LazyTab,
  type MachineSettings,
  type SystemSnapshot,
  type TenantConfig,
} from "@boleteria/core"
import { browserLayer } from "@boleteria/adapters"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type * as Result from "effect/Result"
import { withGroupTexts } from "../i18n/i18n.js"
import { loadChunk } from "./chunkLoad.js"
import { resolveVisitorCountry } from "./visitorCountry.js"

/** What every screen shares: the tenant, the API, and this tab's purchase machines. */
export interface Shop {
  readonly tenant: TenantConfig
  readonly settings: MachineSettings
  readonly api: ApiShape
  /** The tab's clock: pages that wait (the waiting room, a turn's countdown) read time from it, so tests move it. */
  readonly clock: ClockShape
  /** This tab's purchase machines, started when first needed (see core's runtime/lazy). */
  readonly tab: LazyTab
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
    ask: () => Promise<Result.Result<A, ApiFailure>>,
  ) => Promise<Result.Result<A, ApiFailure>>
  readonly stop: () => void
}

/** A page the server rendered: its language and instant (the page's `script#page`, written by ui/src/ssr). */
export interface RenderedPage {
  readonly locale: string
  readonly now: number
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
}

/**
 * Builds the shop once per page load: the browser layers of the ports (one
 * ManagedRuntime), then this tab over them, whose machines load and restore from localStorage
 * when first needed.
 */
export const createShop = ({ tenant, onUnauthorized, renderedPage }: ShopOptions): Shop => {
  const settings = machineSettings(tenant)
  let snapshot: SystemSnapshot | null = null
  let visitorCountry: () => string | null = () => null
  const runtime = ManagedRuntime.make(
    browserLayer({
      tenant,
      token: () => (snapshot === null ? null : credentialsOf(snapshot).token),
      // The pages' other calls on a purchase (extras, wallets, a result page) carry the key the tab holds.
      purchaseKey: (idProcesoDeCompra) =>
        snapshot === null ? null : credentialsOf(snapshot).purchaseKey(idProcesoDeCompra),
      // Catalogue names, payment reasons and documents come in the language the shopper reads.
      language: () => snapshot?.preferences.locale ?? renderedPage?.locale ?? tenant.locales.default,
      queueTurn: () => (snapshot === null ? null : credentialsOf(snapshot).queueTurn),
      // SPEC §3's cc, sent as the country header (the show landing); looked up at start (visitorCountry.ts).
      country: () => snapshot?.preferences.cc ?? visitorCountry(),
      // The session ends with the 401 (not only the trip to login), whichever call got it.
      onUnauthorized: (path) => {
        endSessionOnUnauthorized(tab)
        onUnauthorized(path)
      },
    }),
  )
  const services = runtime.runSync(
    Effect.gen(function* () {
      return {
        api: yield* Api,
        clock: yield* Clock,
        channel: yield* TabChannel,
        store: yield* KeyValueStore,
        ids: yield* Ids,
        telemetry: yield* Telemetry,
      }
    }),
  )
  const tab = startLazyTab({ ...services, newRef: () => Effect.runSync(services.ids.uuid()) }, settings, () =>
    loadChunk(() => withGroupTexts("purchase", import("./purchaseMachinesChunk.js")), tenant.chunkLoadTimeoutMs).then(
      (chunk) => chunk.startLiveTab,
    ),
  )
  const serverSnapshot = renderedPage === undefined ? null : renderedPageSnapshot(settings, renderedPage)
  const listeners = new Set<() => void>()
  const refresh = (next: SystemSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  refresh(tab.snapshot())
  const unsubscribe = tab.subscribe(refresh)
  visitorCountry = resolveVisitorCountry({ api: services.api, store: services.store, dispatch: tab.dispatch })
  return {
    tenant,
    settings,
    api: services.api,
    clock: services.clock,
    tab,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot ?? tab.snapshot(),
    ...(serverSnapshot === null ? {} : { getServerSnapshot: () => serverSnapshot }),
    pageLocale: renderedPage?.locale ?? null,
    stop: () => {
      unsubscribe()
      tab.stop()
      void runtime.dispose()
    },
  }
}
