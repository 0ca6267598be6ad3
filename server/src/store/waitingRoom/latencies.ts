import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** One process's histogram of a window, as it stands (core's LATENCY_BUCKETS_MS). */
interface WindowCounts {
  readonly process: string
  readonly windowStart: Date
  readonly counts: ReadonlyArray<number>
}

/** Writes the process's histogram of a window, replacing what it wrote of it before. */
export const writeLatencies = async (db: Queryable, window: WindowCounts): Promise<void> => {
  await db.query(
    `INSERT INTO waiting_room_latencies (process, window_start, counts) VALUES ($1, $2, $3::int[])
       ON CONFLICT (process, window_start) DO UPDATE SET counts = EXCLUDED.counts`,
    [window.process, window.windowStart, window.counts],
    "waiting-room-latencies",
  )
}

/** Every process's histograms of the windows that started at `since` or later. */
export const latenciesSince = async (db: Queryable, since: Date): Promise<ReadonlyArray<ReadonlyArray<number>>> =>
  (
    await allRows<{ counts: ReadonlyArray<number> }>(
      db,
      "SELECT counts FROM waiting_room_latencies WHERE window_start >= $1",
      [since],
    )
  ).map((row) => row.counts)

/** Forgets the windows that started before `before` (of processes gone too). */
export const forgetLatencies = async (db: Queryable, before: Date): Promise<void> => {
  await db.query("DELETE FROM waiting_room_latencies WHERE window_start < $1", [before])
}
