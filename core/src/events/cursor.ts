import type { MachineName } from "../system/machines.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"
import type { EventLogFile } from "./jsonl.js"
import { createReplayer } from "./replayer.js"

/**
 * A log replayed for a viewer that moves about in it: the machines' SystemSnapshot after any event,
 * and where the replay parts from what the tab recorded.
 */
export interface ReplayCursor {
  readonly file: EventLogFile
  /** How many events the log holds. */
  readonly size: number
  /** How many of them are replayed so far. */
  readonly replayed: () => number
  /** Replays up to `count` more events (a page replays a big log in slices between frames); answers `replayed()`. */
  readonly replayMore: (count: number) => number
  /** The machines after event `index` (0-based), replaying up to it first when needed. */
  readonly snapshotAt: (index: number) => SystemSnapshot
  /** The machines whose replayed state after event `index` is not the recorded one (none when it recorded none). */
  readonly divergedAt: (index: number) => ReadonlyArray<MachineName>
  /** The first event, among those replayed, whose replayed states are not the recorded ones; null if none. */
  readonly firstDivergence: () => number | null
  /** The index of the event numbered `seq`, or null when the log has none. */
  readonly indexOfSeq: (seq: number) => number | null
  /** The page the tab showed at event `index`: the last `route.changed` path up to it, or null before any. */
  readonly routeAt: (index: number) => string | null
}

/**
 * Replays `file` once, forward, keeping every step's SystemSnapshot: xstate's snapshots are
 * immutable and a step shares every machine it did not change, so 100,000 steps hold about 40 MB
 * (scripts/bench-replay-viewer.mjs) and a jump to any event is a lookup. A jump never replays from
 * a checkpoint: the viewer needs the whole pass anyway to find the first divergence.
 */
export const openReplayCursor = (file: EventLogFile): ReplayCursor => {
  // The CLI's replayer: the same fold and the same divergence check, one step at a time.
  const replayer = createReplayer({ tab: file.header.tab, settings: file.header.settings })
  const snapshots: SystemSnapshot[] = []
  const diverged: Array<ReadonlyArray<MachineName>> = []
  const routes: Array<string | null> = []
  let firstDivergence: number | null = null

  const replayOne = (index: number) => {
    const entry = file.entries[index]!
    const step = replayer.step(entry.event, entry.states)
    snapshots.push(step.snapshot)
    diverged.push(step.diverged)
    if (step.diverged.length > 0) firstDivergence ??= index
    routes.push(entry.event.type === "route.changed" ? entry.event.path : (routes[index - 1] ?? null))
    // The whole log replayed: nothing more will be asked of the machines.
    if (snapshots.length === file.entries.length) replayer.stop()
  }

  const replayUpTo = (end: number) => {
    for (let index = snapshots.length; index < Math.min(end, file.entries.length); index++) replayOne(index)
  }

  const checked = (index: number): number => {
    if (!Number.isInteger(index) || index < 0 || index >= file.entries.length)
      throw new RangeError(`no event ${index} in a log of ${file.entries.length}`)
    replayUpTo(index + 1)
    return index
  }

  // Seqs grow along the log (the reader refuses a line whose seq does not): a binary search finds one.
  const indexOfSeq = (seq: number): number | null => {
    let low = 0
    let high = file.entries.length - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const found = file.entries[middle]!.event.seq
      if (found === seq) return middle
      if (found < seq) low = middle + 1
      else high = middle - 1
    }
    return null
  }

  return {
    file,
    size: file.entries.length,
    replayed: () => snapshots.length,
    replayMore: (count) => {
      replayUpTo(snapshots.length + count)
      return snapshots.length
    },
    snapshotAt: (index) => snapshots[checked(index)]!,
    divergedAt: (index) => diverged[checked(index)]!,
    firstDivergence: () => firstDivergence,
    indexOfSeq,
    routeAt: (index) => routes[checked(index)]!,
  }
}
