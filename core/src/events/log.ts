import type { SystemEvent } from "../system/events.js"
import type { Stamped } from "./envelope.js"

/** An input as the log keeps it: stamped with its place in the log, its instant and its tab. */
export type LoggedEvent = Stamped<SystemEvent>

/**
 * The append-only purchase event log of one tab. It stamps what this tab does
 * (`record`) and keeps what other tabs did (`receive`) with their own instant and
 * tab, renumbered in the order this tab saw them.
 */
export interface EventLog {
  readonly record: <E extends SystemEvent>(event: E, at: number, tab: number) => Stamped<E>
  readonly receive: (event: LoggedEvent) => LoggedEvent
  readonly events: () => ReadonlyArray<LoggedEvent>
  readonly size: () => number
}

export const createEventLog = (initial: ReadonlyArray<LoggedEvent> = []): EventLog => {
  const entries: LoggedEvent[] = [...initial]
  const append = <E extends SystemEvent>(event: E, at: number, tab: number): Stamped<E> => {
    const stamped: Stamped<E> = { ...event, seq: entries.length + 1, at, tab }
    entries.push(stamped)
    return stamped
  }
  return {
    record: append,
    receive: (event) => append(event, event.at, event.tab),
    events: () => entries,
    size: () => entries.length,
  }
}
