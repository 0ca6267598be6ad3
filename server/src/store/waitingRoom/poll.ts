import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"
import type { EntryRow } from "./entries.js"
import { roomColumnsOf, type RoomRow } from "./rooms.js"

/** What a place poll reads: the room, the customer of the caller's token, and the caller's live place. */
interface PollRow extends RoomRow {
  readonly customer_id: number | null
  readonly entry_id: number | null
  readonly entry_shopper: string | null
  readonly entry_position: number | null
  readonly entry_line_at: number | null
  readonly entry_state: "WAITING" | "INSIDE" | null
  readonly entry_last_seen_at: Date | null
  readonly entry_turn_expires_at: Date | null
}

/** The room, whose token it is, and the shopper's live place: the customer's before the device's. */
export interface PollRead {
  readonly room: RoomRow
  readonly customerId: number | null
  readonly entry: EntryRow | null
}

const entryOf = (row: PollRow): EntryRow | null =>
  row.entry_id === null
    ? null
    : {
        id: row.entry_id,
        shopper: row.entry_shopper!,
        position: row.entry_position,
        line_at: row.entry_line_at!,
        state: row.entry_state!,
        last_seen_at: row.entry_last_seen_at!,
        turn_expires_at: row.entry_turn_expires_at,
      }

/**
 * A place poll's one read (primary keys and the live-place index): the function's room, the
 * customer whose session `tokenHash` is at `now`, and the live place held under the customer's key
 * or `deviceKey`. Null when the function has no room.
 */
export const pollRead = async (
  db: Queryable,
  performanceId: number,
  tokenHash: string | null,
  deviceKey: string | null,
  now: Date,
): Promise<PollRead | null> => {
  const row = await firstRow<PollRow>(
    db,
    `SELECT ${roomColumnsOf("r")}, s.customer_id, e.id AS entry_id, e.shopper AS entry_shopper, e.position AS entry_position,
            e.line_at AS entry_line_at, e.state AS entry_state, e.last_seen_at AS entry_last_seen_at,
            e.turn_expires_at AS entry_turn_expires_at
       FROM waiting_rooms r
       LEFT JOIN sessions s ON s.token_hash = $2 AND s.expires_at > $4
       LEFT JOIN LATERAL (
         SELECT id, shopper, position, line_at, state, last_seen_at, turn_expires_at FROM waiting_room_entries
          WHERE performance_id = r.performance_id AND state IN ('WAITING', 'INSIDE')
            AND shopper = ANY(array_remove(ARRAY['c:' || s.customer_id, $3::text], NULL))
          ORDER BY shopper LIKE 'c:%' DESC LIMIT 1) e ON true
      WHERE r.performance_id = $1`,
    [performanceId, tokenHash, deviceKey, now],
    "waiting-room-poll",
  )
  return row === null ? null : { room: row, customerId: row.customer_id, entry: entryOf(row) }
}
