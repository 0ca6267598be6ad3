import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { EventInput, Stamped } from "../events/envelope.js"
import { createEventLog, type EventLog, type LoggedEvent } from "../events/log.js"
import { persistedKeys, restoreEvents, type PersistedKeys } from "../events/persisted.js"
import type { MachineSettings } from "../machines/shared/settings.js"
import type { ApiShape } from "../ports/Api.js"
import type { ClockShape, StopTicking } from "../ports/Clock.js"
import { PERSISTED_KEYS, type KeyValueStoreShape } from "../ports/KeyValueStore.js"
import type { TabChannelShape } from "../ports/TabChannel.js"
import { createPurchaseSystem, type PurchaseSystem, type SystemSnapshot } from "../system/purchaseSystem.js"
import { createCardVault, type CardVault } from "./cardVault.js"
import { liveIo } from "./liveIo.js"

export interface LiveTabServices {
  readonly api: ApiShape
  readonly clock: ClockShape
  readonly channel: TabChannelShape
  readonly store: KeyValueStoreShape
  readonly newRef: () => string
}

export interface LiveTab {
  readonly tabId: number
  readonly system: PurchaseSystem
  readonly log: EventLog
  readonly vault: CardVault
  /** Stamps an event with this tab and the Clock's instant, logs it, shares it with the other tabs and folds it. */
  readonly dispatch: <E extends EventInput>(event: E) => Stamped<E>
  /** Folds an event another tab shared (this tab hears them itself; runtime/lazyTab.ts hands over those heard before it started). */
  readonly receive: (message: LoggedEvent) => void
  readonly snapshot: () => SystemSnapshot
  readonly stop: () => void
}

const readPersisted = (store: KeyValueStoreShape): PersistedKeys | null => {
  const stored = Effect.runSync(store.get("businessTimer"))
  if (Option.isNone(stored)) return null
  const keys: Record<string, unknown> = {}
  for (const key of PERSISTED_KEYS) {
    const value = Effect.runSync(store.get(key))
    keys[key] = Option.isSome(value) ? JSON.parse(value.value) : null
  }
  return keys as unknown as PersistedKeys
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
  let stored: Record<string, string> = {}

  const dispatch = <E extends EventInput>(event: E): Stamped<E> => {
    const stamped = log.record(event, Effect.runSync(clock.now), tabId)
    Effect.runSync(channel.publish(stamped as unknown as LoggedEvent))
    fold(stamped)
    return stamped
  }

  const system = createPurchaseSystem({
    tabId,
    settings,
    io: liveIo({ api: services.api, ownTab: tabId, vault, dispatch }),
  })

  const persist = () => {
    const next = Object.fromEntries(
      Object.entries(persistedKeys(system.snapshot())).map(([key, value]) => [key, JSON.stringify(value)]),
    )
    for (const [key, value] of Object.entries(next)) {
      if (stored[key] !== value) Effect.runSync(Effect.ignore(store.set(key, value)))
    }
    stored = next
  }

  const keepClock = () => {
    if (system.needsClock() && stopTicking === null) {
      stopTicking = Effect.runSync(clock.every(settings.tickMs, () => dispatch({ type: "clock.ticked" })))
    } else if (!system.needsClock() && stopTicking !== null) {
      stopTicking()
      stopTicking = null
    }
  }

  function fold(event: LoggedEvent | Stamped<EventInput>) {
    system.accept(event as LoggedEvent)
    persist()
    keepClock()
  }

  const receive = (message: LoggedEvent) => fold(log.receive(message))
  const unsubscribe = Effect.runSync(channel.subscribe((message) => receive(message as LoggedEvent)))
  const restored = readPersisted(store)
  if (restored !== null) restoreEvents(restored).forEach(dispatch)

  return {
    tabId,
    system,
    log,
    vault,
    dispatch,
    receive,
    snapshot: system.snapshot,
    stop: () => {
      unsubscribe()
      stopTicking?.()
      system.stop()
    },
  }
}
