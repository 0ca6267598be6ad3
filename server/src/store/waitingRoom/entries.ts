import type { Queryable } from "../../db/database.js"
import { allRows, firstRow, onlyRow } from "../rows.js"

/** A live place in line (waiting or inside) as stored (migrations 019, 021). */
export interface EntryRow {
  readonly id: number
  readonly shopper: string
  readonly position: number | null
  readonly line_at: number
  readonly state: "WAITING" | "INSIDE"
  readonly last_seen_at: Date
  readonly turn_expires_at: Date | null
}

/** A shopper arriving for a place, from a client address. */
interface Arrival {
  readonly performanceId: number
  readonly shopper: string
  readonly at: Date
  readonly address: string
}

/** An arrival given a place in the drawn line. */
interface PlaceInLine extends Arrival {
  readonly position: number
  /** Where admission stood when the place was taken. */
  readonly lineAt: number
}

/** The turn a place is let in for. */
interface Turn {
  readonly admittedAt: Date
  readonly expiresAt: Date
}

/** The live places held under any of these shopper keys (one a key at most). */
export const livePlacesOf = (
  db: Queryable,
  performanceId: number,
  keys: ReadonlyArray<string>,
): Promise<ReadonlyArray<EntryRow>> =>
  allRows<EntryRow>(
    db,
    `SELECT id, shopper, position, line_at, state, last_seen_at, turn_expires_at FROM waiting_room_entries
      WHERE performance_id = $1 AND shopper = ANY($2::text[]) AND state IN ('WAITING', 'INSIDE')`,
    [performanceId, keys],
    "waiting-room-place",
  )

/** The ids of those waiting for the draw, in the order they arrived. */
export const arrivalsToDraw = async (tx: Queryable, performanceId: number): Promise<ReadonlyArray<number>> =>
  (
    await allRows<{ id: number }>(
      tx,
      "SELECT id FROM waiting_room_entries WHERE performance_id = $1 AND position IS NULL AND state = 'WAITING' ORDER BY id",
      [performanceId],
    )
  ).map((row) => row.id)

/** Gives the places their positions: the first id in `order` the first place in line. */
export const placeInDrawnOrder = async (tx: Queryable, order: ReadonlyArray<number>): Promise<void> => {
  await tx.query(
    `UPDATE waiting_room_entries e SET position = drawn.position
         FROM unnest($1::int[]) WITH ORDINALITY AS drawn(id, position) WHERE e.id = drawn.id`,
    [order],
  )
}

/** How many shoppers are inside with a turn that has not run out at `at`. */
export const insideCount = async (tx: Queryable, performanceId: number, at: Date): Promise<number> => {
  const row = await onlyRow<{ inside: number }>(
    tx,
    `SELECT count(*)::int AS inside FROM waiting_room_entries
      WHERE performance_id = $1 AND state = 'INSIDE' AND turn_expires_at > $2`,
    [performanceId, at],
  )
  return row.inside
}

/** A waiting place as admission reads the line. */
interface WaitingRow {
  readonly id: number
  readonly position: number
  readonly last_seen_at: Date
}

/** Up to `limit` waiting places after position `after`, in line order. */
export const waitingAfter = (
  tx: Queryable,
  performanceId: number,
  after: number,
  limit: number,
): Promise<ReadonlyArray<WaitingRow>> =>
  allRows<WaitingRow>(
    tx,
    `SELECT id, position, last_seen_at FROM waiting_room_entries
        WHERE performance_id = $1 AND state = 'WAITING' AND position > $2 ORDER BY position LIMIT $3`,
    [performanceId, after, limit],
  )

/** Marks these places lapsed (their shoppers stopped asking). */
export const markLapsed = async (tx: Queryable, ids: ReadonlyArray<number>): Promise<void> => {
  await tx.query("UPDATE waiting_room_entries SET state = 'LAPSED' WHERE id = ANY($1::int[])", [ids])
}

/** Lets these places in for their turn. */
export const admitPlaces = async (tx: Queryable, ids: ReadonlyArray<number>, turn: Turn): Promise<void> => {
  await tx.query(
    `UPDATE waiting_room_entries SET state = 'INSIDE', admitted_at = $2, turn_expires_at = $3
        WHERE id = ANY($1::int[])`,
    [ids, turn.admittedAt, turn.expiresAt],
  )
}

