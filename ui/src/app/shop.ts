import {
  Api,
  Clock,
  credentialsOf,
  endSessionOnUnauthorized,
  Ids,
  KeyValueStore,
  machineSettings,
  startLazyTab,
  TabChannel,
  Telemetry,
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
  readonly stop: () => void
}

export interface ShopOptions {
  readonly tenant: TenantConfig
  /** Called when a call answers 401: the shell sends the shopper to login with nextUrl. */
  readonly onUnauthorized: (path: string) => void
}

/**
 * Builds the shop once per page load: the browser layers of the ports (one
 * ManagedRuntime), then this tab over them, whose machines load and restore from localStorage
 * when first needed.
 */
export const createShop = ({ tenant, onUnauthorized }: ShopOptions): Shop => {
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
      language: () => snapshot?.preferences.locale ?? tenant.locales.default,
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
    stop: () => {
      unsubscribe()
      tab.stop()
      void runtime.dispose()
    },
  }
}
