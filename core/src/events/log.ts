import type { EventObject } from "xstate"
import type { EventInput, Stamped } from "./envelope.js"

export type LoggedEvent = Stamped<EventObject & Record<string, unknown>>

/**
 * The append-only purchase event log of one tab. It stamps what this tab does
 * (`record`) and keeps what other tabs did (`receive`) with their own instant and
 * tab, renumbered in the order this tab saw them.
 */
export interface EventLog {
  readonly record: <E extends EventInput>(event: E, at: number, tab: number) => Stamped<E>
  readonly receive: (event: LoggedEvent) => LoggedEvent
  readonly events: () => ReadonlyArray<LoggedEvent>
  readonly size: () => number
}

export const createEventLog = (initial: ReadonlyArray<LoggedEvent> = []): EventLog => {
  const entries: LoggedEvent[] = [...initial]
  const append = <E extends EventInput>(event: E, at: number, tab: number): Stamped<E> => {
    const stamped = { ...event, seq: entries.length + 1, at, tab }
    entries.push(stamped as unknown as LoggedEvent)
    return stamped
  }
  return {
    record: append,
    receive: (event) => append(event, event.at, event.tab),
    events: () => entries,
    size: () => entries.length,
  }
}