/** Ends a live place: it lapsed (waiting, gone past the grace) or its turn ended. */
export const endPlace = async (db: Queryable, id: number, state: "LAPSED" | "ENDED"): Promise<void> => {
  await db.query("UPDATE waiting_room_entries SET state = $2 WHERE id = $1 AND state IN ('WAITING', 'INSIDE')", [
    id,
    state,
  ])
}

/**
 * Records when waiting shoppers last asked, many at once (`ats[i]` for `ids[i]`); a later mark
 * stands. Places another transaction holds (an admission moving the line) are passed over, never
 * waited for (two processes' batches in different orders would deadlock): answers the ids written.
 */
export const markSeen = async (
  db: Queryable,
  ids: ReadonlyArray<number>,
  ats: ReadonlyArray<Date>,
): Promise<ReadonlyArray<number>> =>
  (
    await allRows<{ id: number }>(
      db,
      `UPDATE waiting_room_entries e SET last_seen_at = GREATEST(e.last_seen_at, seen.at)
         FROM unnest($1::int[], $2::timestamptz[]) AS seen(id, at)
        WHERE e.id = seen.id
          AND e.id IN (SELECT id FROM waiting_room_entries WHERE id = ANY($1::int[]) FOR UPDATE SKIP LOCKED)
       RETURNING e.id`,
      [ids, ats],
    )
  ).map((row) => row.id)

/** Holds the lock on the address's new places in this room until the transaction ends. */
export const lockAddressJoins = async (tx: Queryable, performanceId: number, address: string): Promise<void> => {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`cola:${performanceId}:${address}`])
}

/**
 * When the address took its `count`-th latest place in the room since `since`; null when it took
 * fewer than `count`.
 */
export const nthLatestArrival = async (
  tx: Queryable,
  performanceId: number,
  address: string,
  since: Date,
  count: number,
): Promise<Date | null> => {
  const row = await firstRow<{ arrived_at: Date }>(
    tx,
    `SELECT arrived_at FROM waiting_room_entries WHERE performance_id = $1 AND address = $2 AND arrived_at > $3
      ORDER BY arrived_at DESC OFFSET $4 LIMIT 1`,
    [performanceId, address, since, count - 1],
  )
  return row?.arrived_at ?? null
}

/** A place before the draw, without a position yet; nothing when the shopper holds a live one. */
export const insertArrivalBeforeDraw = async (tx: Queryable, arrival: Arrival): Promise<void> => {
  await tx.query(
    `INSERT INTO waiting_room_entries (performance_id, shopper, arrived_at, state, last_seen_at, address)
         VALUES ($1, $2, $3, 'WAITING', $3, $4)
         ON CONFLICT (performance_id, shopper) WHERE state IN ('WAITING', 'INSIDE') DO NOTHING`,
    [arrival.performanceId, arrival.shopper, arrival.at, arrival.address],
  )
}

/** A place at the end of the drawn line. */
export const insertPlaceInLine = async (tx: Queryable, place: PlaceInLine): Promise<void> => {
  await tx.query(
    `INSERT INTO waiting_room_entries (performance_id, shopper, arrived_at, position, line_at, state, last_seen_at, address)
       VALUES ($1, $2, $3, $4, $5, 'WAITING', $3, $6)`,
    [place.performanceId, place.shopper, place.at, place.position, place.lineAt, place.address],
  )
}

/** Gives up the live places under these keys; answers the states they were in. */
export const leavePlaces = async (
  db: Queryable,
  performanceId: number,
  keys: ReadonlyArray<string>,
): Promise<ReadonlyArray<"WAITING" | "INSIDE">> =>
  (
    await allRows<{ state: "WAITING" | "INSIDE" }>(
      db,
      `UPDATE waiting_room_entries e SET state = 'LEFT'
       FROM (SELECT id, state FROM waiting_room_entries
              WHERE performance_id = $1 AND shopper = ANY($2::text[]) AND state IN ('WAITING', 'INSIDE')) AS before
      WHERE e.id = before.id RETURNING before.state`,
      [performanceId, keys],
    )
  ).map((row) => row.state)

/** Deletes every place of the function's line. */
export const deleteLine = async (db: Queryable, performanceId: number): Promise<void> => {
  await db.query("DELETE FROM waiting_room_entries WHERE performance_id = $1", [performanceId])
}
