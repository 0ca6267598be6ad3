import { randomUUID } from "node:crypto"
import { addedHistograms, LATENCY_BUCKET_COUNT, LATENCY_WINDOW_MS, latencyBucketOf } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { forgetLatencies, latenciesSince, writeLatencies } from "../../store/waitingRoom/latencies.js"
import { perDatabase, writtenEachSecond } from "./writtenEachSecond.js"

/** Windows older than this are forgotten when the room judges its rate. */
const KEPT_MS = 60_000

const windowStartOf = (now: number): number => Math.floor(now / LATENCY_WINDOW_MS) * LATENCY_WINDOW_MS

/**
 * This process's histograms of the admitted shoppers' calls, one per window (by the server's
 * clock), written within a second of a call as one row per process and window (never per call).
 */
const countsOf = perDatabase((db: Queryable) => {
  const processKey = `${randomUUID().slice(0, 8)}-${process.pid}`
  const windows = new Map<number, Array<number>>()
  const writer = writtenEachSecond(async () => {
    const newest = Math.max(...windows.keys())
    for (const [windowStart, counts] of [...windows]) {
      await writeLatencies(db, { process: processKey, windowStart: new Date(windowStart), counts: [...counts] })
      if (windowStart < newest) windows.delete(windowStart)
    }
  })
  return { windows, writer }
})

/** An admitted shopper's call, answered at `now` (the server's clock) in `ms`. */
export const countInsideCall = (db: Queryable, now: number, ms: number): void => {
  const { windows, writer } = countsOf(db)
  const windowStart = windowStartOf(now)
  let counts = windows.get(windowStart)
  if (counts === undefined) {
    counts = Array.from({ length: LATENCY_BUCKET_COUNT }, () => 0)
    windows.set(windowStart, counts)
  }
  counts[latencyBucketOf(ms)]! += 1
  writer.schedule()
}

/**
 * Every process's calls over the last window and the one before (5 to 10 s), as one histogram;
 * older windows are forgotten meanwhile (their processes may be gone).
 */
export const recentInsideLatencies = async (tx: Queryable, now: number): Promise<ReadonlyArray<number>> => {
  await forgetLatencies(tx, new Date(now - KEPT_MS))
  return addedHistograms(await latenciesSince(tx, new Date(windowStartOf(now) - LATENCY_WINDOW_MS)))
}
