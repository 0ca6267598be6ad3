import {
  createActor,
  type Actor,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from "xstate"
import type { Stamped } from "../events/envelope.js"
import type { LoggedEvent } from "../events/log.js"
import type { MachineSettings } from "../machines/shared/settings.js"
import { cartActors, deliveryActors, paymentActors, timerActors, type IoHandlers } from "./io.js"
import { CLOCK_DEADLINES, EXACT_DEADLINES } from "./clockRouting.js"
import { MACHINES, MACHINE_NAMES, type MachineName } from "./machines.js"
import { purchaseMachine, tickIsDue } from "./purchase.machine.js"
import { functionsLeavingQueue } from "./queueLeaving.js"
import type { Preferences } from "./preferences.js"
import { createPreferencesStore } from "./preferences.store.js"
import type { HeldQueueTurn } from "./queueTurn.js"
import { turnAfter } from "./queueTurnAfter.js"

export interface PurchaseSystemOptions {
  readonly tabId: number
  readonly settings: MachineSettings
  /** Live I/O; leave out for replay, where every outcome comes from the log. */
  readonly io?: Partial<IoHandlers>
  /** xstate's inspection: every event the root hands to a machine, for tools and tests. */
  readonly inspect?: (event: InspectionEvent) => void
}

export type MachineSnapshots = { readonly [K in MachineName]: SnapshotFrom<(typeof MACHINES)[K]> }

export interface SystemSnapshot extends MachineSnapshots {
  readonly preferences: Preferences
  /** The waiting room's turn: the purchase machine's context holds it (purchase.machine.ts). */
  readonly queueTurn: HeldQueueTurn
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

/** Each machine with the live I/O handlers, or with none (replay). */
const withIo = (io: Partial<IoHandlers>) =>
  purchaseMachine.provide({
    actors: {
      purchaseTimer: MACHINES.purchaseTimer.provide({ actors: timerActors(io) }),
      cart: MACHINES.cart.provide({ actors: cartActors(io) }),
      delivery: MACHINES.delivery.provide({ actors: deliveryActors(io) }),
      paymentVerification: MACHINES.paymentVerification.provide({ actors: paymentActors(io) }),
    },
  })

/**
 * One tab's purchase machine (purchase.machine.ts), fed by one stream of events. Machines answer
 * some events by emitting derived ones (`timer.expired`, `purchase.cancelled`…); the root hears
 * them and hands them on before the next input, in order, and they are never logged, because
 * replaying the inputs derives them again.
 */
export const createPurchaseSystem = (options: PurchaseSystemOptions): PurchaseSystem => {
  const preferences = createPreferencesStore()
  const io = options.io ?? {}
  const machine = withIo(io).provide({
    actions: {
      // The store ignores the types it has no transition for.
      tellPreferences: ({ event }) => preferences.send(event as unknown as Parameters<typeof preferences.send>[0]),
      leaveQueue: ({ context, event, system }) => {
        const cart = (system.get("cart") as Actor<typeof MACHINES.cart>).getSnapshot().context
        const after = turnAfter(context.queueTurn, event)
        const idFunciones = functionsLeavingQueue(context.queueTurn.colaTurno, after.colaTurno, cart.process)
        for (const idFuncion of idFunciones) io.leaveQueue?.({ requestedBy: event.tab, idFuncion })
      },
    },
  })
  const root = createActor(machine, {
    input: { tabId: options.tabId, settings: options.settings },
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  })
  const listeners = new Set<(snapshot: SystemSnapshot) => void>()
  let accepting = false

  root.start()
  const children = Object.fromEntries(
    MACHINE_NAMES.map((name) => [name, root.system.get(name) as Actor<AnyStateMachine>]),
  ) as Record<MachineName, Actor<AnyStateMachine>>
  // What a machine concludes goes back to the root, which says who hears it.
  for (const name of MACHINE_NAMES) children[name].on("*", (derived) => root.send(derived as Stamped<EventObject>))

  const snapshot = (): SystemSnapshot =>
    ({
      ...Object.fromEntries(MACHINE_NAMES.map((name) => [name, children[name].getSnapshot()])),
      preferences: preferences.getSnapshot().context,
      queueTurn: root.getSnapshot().context.queueTurn,
      now: root.getSnapshot().context.now,
    }) as SystemSnapshot

  /**
   * An event from another tab that arrives late can set a deadline that already lies
   * behind the latest tick this tab saw (a purchase started before it, heard after it).
   * That tick is delivered again, once per input, so the tab ends where it would have
   * with the events in time order, and every tab agrees.
   */
  const missedTick = (): Stamped<EventObject> | undefined => {
    const tick = root.getSnapshot().context.latestTick
    return tick !== null && MACHINE_NAMES.some((name) => tickIsDue(name, children[name], tick.at)) ? tick : undefined
  }

  const accept = (event: LoggedEvent) => {
    // An event accepted while the root is busy waits in its mailbox, behind what is already there.
    if (accepting) return root.send(event)
    accepting = true
    try {
      root.send(event)
      const missed = missedTick()
      if (missed !== undefined) root.send(missed)
    } finally {
      accepting = false
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
    needsClock: () => MACHINE_NAMES.some((name) => children[name].getSnapshot().hasTag("ticking")),
    nextAlarm: () => {
      const due = EXACT_DEADLINES.flatMap((name) => CLOCK_DEADLINES[name]?.(children[name].getSnapshot()) ?? [])
      return due.length === 0 ? null : Math.min(...due)
    },
    stop: () => {
      root.stop()
      listeners.clear()
    },
  }
}
