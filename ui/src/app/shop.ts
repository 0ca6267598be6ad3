import {
  Api,
  Clock,
  connectSession,
  Ids,
  KeyValueStore,
  machineSettings,
  startLiveTab,
  TabChannel,
  Telemetry,
  type ApiShape,
  type LiveTab,
  type MachineSettings,
  type SystemSnapshot,
  type TelemetryData,
  type TelemetryStage,
  type TenantConfig,
} from "@boleteria/core"
import { browserLayer } from "@boleteria/adapters"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"

/** What every screen shares: the tenant, the API, and this tab's purchase machines. */
export interface Shop {
  readonly tenant: TenantConfig
  readonly settings: MachineSettings
  readonly api: ApiShape
  /** SPEC §7's per-stage tracking pixels (landing, seat selection, success, failure); off when the tenant has none. */
  readonly track: (stage: TelemetryStage, data?: TelemetryData) => void
  readonly tab: LiveTab
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
 * ManagedRuntime), then a live tab over them, restored from localStorage.
 */
export const createShop = ({ tenant, onUnauthorized }: ShopOptions): Shop => {
  const settings = machineSettings(tenant)
  let snapshot: SystemSnapshot | null = null
  let token: string | null = null
  const runtime = ManagedRuntime.make(
    browserLayer({ tenant, token: () => token, onUnauthorized }),
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
  const tab = startLiveTab(
    { ...services, newRef: () => Effect.runSync(services.ids.uuid()) },
    settings,
  )
  const listeners = new Set<() => void>()
  const refresh = (next: SystemSnapshot) => {
    snapshot = next
    token = connectSession(next.session, tab.dispatch, next.now).token
    for (const listener of listeners) listener()
  }
  refresh(tab.snapshot())
  const unsubscribe = tab.system.subscribe(refresh)
  return {
    tenant,
    settings,
    api: services.api,
    track: (stage, data = {}) => Effect.runFork(services.telemetry.track(stage, data)),
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
