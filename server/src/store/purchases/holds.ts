import type { Queryable } from "../../db/database.js"
import { allRows, changedRows, firstRow } from "../rows.js"
import type { ProcessRow } from "./processes.js"

/** The place_claims key of a numbered seat. */
export const seatKey = (seatId: number): string => `s${seatId}`

/** The place_claims key of general-admission place `slot` (1…capacity) of a sector. */
export const generalKey = (sectorId: number, slot: number): string => `g${sectorId}:${slot}`

/** The slot number of a general-admission key, or null for a seat's key. */
export const generalSlotOf = (placeKey: string): number | null => {
  const match = /^g\d+:(\d+)$/.exec(placeKey)
  return match === null ? null : Number(match[1])
}

/** A place a process wants to hold, priced already. */
export interface PlaceClaim {
  readonly key: string
  readonly sectorId: number
  readonly seatId: number | null
  readonly price: number
  readonly serviceCharge: number
}

/** The function, the promotion, and the places wanted. */
export interface ClaimRequest {
  readonly performanceId: number
  readonly promotionId: number | null
  readonly places: ReadonlyArray<PlaceClaim>
}

/** The columns of a claim, in the order every take inserts them. */
export const CLAIM_COLUMNS =
  "(performance_id, place_key, sector_id, seat_id, process_id, state, expires_at, price, service_charge, promotion_id)"

/**
 * How every take inserts claims. A place is taken when it is free: never claimed, held by a hold
 * whose time is over (judged at the instant `now`, a parameter), or already held by this same
 * process. Sold places and live holds of others stay as they are, and their keys are not returned.
 * A booked place (booking_id) is held until the booking lapses, and only a take of the booking
 * (domain/bookings) moves it, so a take here never claims it again, not even for its own process.
 * Keys go in a fixed order (the insert's ORDER BY), so concurrent takers lock rows in the same order
 * and never deadlock.
 */
export const takeIfFree = (now: string) => `
  ON CONFLICT (performance_id, place_key) DO UPDATE
    SET sector_id = EXCLUDED.sector_id, seat_id = EXCLUDED.seat_id, process_id = EXCLUDED.process_id,
        state = 'HELD', expires_at = EXCLUDED.expires_at, price = EXCLUDED.price,
        service_charge = EXCLUDED.service_charge, promotion_id = EXCLUDED.promotion_id, booking_id = NULL
    WHERE place_claims.state = 'HELD'
      AND (place_claims.expires_at <= ${now}
        OR (place_claims.process_id = EXCLUDED.process_id AND place_claims.booking_id IS NULL))
  RETURNING place_key`

/**
 * The conditional upsert of places the caller priced. The process id and its expiry (every hold of a
 * process ends when the process does) come from `owner`, a one-row relation. Its statements are
 * prepared by name: the plan is the same for any parameters.
 */
const claimInsert = (owner: string) => `
  INSERT INTO place_claims ${CLAIM_COLUMNS}
  SELECT $1, p.key, p.sector_id, p.seat_id, o.process_id, 'HELD', o.expires_at, p.price, p.service_charge, $2
    FROM ${owner} o, unnest($3::text[], $4::int[], $5::int[], $6::numeric[], $7::numeric[])
      AS p(key, sector_id, seat_id, price, service_charge)
   ORDER BY p.key
  ${takeIfFree("$8")}`

/** refuse_partial_hold's SQLSTATE. */
const PARTIAL_HOLD_REFUSED = "BT409"

/** Whether `error` is refuse_partial_hold's: the statement wrote nothing. */
export const isPartialHoldRefusal = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { readonly code?: unknown }).code === PARTIAL_HOLD_REFUSED

const claimParams = (request: ClaimRequest, now: number) => [
  request.performanceId,
  request.promotionId,
  request.places.map((place) => place.key),
  request.places.map((place) => place.sectorId),
  request.places.map((place) => place.seatId),
  request.places.map((place) => place.price),
  request.places.map((place) => place.serviceCharge),
  new Date(now),
]

const missedKeys = (request: ClaimRequest, taken: ReadonlyArray<string>): ReadonlyArray<string> => {
  const got = new Set(taken)
  return request.places.map((place) => place.key).filter((key) => !got.has(key))
}

/** Adds holds to an existing process. Answers the keys it could NOT take; the caller rolls back unless none. */
export const claimPlaces = async (
  tx: Queryable,
  owner: { readonly processId: number; readonly expiresAt: Date },
  request: ClaimRequest,
  now: number,
): Promise<ReadonlyArray<string>> => {
  const { rows } = await tx.query<{ place_key: string }>(
    claimInsert("(SELECT $9::int AS process_id, $10::timestamptz AS expires_at)"),
    [...claimParams(request, now), owner.processId, owner.expiresAt],
    "claim_places",
  )
  return missedKeys(
    request,
    rows.map((row) => row.place_key),
  )
}

/** A purchase process to start, as its row keeps it. */
export interface NewProcess {
  readonly processType: "CART" | "BOX"
  readonly customerId: number | null
  readonly startedAt: number
  readonly expiresAt: number
  readonly contiguous: boolean
  /** The hash of the new purchase's key: the row never keeps the key. */
  readonly keyHash: string
}

/**
 * Starts a purchase process with its first holds, in one statement (the common first take of a
 * shopper). Answers the new process and the keys of the places it could NOT take; the caller rolls
 * back (process included) unless none.
 */
