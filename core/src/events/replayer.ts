import type { MachineSettings } from "../machines/shared/settings.js"
import { CLOCK_DEADLINES } from "../system/clockRouting.js"
import { MACHINE_NAMES, type MachineName } from "../system/machines.js"
import { createPurchaseSystem, type SystemSnapshot } from "../system/purchaseSystem.js"
import type { LoggedEvent } from "./log.js"
import { differingMachines, machineValuesOf, type MachineValues } from "./states.js"

/** What one event did: the machines after it, and those whose state is not the one the tab recorded. */
export interface ReplayedStep {
  readonly snapshot: SystemSnapshot
  /** False when every machine's snapshot is the step before's (a reader may reuse what it drew from them). */
  readonly changed: boolean
  readonly diverged: ReadonlyArray<MachineName>
}

export interface Replayer {
  /** Folds one event (with the states the tab recorded after it, or null when not known). */
  readonly step: (event: LoggedEvent, recorded: MachineValues | null) => ReplayedStep
  /** The machines after the last event folded; before any, as a new tab starts. */
  readonly snapshot: () => SystemSnapshot
  readonly stop: () => void
}

const AGREES: ReadonlyArray<MachineName> = []

/** The first instant a tick changes a machine (clockRouting.ts), or Infinity when none waits for one. */
const nextDeadline = (snapshot: SystemSnapshot): number =>
  Math.min(...MACHINE_NAMES.map((name) => CLOCK_DEADLINES[name]?.(snapshot[name]) ?? Infinity))

const sameMachines = (a: SystemSnapshot, b: SystemSnapshot): boolean =>
  a.preferences === b.preferences && a.queueTurn === b.queueTurn && MACHINE_NAMES.every((name) => a[name] === b[name])

/** The snapshot as a plain object of fixed shape (the system builds a dictionary): read and copied once a step. */
const shaped = (snapshot: SystemSnapshot, now = snapshot.now): SystemSnapshot => ({
  session: snapshot.session,
  purchaseTimer: snapshot.purchaseTimer,
  cart: snapshot.cart,
  delivery: snapshot.delivery,
  paymentVerification: snapshot.paymentVerification,
  checkout: snapshot.checkout,
  preferences: snapshot.preferences,
  queueTurn: snapshot.queueTurn,
  now,
})

/**
 * Replays a log one event at a time through one purchase system (no I/O), so a log of any length
 * replays in flat memory. Most of a long log is the clock's ticks, and a tick before every machine's
 * deadline only moves the root's clock: it is held back, and only the latest held tick is handed to
 * the machines, before the next event that can change one (a later tick due at a deadline stands
 * for it). The machines go through the same states as with every tick handed over (the root keeps
 * the latest instant and tick, and a held tick was due nowhere), and a step that changes nothing
 * shares the machines' snapshots of the step before.
 */
export const createReplayer = (options: { readonly tab: number; readonly settings: MachineSettings }): Replayer => {
  const system = createPurchaseSystem({ tabId: options.tab, settings: options.settings })
  let current = shaped(system.snapshot())
  let deadline = nextDeadline(current)
  let heldTick: LoggedEvent | null = null
  // Counts the steps that changed a machine: a divergence checked at the same count holds.
  let changes = 0
  let checked: { recorded: MachineValues; changes: number; diverged: ReadonlyArray<MachineName> } | null = null

  /** Folds the event; answers whether a machine changed. */
  const fold = (event: LoggedEvent): boolean => {
    if (event.type === "clock.ticked" && Math.max(event.at, current.now) < deadline) {
      // The root keeps the first tick of the latest instant; an earlier one changes nothing after it.
      if (heldTick === null || event.at > heldTick.at) heldTick = event
      if (event.at > current.now) current = shaped(current, event.at)
      return false
    }
    // A later tick stands for the held one (the root keeps the latest); anything else needs it first.
    if (heldTick !== null && !(event.type === "clock.ticked" && event.at > heldTick.at)) system.accept(heldTick)
    heldTick = null
    system.accept(event)
    const before = current
    current = shaped(system.snapshot())
    deadline = nextDeadline(current)
    if (sameMachines(before, current)) return false
    changes += 1
    return true
  }

  const divergence = (recorded: MachineValues | null): ReadonlyArray<MachineName> => {
    if (recorded === null) return AGREES
    // The same record against the same machines, the same answer: most lines repeat the line before's.
    if (checked?.recorded === recorded && checked.changes === changes) return checked.diverged
    const differing = differingMachines(recorded, machineValuesOf(current))
    checked = { recorded, changes, diverged: differing.length === 0 ? AGREES : differing }
    return checked.diverged
  }

  return {
    step: (event, recorded) => {
      const changed = fold(event)
      return { snapshot: current, changed, diverged: divergence(recorded) }
    },
    snapshot: () => current,
    stop: () => system.stop(),
  }
}
