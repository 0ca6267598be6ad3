import type { Queryable } from "../../db/database.js"
import { changedRows, firstRow } from "../rows.js"

/** The turn's place, when it is one of an enabled room of the function. */
interface TurnPlaceRow {
  /** null when the room has no such place. */
  readonly state: string | null
  readonly turn_expires_at: Date | null
}

/** The place `entryId` in the function's enabled room; null when the function has no enabled room. */
export const turnPlaceOf = (db: Queryable, performanceId: number, entryId: number): Promise<TurnPlaceRow | null> =>
  firstRow<TurnPlaceRow>(
    db,
    `SELECT e.state, e.turn_expires_at FROM waiting_rooms r
           LEFT JOIN waiting_room_entries e ON e.id = $2 AND e.performance_id = r.performance_id
          WHERE r.performance_id = $1 AND r.enabled`,
    [performanceId, entryId],
    "waiting-room-turn",
  )

/**
 * Claims the turn's place for a new purchase at `at`, atomically under its row lock: free when it
 * never started one, when its purchase is no longer open, or when a claim made before
 * `staleBefore` never wrote its purchase. Answers whether it claimed it.
 */
export const claimPurchase = async (db: Queryable, entryId: number, at: Date, staleBefore: Date): Promise<boolean> =>
  (await changedRows(
    db,
    `UPDATE waiting_room_entries e SET purchase_claimed_at = $2, process_id = NULL
      WHERE e.id = $1 AND (
        (e.process_id IS NULL AND (e.purchase_claimed_at IS NULL OR e.purchase_claimed_at < $3))
        OR (e.process_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM purchase_processes p WHERE p.id = e.process_id AND p.state = 'ACTIVE' AND p.expires_at > $2)))`,
    [entryId, at, staleBefore],
  )) > 0

/** Gives back a claim whose purchase was never written. */
export const releasePurchaseClaim = async (db: Queryable, entryId: number): Promise<void> => {
  await db.query("UPDATE waiting_room_entries SET purchase_claimed_at = NULL WHERE id = $1 AND process_id IS NULL", [
    entryId,
  ])
}

/**
 * Whether the purchase is the turn's: written on it already, or written now when the turn has none
 * written (its claim's take committed, and its server died before writing it). False for another.
 */
export const adoptTurnPurchase = async (db: Queryable, entryId: number, processId: number): Promise<boolean> =>
  (await changedRows(
    db,
    "UPDATE waiting_room_entries SET process_id = $2 WHERE id = $1 AND (process_id IS NULL OR process_id = $2)",
    [entryId, processId],
  )) > 0

/** Writes the purchase the turn's claim started. */
export const recordTurnPurchase = async (db: Queryable, entryId: number, processId: number): Promise<void> => {
  await db.query("UPDATE waiting_room_entries SET process_id = $2 WHERE id = $1", [entryId, processId])
}
