import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"
import type { EntryRow } from "./entries.js"

/** A shopper arriving for a place at the end of a drawn line, from a client address. */
export interface LateArrival {
  readonly shopper: string
  readonly at: Date
  readonly address: string
}

/**
 * Places at the end of a drawn line for arrivals that come together, as one statement: the room's
 * row is locked only while the statement runs (a join used to hold it over five round trips), and
 * the arrivals take the next positions in the order given. An arrival is left out (no row) when
 * its shopper holds a live place already, when its address took the room's limit of places in the
 * last minute (`since`), counting the arrivals before it in this statement, or when the line is not
 * drawn yet (or the room is off): the careful way (place.ts) then judges it under the room's lock.
 * Two arrivals of one shopper racing from two processes: the live-place index keeps the second out
 * (its position stays unused, as a place given up does: the line passes over it).
 */
const JOIN_LINE = `
  WITH arrivals AS (
    SELECT a.*, row_number() OVER (PARTITION BY a.address ORDER BY a.n) AS nth_from_address
      FROM unnest($2::text[], $3::timestamptz[], $4::text[]) WITH ORDINALITY AS a(shopper, at, address, n)),
  allowed AS (
    SELECT a.shopper, a.at, a.address, row_number() OVER (ORDER BY a.n) AS k
      FROM arrivals a JOIN waiting_rooms r ON r.performance_id = $1
     WHERE NOT EXISTS (SELECT 1 FROM waiting_room_entries e
                        WHERE e.performance_id = $1 AND e.shopper = a.shopper AND e.state IN ('WAITING', 'INSIDE'))
       AND (SELECT count(*) FROM waiting_room_entries e
             WHERE e.performance_id = $1 AND e.address = a.address AND e.arrived_at > $5) + a.nth_from_address
           <= r.joins_per_address_per_minute),
  moved AS (
    UPDATE waiting_rooms SET last_position = last_position + (SELECT count(*) FROM allowed)
     WHERE performance_id = $1 AND drawn_at IS NOT NULL AND enabled
    RETURNING last_position - (SELECT count(*) FROM allowed) AS before, admitted_through)
  INSERT INTO waiting_room_entries (performance_id, shopper, arrived_at, position, line_at, state, last_seen_at, address)
  SELECT $1, a.shopper, a.at, m.before + a.k, m.admitted_through, 'WAITING', a.at, a.address FROM allowed a, moved m
  ON CONFLICT (performance_id, shopper) WHERE state IN ('WAITING', 'INSIDE') DO NOTHING
  RETURNING id, shopper, position, line_at, state, last_seen_at, turn_expires_at`

/** The places given, by shopper (arrivals left out have none). `arrivals` have distinct shoppers. */
export const joinDrawnLine = async (
  db: Queryable,
  performanceId: number,
  arrivals: ReadonlyArray<LateArrival>,
  since: Date,
): Promise<ReadonlyMap<string, EntryRow>> => {
  const rows = await allRows<EntryRow>(
    db,
    JOIN_LINE,
    [
      performanceId,
      arrivals.map((arrival) => arrival.shopper),
      arrivals.map((arrival) => arrival.at),
      arrivals.map((arrival) => arrival.address),
      since,
    ],
    "waiting-room-join",
  )
  return new Map(rows.map((row) => [row.shopper, row]))
}
