import {
  createActor,
  type AnyStateMachine,
  type EmittedFrom,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from "xstate"
import {
  type Dispatch,
  type EventEnvelope,
  createEventLog,
  machineValuesOf,
  type EventLog,
  type LoggedEvent,
  DEFAULT_SETTINGS,
  type MachineSettings,
  type SystemEvent,
  type IoHandlers,
  type MACHINES,
  type MachineName,
  createPurchaseSystem,
  type PurchaseSystem,
  type PurchaseSystemOptions,
  type SystemSnapshot,
} from "@boleteria/core"

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** An event before stamping, checked against what the machine declares it handles. */
export type InputOf<M extends AnyStateMachine> = DistributiveOmit<EventFromLogic<M>, keyof EventEnvelope>

/** Every event some machine of the purchase system handles, before stamping. */
export type SystemInput = { [K in MachineName]: InputOf<(typeof MACHINES)[K]> }[MachineName] | SystemEvent

/** 1 Nov 2025, 12:00 UTC: a fixed start so failures read the same on every run. */
export const T0 = Date.UTC(2025, 10, 1, 12, 0, 0)

export const SECOND = 1000
export const MINUTE = 60 * SECOND

export interface SendOptions {
  /** The event's instant; defaults to the driver's clock, which it moves forward when later. */
  readonly at?: number
  /** The tab the event comes from; defaults to the driver's own tab. */
  readonly tab?: number
}

/** Simulated time: instants only move when a test says so. */
interface TestClock {
  readonly now: () => number
  readonly advance: (ms: number) => number
  readonly instantFor: (options: SendOptions) => number
}

const testClock = (startAt: number): TestClock => {
  let current = startAt
  return {
    now: () => current,
    advance: (ms) => (current += ms),
    instantFor: (options) => {
      const at = options.at ?? current
      current = Math.max(current, at)
      return at
    },
  }
}

export interface DriverOptions {
  readonly tabId?: number
  readonly settings?: MachineSettings
  readonly io?: Partial<IoHandlers>
  readonly startAt?: number
  /** xstate's inspection of the system's root, to see who hears what. */
  readonly inspect?: PurchaseSystemOptions["inspect"]
}

export interface Driver {
  readonly tabId: number
  readonly settings: MachineSettings
  readonly system: PurchaseSystem
  /** Every event this driver stamped, as the live tab's log would hold them. */
  readonly log: EventLog
  readonly now: () => number
  readonly advance: (ms: number) => number
  readonly send: (event: SystemInput, options?: SendOptions) => LoggedEvent
  /** What a `connect*` view-model is given: its commands go through `send` at the driver's clock. */
  readonly dispatch: Dispatch
  /** One `clock.ticked` at the driver's clock (or at `options.at`). */
  readonly tick: (options?: SendOptions) => LoggedEvent
  /** Ticks every `stepMs` (the tick period by default) until the clock reaches `until`. */
  readonly tickUntil: (until: number, stepMs?: number) => void
  readonly snapshot: () => SystemSnapshot
}

/**
 * A tab's purchase system with simulated time: `send` stamps an event with seq,
 * at and tab exactly like the live log does, records it and feeds it to the system.
 */
export const createDriver = (options: DriverOptions = {}): Driver => {
  const tabId = options.tabId ?? 1
  const settings = options.settings ?? DEFAULT_SETTINGS
  const clock = testClock(options.startAt ?? T0)
  const log = createEventLog()
  const system = createPurchaseSystem({
    tabId,
    settings,
    ...(options.io === undefined ? {} : { io: options.io }),
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  })
  const send = (event: SystemInput, sendOptions: SendOptions = {}): LoggedEvent => {
    // A test may also send what a machine derives (purchase.cancelled…); a live log never holds those.
    const stamped = log.record(event as SystemEvent, clock.instantFor(sendOptions), sendOptions.tab ?? tabId)
    system.accept(stamped)
    log.settle(stamped.seq, machineValuesOf(system.snapshot()))
    return stamped
  }
  return {
    tabId,
    settings,
    system,
    log,
    now: clock.now,
    advance: clock.advance,
    send,
    dispatch: (event) => {
      send(event)
    },
    tick: (sendOptions = {}) => send({ type: "clock.ticked" }, sendOptions),
    tickUntil: (until, stepMs = settings.tickMs) => {
      while (clock.now() + stepMs <= until) send({ type: "clock.ticked" }, { at: clock.now() + stepMs })
      if (clock.now() < until) send({ type: "clock.ticked" }, { at: until })
    },
    snapshot: system.snapshot,
  }
}

export interface MachineDriver<M extends AnyStateMachine> {
  readonly now: () => number
  readonly advance: (ms: number) => number
  readonly send: (event: InputOf<M>, options?: SendOptions) => void
  readonly snapshot: () => SnapshotFrom<M>
  /** What the machine concluded (its emitted, derived events), in order. */
  readonly emitted: ReadonlyArray<EmittedFrom<M>>
}

/**
 * One machine on its own, every event delivered (no clock routing), so a test sees
 * the machine's own guards decide and can read the derived events it emits.
 */
export const createMachineDriver = <M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  options: { readonly tabId?: number; readonly startAt?: number } = {},
): MachineDriver<M> => {
  const tabId = options.tabId ?? 1
  const clock = testClock(options.startAt ?? T0)
  const emitted: Array<EmittedFrom<M>> = []
  let seq = 0
  const actor = createActor(machine as AnyStateMachine, { input })
  actor.on("*", (event) => emitted.push(event as EmittedFrom<M>))
  actor.start()
  return {
    now: clock.now,
    advance: clock.advance,
    send: (event, sendOptions = {}) => {
      seq += 1
      actor.send({ ...event, seq, at: clock.instantFor(sendOptions), tab: sendOptions.tab ?? tabId })
    },
    snapshot: () => actor.getSnapshot() as SnapshotFrom<M>,
    emitted,
  }
}
