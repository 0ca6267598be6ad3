// The hold path alone (Tomar of 1–2 free seats, no waiting room): the figure set beside pgbench's
// tps, by scripts/bench-server.mjs on one server process and by the storm through haproxy.
import type { Queryable } from "../../server/src/db/database.js"
import { rawConnection } from "./rawHttp.js"
import { percentile } from "./stats.js"

export interface HoldPathResult {
  readonly holdsPerSecond: number
  readonly p50: number
  readonly p99: number
  readonly refused: number
}

/** Free numbered seats of coming functions without a waiting room, biggest maps first, as [function, seat]. */
export const freeSeats = async (db: Queryable, count: number): Promise<ReadonlyArray<readonly [number, number]>> => {
  const { rows } = await db.query<{ performance_id: number; seat_id: number }>(
    `SELECT f.id AS performance_id, st.id AS seat_id
       FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
       JOIN map_seats st ON st.sector_id = ms.id
      WHERE f.starts_at > now() + interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM waiting_rooms r WHERE r.performance_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM place_claims pc WHERE pc.performance_id = f.id AND pc.seat_id = st.id)
      ORDER BY v.map_code = 'arena' DESC, v.map_code = 'estadio' DESC, f.id, st.id
      LIMIT $1`,
    [count],
  )
  return rows.map((row) => [row.performance_id, row.seat_id] as const)
}

/** Holds count from this long after the clients start: their connections and the server's plans warm up first. */
export const HOLD_WARMUP_MS = 2_000

/** Seats enough for a round of the hold path, 7 s with its warm-up: about 1.5 a hold, at up to 9,000 holds/s. */
export const HOLD_PATH_SEATS = 100_000

/** The newest purchase process's id: the holds of the processes after it are the loop's (`letGoOfHolds`). */
export const lastProcessId = async (db: Queryable): Promise<number> =>
  (await db.query<{ id: number }>("SELECT coalesce(max(id), 0)::int AS id FROM purchase_processes")).rows[0]!.id

/**
 * The holds of the processes after `afterProcessId` let go, as the sweep deletes holds whose 12
 * minutes are over, so the next round of the loop holds the same seats again: the seed has about
 * 134,000 free ones, not enough for three rounds at 4,500 holds a second.
 */
export const letGoOfHolds = async (db: Queryable, afterProcessId: number): Promise<void> => {
  await db.query("DELETE FROM place_claims WHERE state = 'HELD' AND process_id > $1", [afterProcessId])
}

/**
 * `clients` raw-socket connections (lib/rawHttp.ts says why), each holding 1 or 2 seats at a time
 * (every other hold two, when the next seat is of the same function) on a fresh purchase process
 * (Tomar with id 0), the seats taken in turn from `seats` by whichever connection is ready (a fixed
 * slice per connection ran out on the fastest one first), so no hold is refused for a taken seat;
 * holds and latencies count for `seconds` after the warm-up. The bench (scripts/bench-server.mjs)
 * and the storm both measure with it, so their figures compare.
 */
export const driveHolds = async (
  base: string,
  seats: ReadonlyArray<readonly [idFuncion: number, idPosicion: number]>,
  clients: number,
  seconds: number,
): Promise<HoldPathResult> => summarizeHolds([await holdRound(base, seats, clients, seconds)], seconds)

/** What one run of the hold loop counted. */
export interface HoldRound {
  readonly holds: number
  readonly refused: number
  readonly latencies: ReadonlyArray<number>
}

/** One run of `driveHolds`' loop, its counts raw: rounds of it add up (`summarizeHolds`). */
export const holdRound = async (
  base: string,
  seats: ReadonlyArray<readonly [idFuncion: number, idPosicion: number]>,
  clients: number,
  seconds: number,
): Promise<HoldRound> => {
  const measureFrom = performance.now() + HOLD_WARMUP_MS
  const measureUntil = measureFrom + seconds * 1000
  const latencies: Array<number> = []
  let holds = 0
  let refused = 0
  let next = 0
  let holdsSent = 0
  const lane = async () => {
    const connection = await rawConnection(base)
    while (performance.now() < measureUntil) {
      const first = seats[next]
      const second = seats[next + 1]
      if (first === undefined) throw new Error("the hold path ran out of free seats: give it more of them")
      const pair = holdsSent++ % 2 === 0 && second !== undefined && second[0] === first[0]
      next += pair ? 2 : 1
      const sent = performance.now()
      const status = await connection.post("/v2/Proceso/0/Posiciones/Tomar", {
        idFuncion: first[0],
        listaIdPosicion: pair ? [first[1], second[1]] : [first[1]],
        idPromocion: null,
      })
      const done = performance.now()
      if (sent < measureFrom || done > measureUntil) continue
      latencies.push(done - sent)
      if (status === 200) holds++
      else refused++
    }
    connection.close()
  }
  await Promise.all(Array.from({ length: clients }, () => lane()))
  return { holds, refused, latencies }
}

/** Rounds of `seconds` each as one result: holds per second over all of them, latencies pooled. */
export const summarizeHolds = (rounds: ReadonlyArray<HoldRound>, seconds: number): HoldPathResult => {
  const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b)
  const total = (count: (round: HoldRound) => number) => rounds.reduce((sum, round) => sum + count(round), 0)
  return {
    holdsPerSecond: total((round) => round.holds) / (seconds * rounds.length),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    refused: total((round) => round.refused),
  }
}
