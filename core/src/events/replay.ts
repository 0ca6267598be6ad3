import type { MachineSettings } from "../machines/shared/settings.js"
import type { MachineName } from "../system/machines.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"
import type { Preferences } from "../system/preferences.js"
import type { HeldQueueTurn } from "../system/queueTurn.js"
import type { EventLogFile } from "./jsonl.js"
import type { LoggedEvent } from "./log.js"
import { persistedKeys, type PersistedKeys } from "./persisted.js"
import { createReplayer } from "./replayer.js"
import type { MachineValues } from "./states.js"

/** One machine's state as plain data: comparable, printable, serialisable. */
export interface MachineState {
  readonly value: unknown
  readonly context: unknown
}

export type PlainSnapshot = { readonly [K in MachineName]: MachineState } & {
  readonly preferences: Preferences
  readonly queueTurn: HeldQueueTurn
}

export interface ReplayStep {
  readonly event: LoggedEvent
  readonly snapshot: PlainSnapshot
  /** The machines whose replayed state is not the one the tab recorded after this event (none when it recorded none). */
  readonly diverged: ReadonlyArray<MachineName>
}

export interface ReplayResult {
  readonly steps: ReadonlyArray<ReplayStep>
  readonly persisted: PersistedKeys
}

const plain = (snapshot: { readonly value: unknown; readonly context: unknown }): MachineState => ({
  value: snapshot.value,
  context: snapshot.context,
})

export const toPlainSnapshot = (snapshot: SystemSnapshot): PlainSnapshot => ({
  session: plain(snapshot.session),
  purchaseTimer: plain(snapshot.purchaseTimer),
  cart: plain(snapshot.cart),
  delivery: plain(snapshot.delivery),
  paymentVerification: plain(snapshot.paymentVerification),
  checkout: plain(snapshot.checkout),
  preferences: snapshot.preferences,
  queueTurn: snapshot.queueTurn,
})

/**
 * Feeds a recorded log through fresh machines with every I/O actor a no-op and
 * returns the snapshot after each event: the same ones the live tab went through.
 */
export const replayEvents = (
  events: ReadonlyArray<LoggedEvent>,
  options: { readonly tab: number; readonly settings: MachineSettings },
  recorded: (index: number) => MachineValues | null = () => null,
): ReplayResult => {
  const replayer = createReplayer(options)
  const steps = events.map((event, index) => {
    const { snapshot, diverged } = replayer.step(event, recorded(index))
    return { event, snapshot: toPlainSnapshot(snapshot), diverged }
  })
  const persisted = persistedKeys(replayer.snapshot())
  replayer.stop()
  return { steps, persisted }
}

/** Replays a log file, checking each step against the states the tab recorded. */
export const replayLog = (file: EventLogFile): ReplayResult =>
  replayEvents(
    file.entries.map((entry) => entry.event),
    { tab: file.header.tab, settings: file.header.settings },
    (index) => file.entries[index]?.states ?? null,
  )

/** The first step whose replayed states are not the recorded ones, or null. */
export const firstDivergence = (result: ReplayResult): ReplayStep | null =>
  result.steps.find((step) => step.diverged.length > 0) ?? null

/** Only the final persisted keys: the fold of SPEC §3's stored state from a log. */
export const foldPersistedKeys = (file: EventLogFile): PersistedKeys => replayLog(file).persisted
