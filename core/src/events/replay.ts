import type { MachineSettings } from "../machines/shared/settings.js"
import type { MachineName } from "../system/machines.js"
import { createPurchaseSystem, type SystemSnapshot } from "../system/purchaseSystem.js"
import type { Preferences } from "../system/preferences.js"
import type { HeldQueueTurn } from "../system/queueTurn.js"
import type { EventLogFile } from "./jsonl.js"
import type { LoggedEvent } from "./log.js"
import { persistedKeys, type PersistedKeys } from "./persisted.js"

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
): ReplayResult => {
  const system = createPurchaseSystem({ tabId: options.tab, settings: options.settings })
  const steps = events.map((event) => {
    system.accept(event)
    return { event, snapshot: toPlainSnapshot(system.snapshot()) }
  })
  const persisted = persistedKeys(system.snapshot())
  system.stop()
  return { steps, persisted }
}

export const replayLog = (file: EventLogFile): ReplayResult =>
  replayEvents(file.events, { tab: file.header.tab, settings: file.header.settings })

/** Only the final persisted keys: the fold of SPEC §3's stored state from a log. */
export const foldPersistedKeys = (file: EventLogFile): PersistedKeys => replayLog(file).persisted
