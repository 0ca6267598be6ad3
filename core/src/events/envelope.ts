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

declare const notAField: unique symbol

/** What an excess field must be for an event to compile: nothing can be, so its error names the event's type. */
interface NotAFieldOf<Type extends SystemEvent["type"]> {
  readonly [notAField]: Type
}

/** Each field of `E` its type's event does not declare, refused (none for an exact event). */
type ExcessFieldsRefused<E extends SystemEvent> = {
  readonly [K in Exclude<keyof E, keyof Extract<SystemEvent, { readonly type: E["type"] }>>]: NotAFieldOf<E["type"]>
}

/**
 * One of the system's inputs with no field its type does not declare, also when it is held in a
 * variable (where TypeScript's own excess-property check does not look). `NoInfer`: `E` is read
 * from the event alone.
 */
export type ExactEvent<E extends SystemEvent> = E & NoInfer<ExcessFieldsRefused<E>>

/**
 * How a UI hands an event to the purchase system, which stamps and logs it. Only the system's
 * inputs, exactly: a misspelt type, a missing field or a field the type does not declare does not
 * compile (and at run time the tab refuses it before logging it: events/exactEvent.ts).
 */
export type Dispatch = <E extends SystemEvent>(event: ExactEvent<E>) => void
