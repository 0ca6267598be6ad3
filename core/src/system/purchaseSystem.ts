import { createActor, type Actor, type AnyStateMachine, type EventObject, type SnapshotFrom } from "xstate"
import type { Stamped } from "../events/envelope.js"
import type { LoggedEvent } from "../events/log.js"
import type { MachineSettings } from "../machines/shared/settings.js"
import { cartActors, deliveryActors, paymentActors, timerActors, type IoHandlers } from "./io.js"
import { CLOCK_DEADLINES, EXACT_DEADLINES } from "./clockRouting.js"
import { MACHINES, MACHINE_NAMES, type MachineName } from "./machines.js"
import type { Preferences } from "./preferences.js"
import { createPreferencesStore } from "./preferences.store.js"

export interface PurchaseSystemOptions {
  readonly tabId: number
  readonly settings: MachineSettings
  /** Live I/O; leave out for replay, where every outcome comes from the log. */
  readonly io?: Partial<IoHandlers>
}

export type MachineSnapshots = { readonly [K in MachineName]: SnapshotFrom<(typeof MACHINES)[K]> }

export interface SystemSnapshot extends MachineSnapshots {
  readonly preferences: Preferences
  /** The latest instant this tab has seen in any event. */
  readonly now: number
}

export interface PurchaseSystem {
  readonly tabId: number
  /** Feeds one stamped event (from this tab, another tab, or a log) to every machine that handles it. */
  readonly accept: (event: LoggedEvent) => void
  readonly snapshot: () => SystemSnapshot
  readonly subscribe: (listener: (snapshot: SystemSnapshot) => void) => () => void
  /** True while a machine needs `clock.ticked` every tick (a running clock or payment polling). */
  readonly needsClock: () => boolean
  /** The instant a tick is due that must not wait for the next regular one (the next payment poll), or null. */
  readonly nextAlarm: () => number | null
  readonly stop: () => void
}

const withIo = (name: MachineName, io: Partial<IoHandlers>): AnyStateMachine => {
  switch (name) {
    case "purchaseTimer":
      return MACHINES.purchaseTimer.provide({ actors: timerActors(io) })
    case "cart":
      return MACHINES.cart.provide({ actors: cartActors(io) })
    case "delivery":
      return MACHINES.delivery.provide({ actors: deliveryActors(io) })
    case "paymentVerification":
      return MACHINES.paymentVerification.provide({ actors: paymentActors(io) })
    default:
      return MACHINES[name]
  }
}

/** Which actors hear which event types, read once from the machines' own definitions. */
const routeTable = (actors: ReadonlyArray<Actor<AnyStateMachine>>): Map<string, Array<Actor<AnyStateMachine>>> => {
  const routes = new Map<string, Array<Actor<AnyStateMachine>>>()
  for (const actor of actors) {
    for (const type of actor.logic.events as ReadonlyArray<string>) {
      routes.set(type, [...(routes.get(type) ?? []), actor])
    }
  }
  return routes
}

/**
 * One tab's machines, fed by one stream of events. Machines answer some events by
 * emitting derived ones (`timer.expired`, `purchase.cancelled`…); those are
 * delivered to every machine before the next input, in order, and never logged,
 * because replaying the inputs derives them again.
 */
export const createPurchaseSystem = (options: PurchaseSystemOptions): PurchaseSystem => {
  const io = options.io ?? {}
  const input = { tabId: options.tabId, settings: options.settings }
  const actors = Object.fromEntries(
    MACHINE_NAMES.map((name) => [name, createActor(withIo(name, io), { input, id: name })]),
  ) as Record<MachineName, Actor<AnyStateMachine>>
  const all = MACHINE_NAMES.map((name) => actors[name])
  const routes = routeTable(all)
  const preferences = createPreferencesStore()
  const listeners = new Set<(snapshot: SystemSnapshot) => void>()
  const queue: Array<Stamped<EventObject>> = []
  let now = 0
  let latestTick: Stamped<EventObject> | null = null
  let draining = false

  for (const actor of all) {
    actor.on("*", (derived) => queue.push(derived as Stamped<EventObject>))
    actor.start()
  }

  const snapshot = (): SystemSnapshot =>
    ({
      ...Object.fromEntries(MACHINE_NAMES.map((name) => [name, actors[name].getSnapshot()])),
      preferences: preferences.getSnapshot().context,
      now,
    }) as SystemSnapshot

  const tickIsDue = (actor: Actor<AnyStateMachine>, at: number): boolean => {
    const deadline = CLOCK_DEADLINES[actor.id as MachineName]?.(actor.getSnapshot())
    return deadline !== null && deadline !== undefined && at >= deadline
  }

  const deliver = (event: Stamped<EventObject>) => {
    now = Math.max(now, event.at)
    // The store ignores the types it has no transition for.
    preferences.send(event as Parameters<typeof preferences.send>[0])
    const isTick = event.type === "clock.ticked"
    for (const actor of routes.get(event.type) ?? []) {
      if (isTick && !tickIsDue(actor, event.at)) continue
      actor.send(event)
    }
    if (isTick && (latestTick === null || event.at > latestTick.at)) latestTick = event
  }

  /**
   * An event from another tab that arrives late can set a deadline that already lies
   * behind the latest tick this tab saw (a purchase started before it, heard after it).
   * That tick is delivered again, once per input, so the tab ends where it would have
   * with the events in time order, and every tab agrees.
   */
  const missedTick = (): Stamped<EventObject> | undefined => {
    const tick = latestTick
    return tick !== null && all.some((actor) => tickIsDue(actor, tick.at)) ? tick : undefined
  }

  const drain = () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) deliver(next)
  }

  const accept = (event: LoggedEvent) => {
    queue.push(event)
    if (draining) return
    draining = true
    try {
      drain()
      const missed = missedTick()
      if (missed !== undefined) {
        queue.push(missed)
        drain()
      }
    } finally {
      draining = false
    }
    if (listeners.size > 0) {
      const current = snapshot()
      for (const listener of listeners) listener(current)
    }
  }

  return {
    tabId: options.tabId,
    accept,
    snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    needsClock: () => all.some((actor) => actor.getSnapshot().hasTag("ticking")),
    nextAlarm: () => {
      const due = EXACT_DEADLINES.flatMap((name) => CLOCK_DEADLINES[name]?.(actors[name].getSnapshot()) ?? [])
      return due.length === 0 ? null : Math.min(...due)
    },
    stop: () => {
      for (const actor of all) actor.stop()
      listeners.clear()
    },
  }
}