export const startProcessHolding = async (
  tx: Queryable,
  process: NewProcess,
  request: ClaimRequest,
  now: number,
): Promise<{ readonly process: ProcessRow; readonly missed: ReadonlyArray<string> }> => {
  const { rows } = await tx.query<ProcessRow & { taken: ReadonlyArray<string> | null }>(
    `WITH created AS (
       INSERT INTO purchase_processes (process_type, customer_id, started_at, expires_at, state, contiguous, key_hash)
       VALUES ($9, $10, $11, $12, 'ACTIVE', $13, $14) RETURNING *),
     claimed AS (${claimInsert("(SELECT id AS process_id, expires_at FROM created)")})
     SELECT created.*, NULL AS charge_state, (SELECT array_agg(place_key) FROM claimed) AS taken FROM created`,
    [
      ...claimParams(request, now),
      process.processType,
      process.customerId,
      new Date(process.startedAt),
      new Date(process.expiresAt),
      process.contiguous,
      process.keyHash,
    ],
    "start_process_holding",
  )
  const { taken, ...created } = rows[0]!
  return { process: created, missed: missedKeys(request, taken ?? []) }
}

/**
 * Frees what a process holds: everything, or the places of one function. Sold places stay sold.
 * Booked places go back to their booking, at the booking's price, not on sale. Answers how many
 * places left the process.
 */
export const releaseHolds = async (
  tx: Queryable,
  processId: number,
  performanceId: number | null = null,
): Promise<number> => {
  const returned = await tx.query(
    `UPDATE place_claims c
        SET process_id = b.holder_process_id, expires_at = greatest(c.expires_at, b.expires_at),
            price = bp.price, service_charge = bp.service_charge, promotion_id = NULL
       FROM bookings b JOIN booking_places bp ON bp.booking_id = b.id
      WHERE c.booking_id = b.id AND bp.place_key = c.place_key
        AND c.process_id = $1 AND c.state = 'HELD' AND ($2::int IS NULL OR c.performance_id = $2)`,
    [processId, performanceId],
  )
  const { rowCount } = await tx.query(
    `DELETE FROM place_claims
      WHERE process_id = $1 AND state = 'HELD' AND booking_id IS NULL AND ($2::int IS NULL OR performance_id = $2)`,
    [processId, performanceId],
  )
  return rowCount + returned.rowCount
}

/** The places of a sector that are sold or held by a hold still running. */
export const liveClaimsInSector = (
  tx: Queryable,
  performanceId: number,
  sectorId: number,
  now: number,
): Promise<ReadonlyArray<{ readonly place_key: string; readonly seat_id: number | null }>> =>
  allRows(
    tx,
    `SELECT place_key, seat_id FROM place_claims
      WHERE performance_id = $1 AND sector_id = $2 AND (state = 'SOLD' OR expires_at > $3)`,
    [performanceId, sectorId, new Date(now)],
  )

/**
 * Deletes holds whose time is over (they already count as free; this only keeps the table small).
 * Rows a transaction is busy with are skipped, so the sweeper never waits for or deadlocks a buyer.
 */
export const sweepExpiredHolds = async (db: Queryable, now: number): Promise<number> => {
  const { rowCount } = await db.query(
    `DELETE FROM place_claims
      WHERE (performance_id, place_key) IN (
        SELECT performance_id, place_key FROM place_claims
         WHERE state = 'HELD' AND expires_at <= $1
         FOR UPDATE SKIP LOCKED)`,
    [new Date(now)],
  )
  return rowCount
}

/** The one count a `held` query answers. */
const heldCount = async (db: Queryable, sql: string, params: ReadonlyArray<unknown>): Promise<number> =>
  (await firstRow<{ held: number }>(db, sql, params))?.held ?? 0

/** How many places the process holds for a function (sold ones are its order's). */
export const heldInPerformance = (tx: Queryable, processId: number, performanceId: number): Promise<number> =>
  heldCount(
    tx,
    "SELECT count(*)::int AS held FROM place_claims WHERE process_id = $1 AND performance_id = $2 AND state = 'HELD'",
    [processId, performanceId],
  )

/** How many places the process holds with a hold still running. */
export const liveHoldCount = (db: Queryable, processId: number, now: number): Promise<number> =>
  heldCount(
    db,
    "SELECT count(*)::int AS held FROM place_claims WHERE process_id = $1 AND state = 'HELD' AND expires_at > $2",
    [processId, new Date(now)],
  )

/**
 * The process's running holds last until `expiresAt` (a booked place, held until its booking lapses,
 * may keep a later end); answers how many moved.
 */
export const extendHolds = (tx: Queryable, processId: number, now: number, expiresAt: Date): Promise<number> =>
  changedRows(
    tx,
    "UPDATE place_claims SET expires_at = greatest(expires_at, $3) WHERE process_id = $1 AND state = 'HELD' AND expires_at > $2",
    [processId, new Date(now), expiresAt],
  )

/** The process's running holds become sold places. */
export const sellHolds = async (tx: Queryable, processId: number, now: number): Promise<void> => {
  await tx.query(
    "UPDATE place_claims SET state = 'SOLD', expires_at = NULL WHERE process_id = $1 AND state = 'HELD' AND expires_at > $2",
    [processId, new Date(now)],
  )
}
