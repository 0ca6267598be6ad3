import type { SystemEvent } from "../system/events.js"
import type { Stamped } from "./envelope.js"
import { createSecretRedactor, type SecretRedactor } from "./redaction.js"
import type { MachineValues } from "./states.js"

/** An input as the log keeps it: stamped with its place in the log, its instant and its tab. */
export type LoggedEvent = Stamped<SystemEvent>

/**
 * One line of a log: the event (its secrets replaced by references) and the machines' states the
 * tab had once it folded the event; null where they are not known (an event folded while another
 * was, or a log recorded before states were).
 */
export interface LogEntry {
  readonly event: LoggedEvent
  readonly states: MachineValues | null
}

/**
 * The append-only purchase event log of one tab. It stamps what this tab does (`record`) and
 * keeps what other tabs did (`receive`) with their own instant and tab, renumbered in the order this
 * tab saw them. Both hand back the event as it is, for the machines; the log keeps it with its
 * secrets replaced (events/redaction.ts), so nothing read from the log can act as the shopper.
 */
export interface EventLog {
  readonly record: <E extends SystemEvent>(event: E, at: number, tab: number) => Stamped<E>
  readonly receive: (event: LoggedEvent) => LoggedEvent
  /** The machines' states once event `seq` is folded: recorded unless another event came in meanwhile. */
  readonly settle: (seq: number, states: MachineValues) => void
  /** The events as the log keeps them (redacted). */
  readonly events: () => ReadonlyArray<LoggedEvent>
  readonly entries: () => ReadonlyArray<LogEntry>
  /** Any value (persisted keys, a snapshot) with this log's references for the secrets it holds. */
  readonly redact: SecretRedactor
  readonly size: () => number
}

export const createEventLog = (initial: ReadonlyArray<LoggedEvent> = []): EventLog => {
  const redact = createSecretRedactor()
  const events: LoggedEvent[] = initial.map((event) => redact(event))
  const states: Array<MachineValues | null> = events.map(() => null)
  const append = <E extends SystemEvent>(event: E, at: number, tab: number): Stamped<E> => {
    const stamped: Stamped<E> = { ...event, seq: events.length + 1, at, tab }
    events.push(redact<LoggedEvent>(stamped))
    states.push(null)
    return stamped
  }
  return {
    record: append,
    receive: (event) => append(event, event.at, event.tab),
    settle: (seq, after) => {
      // An event folded while another was (an I/O actor answering at once) leaves the other's states unknown.
      if (seq === events.length) states[seq - 1] = after
    },
    events: () => events,
    entries: () => events.map((event, index) => ({ event, states: states[index] ?? null })),
    redact,
    size: () => events.length,
  }
}
