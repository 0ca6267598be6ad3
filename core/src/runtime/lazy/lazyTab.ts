import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { Dispatch } from "../../events/envelope.js"
import type { LoggedEvent } from "../../events/log.js"
import { persistedKeys } from "../../events/persisted.js"
import type { MachineSettings } from "../../machines/shared/settings.js"
import type { KeyValueStoreShape } from "../../ports/KeyValueStore.js"
import { dormantSnapshot } from "./dormantSnapshot.js"
import { canWaitForMachines, RESTORING_KEYS } from "./restingEvents.js"
import type { SystemEvent } from "../../system/events.js"
import type { SystemSnapshot } from "../../system/purchaseSystem.js"
import type { LiveTab, LiveTabServices, startLiveTab } from "../liveTab.js"
import { wakingPurchaseCalls, type PurchaseCalls } from "../purchaseCalls.js"
import { landingStage } from "../landingStage.js"
import { trackStage } from "../telemetryStages.js"

export type StartLiveTab = typeof startLiveTab

/** A tab whose machines start when first needed (see startLazyTab). */
export interface LazyTab {
  readonly tabId: number
  /** The running tab, or null while its machines rest. */
  readonly live: () => LiveTab | null
  /** The machines' snapshot; while they rest, their initial state (dormantSnapshot.ts). */
  readonly snapshot: () => SystemSnapshot
  readonly subscribe: (listener: (snapshot: SystemSnapshot) => void) => () => void
  /**
   * Folds the event now when the machines run; otherwise starts them and folds it then. One that is
   * not exactly a SystemEvent is refused (RefusedEventError) by the running tab, before it is logged:
   * thrown at once while the machines run; one dispatched while they rest is dropped when they start,
   * and logged (Effect.logError), since its caller has gone on. The check loads with the machines,
   * not with the page (tests/ui/firstDownload.test.ts).
   */
  readonly dispatch: Dispatch
  /** Starts the machines once; a failed start (its code did not load) is tried again on the next call. */
  readonly wake: () => Promise<LiveTab>
  /** The start begun because storage had something to restore; null when the tab began at rest. */
  readonly restoring: Promise<LiveTab> | null
  /** A purchase's calls with this tab's key and session for it; they start the machines, which hold the key. */
  readonly purchaseCalls: (idProcesoDeCompra: number) => PurchaseCalls
  readonly stop: () => void
}

/** Whether storage keeps something the resting machines do not show (a session, a purchase, a language…). */
const storageHoldsMore = (store: KeyValueStoreShape, atRest: SystemSnapshot): boolean => {
  const shown = persistedKeys(atRest)
  return RESTORING_KEYS.some((key) => {
    const stored = Effect.runSync(store.get(key))
    return Option.isSome(stored) && stored.value !== JSON.stringify(shown[key])
  })
}

/**
 * An event that waited for the machines: one that fails (a RefusedEventError, as the running tab
 * refuses what is not exactly a SystemEvent) is reported, since its caller has gone on, and the
 * others still run.
 */
const dispatchLate = (tab: LiveTab, event: SystemEvent) => {
  try {
    tab.dispatch(event)
  } catch (error) {
    Effect.runSync(Effect.logError(error))
  }
}

type Pending = { readonly own: SystemEvent } | { readonly heard: LoggedEvent }

/**
 * One browser tab whose machines (xstate and the six purchase machines, a large part of the shop's
 * code) start only when something happens: at once when storage keeps a session or a purchase to
 * restore, otherwise at this tab's first event or the first one another tab shares. Until then it
 * shows the machines' initial state, which is what they would show having heard nothing; a page
 * change to anything but a buy route is kept and handed to them when they start, since at rest
 * they would only have noted it. Events that come while the machines load wait, in order.
 * `load` brings startLiveTab (a dynamic import in a shop, so its code downloads only then).
 */
export const startLazyTab = (
  services: LiveTabServices,
  settings: MachineSettings,
  load: () => Promise<StartLiveTab>,
): LazyTab => {
  const tabId = services.channel.tabId
  const atRest = dormantSnapshot({ tabId, settings })
  const listeners = new Set<(snapshot: SystemSnapshot) => void>()
  const pending: Array<Pending> = []
  const waiting = new Map<SystemEvent["type"], SystemEvent>()
  let live: LiveTab | null = null
  let waking: Promise<LiveTab> | null = null
  let stopped = false

  const notify = (snapshot: SystemSnapshot) => {
    for (const listener of listeners) listener(snapshot)
  }

  const start = (startLiveTab: StartLiveTab): LiveTab => {
    if (stopped) throw new Error(`tab ${tabId} was stopped while its machines loaded`)
    stopHearing()
    const tab = startLiveTab(services, settings)
    for (const event of waiting.values()) dispatchLate(tab, event)
    waiting.clear()
    for (const next of pending.splice(0)) {
      if ("own" in next) dispatchLate(tab, next.own)
      else tab.receive(next.heard)
    }
    tab.system.subscribe(notify)
    live = tab
    notify(tab.snapshot())
    return tab
  }

  const wake = (): Promise<LiveTab> => {
    if (live !== null) return Promise.resolve(live)
    waking ??= load().then(start, (error: unknown) => {
      waking = null
      throw error
    })
    return waking
  }

  // A page that needs the machines calls wake() and shows its failure; events wait for the next try.
  const wakeQuietly = () => void wake().catch(() => undefined)

  const stopHearing = Effect.runSync(
    services.channel.subscribe((message) => {
      pending.push({ heard: message })
      wakeQuietly()
    }),
  )

  const dispatch: Dispatch = (event) => {
    const landing = landingStage(event)
    if (landing !== null) trackStage(services.telemetry, landing)
    if (live !== null) return void live.dispatch(event)
    if (waking === null && pending.length === 0 && canWaitForMachines(event)) {
      waiting.set(event.type, event)
      return
    }
    pending.push({ own: event })
    wakeQuietly()
  }

  const restoring = storageHoldsMore(services.store, atRest) ? wake() : null
  restoring?.catch(() => undefined)

  return {
    tabId,
    live: () => live,
    snapshot: () => (live === null ? atRest : live.snapshot()),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch,
    wake,
    restoring,
    purchaseCalls: (id) => wakingPurchaseCalls(wake, id),
    stop: () => {
      stopped = true
      stopHearing()
      live?.stop()
      listeners.clear()
    },
  }
}

/** A LazyTab over machines already running: for tests and tools that start them at once. */
export const awakeTab = (tab: LiveTab): LazyTab => ({
  tabId: tab.tabId,
  live: () => tab,
  snapshot: tab.snapshot,
  subscribe: (listener) => tab.system.subscribe(listener),
  dispatch: (event) => void tab.dispatch(event),
  wake: () => Promise.resolve(tab),
  restoring: null,
  purchaseCalls: tab.purchaseCalls,
  stop: tab.stop,
})
