import type { SystemEvent } from "../system/events.js"

/**
 * Every input to the purchase is an event in this envelope: its position in the
 * log (`seq`), when it happened (`at`, epoch ms, read from the Clock port) and
 * which browser tab it came from (`tab`). Machines read `at` instead of a clock.
 */
export interface EventEnvelope {
  readonly seq: number
  readonly at: number
  readonly tab: number
}

/** Any event before stamping, its type and payload: derived events are these; inputs are SystemEvents. */
export interface EventInput {
  readonly type: string
}

export type Stamped<E extends EventInput> = E & EventEnvelope

/**
 * Derived events (what a machine concludes, e.g. `timer.expired`) carry the
 * envelope of the event that caused them, so replay derives them again at the
 * same instant for the same tab. They are never written to the log.
 */
export const deriveFrom = <E extends EventInput>(cause: EventEnvelope, event: E): Stamped<E> => ({
  ...event,
  seq: cause.seq,
  at: cause.at,
  tab: cause.tab,
})

/**
 * How a UI hands an event to the purchase system, which stamps and logs it. Only the system's
 * inputs: a misspelt type or a missing field does not compile.
 */
export type Dispatch = (event: SystemEvent) => void
