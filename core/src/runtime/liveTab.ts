import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { ExactEvent, Stamped } from "../events/envelope.js"
import { admitEvent } from "../events/exactEvent.js"
import { createEventLog, type EventLog, type LoggedEvent } from "../events/log.js"
import { persistedKeys, type PersistedKeys } from "../events/persisted.js"
import { restoreEvents } from "../events/restore.js"
import { readPersistedKeys } from "../events/readPersisted.js"
import { machineValuesOf } from "../events/states.js"
import type { MachineSettings } from "../machines/shared/settings.js"
import type { ApiShape } from "../ports/Api.js"
import type { ClockShape, StopTicking } from "../ports/Clock.js"
import type { KeyValueStoreShape, PersistedKey } from "../ports/KeyValueStore.js"
import type { TabChannelShape } from "../ports/TabChannel.js"
import type { TelemetryShape } from "../ports/Telemetry.js"
import { credentialsOf } from "../system/credentials.js"
import type { SystemEvent } from "../system/events.js"
import { createPurchaseSystem, type PurchaseSystem, type SystemSnapshot } from "../system/purchaseSystem.js"
import { createCardVault, type CardVault } from "./cardVault.js"
import { liveIo } from "./liveIo.js"
import { makePurchaseCalls, type PurchaseCalls } from "./purchaseCalls.js"
import { purchaseStages } from "./purchaseStages.js"
import { trackStage } from "./telemetryStages.js"

export interface LiveTabServices {
  readonly api: ApiShape
  readonly clock: ClockShape
  readonly channel: TabChannelShape
  readonly store: KeyValueStoreShape
  readonly newRef: () => string
  /** SPEC §7's per-stage pixels; none are sent without it. */
  readonly telemetry?: TelemetryShape
}

export interface LiveTab {
  readonly tabId: number
  readonly system: PurchaseSystem
  readonly log: EventLog
  readonly vault: CardVault
  /**
   * Stamps an event with this tab and the Clock's instant, logs it, shares it with the other tabs and
   * folds it. One that is not exactly a SystemEvent throws RefusedEventError before any of that.
   */
  readonly dispatch: <E extends SystemEvent>(event: ExactEvent<E>) => Stamped<E>
  /** Folds an event another tab shared (this tab hears them itself; runtime/lazy hands over those heard before it started). */
  readonly receive: (message: LoggedEvent) => void
  readonly snapshot: () => SystemSnapshot
  /** A purchase's calls (payment methods, a card's instalments) with this tab's key and session for it. */
  readonly purchaseCalls: (idProcesoDeCompra: number) => PurchaseCalls
  readonly stop: () => void
}

/** What storage kept for this browser, or null when it kept nothing (no businessTimer: a first visit). */
const readPersisted = (store: KeyValueStoreShape, atRest: PersistedKeys): PersistedKeys | null => {
  const stored = (key: PersistedKey) => Option.getOrUndefined(Effect.runSync(store.get(key)))
  return stored("businessTimer") === undefined ? null : readPersistedKeys(stored, atRest)
}

/**
 * One browser tab (or one test) running the purchase for real: the machines with
 * live I/O, the clock ticking while a machine needs it, the persisted keys of
 * SPEC §3 written after every event, and events shared with the other tabs.
 */
export const startLiveTab = (services: LiveTabServices, settings: MachineSettings): LiveTab => {
  const { clock, channel, store } = services
  const tabId = channel.tabId
  const log = createEventLog()
  const vault = createCardVault(services.newRef)
  let stopTicking: StopTicking | null = null
  let alarm: { readonly at: number; readonly stop: StopTicking } | null = null
  let stored: Record<string, string> = {}

  // Core's own events (the Api's answers, ticks, restores) are built to the schema: only a front
  // end's pass the front door's check.
  const record = <E extends SystemEvent>(event: E): Stamped<E> => {
    const stamped = log.record(event, Effect.runSync(clock.now), tabId)
    Effect.runSync(channel.publish(stamped))
    fold(stamped)
    return stamped
  }
  const dispatch = <E extends SystemEvent>(event: ExactEvent<E>): Stamped<E> => record(admitEvent<E>(event))

  // A call carries the session as it stood when the event that asked for it arrived, and the key
  // the cart holds now: the purchase a logout cancels is still invalidated by the customer who made it.
  let sessionToken: string | null = null
  const credentials = (id: number) => {
    const now = credentialsOf(system.snapshot())
    return { token: sessionToken, purchaseKey: now.purchaseKey(id), queueTurn: now.queueTurn }
  }
  const system = createPurchaseSystem({
    tabId,
    settings,
    io: liveIo({ api: services.api, ownTab: tabId, vault, credentials, dispatch: record }),
  })

  const persist = (snapshot: SystemSnapshot) => {
    const next = Object.fromEntries(
      Object.entries(persistedKeys(snapshot)).map(([key, value]) => [key, JSON.stringify(value)]),
    )
    for (const [key, value] of Object.entries(next)) {
      if (stored[key] !== value) Effect.runSync(Effect.ignore(store.set(key, value)))
    }
    stored = next
  }

  const keepClock = () => {
    if (system.needsClock() && stopTicking === null) {
      stopTicking = Effect.runSync(clock.every(settings.tickMs, () => record({ type: "clock.ticked" })))
    } else if (!system.needsClock() && stopTicking !== null) {
      stopTicking()
      stopTicking = null
    }
  }

  /**
   * A deadline between two ticks (the next payment poll) gets a tick of its own at that instant,
   * so it is met when the clock reaches it, not up to a tick later. One alarm at a time: a new
   * deadline replaces it, and it rings once.
   */
  const keepAlarm = () => {
    const at = system.nextAlarm()
    if (alarm?.at === at) return
    alarm?.stop()
    alarm = null
    const delay = at === null ? 0 : at - Effect.runSync(clock.now)
    if (at === null || delay <= 0) return
    const stop = Effect.runSync(
      clock.every(delay, () => {
        stop()
        if (alarm?.stop === stop) alarm = null
        record({ type: "clock.ticked" })
      }),
    )
    alarm = { at, stop }
  }

  function fold(event: LoggedEvent) {
    const before = system.snapshot()
    system.accept(event)
    const snapshot = system.snapshot()
    log.settle(event.seq, machineValuesOf(snapshot))
    for (const stage of purchaseStages(before, snapshot, event, tabId)) trackStage(services.telemetry, stage)
    sessionToken = credentialsOf(snapshot).token
    persist(snapshot)
    keepClock()
    keepAlarm()
  }

  const receive = (message: LoggedEvent) => fold(log.receive(message))
  const unsubscribe = Effect.runSync(channel.subscribe(receive))
  // Before any event the machines show their resting state: what a key that does not decode restores as.
  const restored = readPersisted(store, persistedKeys(system.snapshot()))
  if (restored !== null) restoreEvents(restored).forEach(record)

  return {
    tabId,
    system,
    log,
    vault,
    dispatch,
    receive,
    snapshot: system.snapshot,
    purchaseCalls: (id) => makePurchaseCalls(services.api, id, () => credentials(id)),
    stop: () => {
      unsubscribe()
      stopTicking?.()
      alarm?.stop()
      system.stop()
    },
  }
}
