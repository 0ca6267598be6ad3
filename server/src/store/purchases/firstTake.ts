import type { Queryable } from "../../db/database.js"
import { OFFER } from "../catalogue/forSale.js"
import type { PlaceRow } from "./cart.js"
import { ALL_OR_NONE, CLAIM_COLUMNS, isPartialHoldRefusal, seatKey, takeIfFree, type NewProcess } from "./holds.js"
import type { ProcessRow } from "./processes.js"

/**
 * A shopper's first take as one statement: it looks the function and the seats up, starts the
 * process and holds every seat, or writes nothing. One statement is atomic on its own, so it needs no
 * transaction: one round trip to the database instead of five (BEGIN, function, seats, claim,
 * COMMIT), on the shop's busiest call.
 *
 * It holds only what the careful way (takeSeats in a transaction) would hold: a function that has
 * not started, seats of it that its show sells ($2, unique ids, with their keys in $3), no more than
 * its limit per purchase; with `withoutTurn`, only where the function has no waiting room on (the
 * caller brought no turn, so that is the only way the take could go ahead, and checking it here keeps
 * the call at one round trip). Short of that it starts nothing, and when a seat is taken already
 * refuse_partial_hold undoes it all; either way the careful way then says why, by name.
 */
const FIRST_TAKE = `
  WITH ${OFFER},
  created AS (
    INSERT INTO purchase_processes (process_type, customer_id, started_at, expires_at, state, contiguous, key_hash)
    SELECT $5::text, $6::int, $7::timestamptz, $8::timestamptz, 'ACTIVE', true, $9::text FROM performance f
     WHERE f.starts_at > $4 AND cardinality($2::int[]) <= f.max_places
       AND (SELECT count(*) FROM offered) = cardinality($2::int[])
       AND NOT ($10::boolean AND EXISTS (SELECT 1 FROM waiting_rooms r WHERE r.performance_id = f.id AND r.enabled))
    RETURNING id, process_type, started_at, expires_at, contiguous),
  places AS (
    SELECT k.place_key, o.* FROM offered o JOIN unnest($2::int[], $3::text[]) AS k(seat_id, place_key) USING (seat_id)),
  claimed AS (
    INSERT INTO place_claims ${CLAIM_COLUMNS}
    SELECT f.id, p.place_key, p.sector_id, p.seat_id, c.id, 'HELD', c.expires_at, p.price, p.service_charge, NULL
      FROM created c, performance f, places p
     ORDER BY p.place_key
    ${takeIfFree("$4")})
  SELECT c.*,
         f.id AS performance_id, f.starts_at, f.show_id, f.show_name, f.show_seo, f.cartel_type, f.venue_name,
         p.place_key, p.seat_id, p.row_label, p.row_index, p.seat_number, p.sector_id, p.name AS sector_name,
         p.price AS list_price, p.price, p.service_charge,
         NULL::int AS promotion_id, NULL::text AS promotion_name, NULL::jsonb AS promotion_bins
    FROM created c, performance f, places p
   WHERE ${ALL_OR_NONE}`

/** A row of the first take: the new process's head with one of its places. */
export type FirstTakeRow = Pick<ProcessRow, "id" | "process_type" | "started_at" | "expires_at" | "contiguous"> &
  PlaceRow

/**
 * The rows of the new process, one per seat held (none when the first take declined and wrote
 * nothing). `seatIds` are unique.
 */
export const firstTake = async (
  db: Queryable,
  process: Omit<NewProcess, "contiguous">,
  performanceId: number,
  seatIds: ReadonlyArray<number>,
  now: number,
  withoutTurn: boolean,
): Promise<ReadonlyArray<FirstTakeRow>> => {
  const params = [
    performanceId,
    seatIds,
    seatIds.map(seatKey),
    new Date(now),
    process.processType,
    process.customerId,
    new Date(process.startedAt),
    new Date(process.expiresAt),
    process.keyHash,
    withoutTurn,
  ]
  try {
    return (await db.query<FirstTakeRow>(FIRST_TAKE, params, "first_take")).rows
  } catch (error) {
    if (isPartialHoldRefusal(error)) return []
    throw error
  }
}
