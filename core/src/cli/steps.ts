import type { LoggedEvent } from "../events/log.js"
import type { PersistedKeys } from "../events/persisted.js"
import { toPlainSnapshot, type PlainSnapshot } from "../events/replay.js"
import type { ReplayedStep } from "../events/replayer.js"
import { stepChanges, type StepChange } from "../events/stepChanges.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

/** One replayed step as the outputs read it: the event, the machines after it as plain data, and (--diff) what it changed. */
export interface CliStep extends ReplayedStep {
  readonly event: LoggedEvent
  /** The same object as the step before's when no machine changed: an output may reuse what it drew from it. */
  readonly plain: PlainSnapshot
  readonly changes: ReadonlyArray<StepChange>
}

/** How an output writes the timeline's steps, the state at one step (--at) and the persisted keys at the end. */
export interface CliOutput {
  readonly step: (step: CliStep) => string
  readonly stateAt: (step: CliStep, persisted: PersistedKeys) => string
  readonly end: (persisted: PersistedKeys) => string
}

const NO_CHANGES: ReadonlyArray<StepChange> = []

/** Makes each step's CliStep, drawing the plain snapshot (and the changes, with `diff`) only when a machine changed. */
export const createStepViews = (initial: SystemSnapshot, diff: boolean) => {
  let plain = toPlainSnapshot(initial)
  return (event: LoggedEvent, replayed: ReplayedStep): CliStep => {
    const before = plain
    if (replayed.changed) plain = toPlainSnapshot(replayed.snapshot)
    const changes = diff && replayed.changed ? stepChanges(before, plain) : NO_CHANGES
    // Spelt out: a spread here cost more than the whole fold of a tick.
    return {
      event,
      snapshot: replayed.snapshot,
      changed: replayed.changed,
      diverged: replayed.diverged,
      plain,
      changes,
    }
  }
}

const NOT_PAYLOAD = new Set(["type", "seq", "at", "tab"])

/** Whether the event has fields besides its type and envelope (a tick, most of a log, has none), checked without copying it. */
export const hasPayload = (event: LoggedEvent): boolean => Object.keys(event).some((key) => !NOT_PAYLOAD.has(key))

/** The event as its log line holds it: its type and payload, without the envelope. */
export const eventFields = ({ seq: _seq, at: _at, tab: _tab, ...fields }: LoggedEvent): object => fields

/**
 * Memoises a text drawn from a step's plain snapshot: steps that changed no machine share it, and
 * most of a long log is ticks that change nothing.
 */
export const drawnOnce = (draw: (plain: PlainSnapshot) => string) => {
  let from: PlainSnapshot | null = null
  let text = ""
  return (plain: PlainSnapshot): string => {
    if (plain !== from) {
      from = plain
      text = draw(plain)
    }
    return text
  }
}
