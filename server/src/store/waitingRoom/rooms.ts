import type { PaceMark } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { changedRows, firstRow, onlyRow } from "../rows.js"

/** A function's waiting room as stored (migrations 019, 021, 024). */
export interface RoomRow {
  readonly performance_id: number
  readonly starts_at: Date
  readonly opens_at: Date
  readonly rate_per_minute: number
  readonly capacity: number
  readonly turn_minutes: number
  readonly grace_minutes: number
  readonly enabled: boolean
  readonly draw_seed: string | null
  readonly drawn_at: Date | null
  readonly last_position: number
  readonly admitted: number
  /** The rate's allowance spent: those let in plus what lapsed beyond the burst (core's creditedAfter). */
  readonly credited: number
  readonly admitted_through: number
  readonly admission_run_at: Date | null
  /** The line's recent marks (core's withPaceMark), written when admission runs. */
  readonly pace_marks: ReadonlyArray<PaceMark>
  /** New places in line one client address may take a minute. */
  readonly joins_per_address_per_minute: number
  /** The p95 (ms) the admitted shoppers' calls are kept under (migration 027). */
  readonly latency_target_ms: number
  /** Admits at rate_per_minute whatever the latency. */
  readonly fixed_rate: boolean
  /** The rate it admits at now; null: rate_per_minute. */
  readonly admission_rate: number | null
  /** The instant the rate's count runs from (core's rateOriginAfter); null: starts_at. */
  readonly rate_origin: Date | null
  readonly rate_judged_at: Date | null
  /** How many it lets inside at once now, within capacity (migration 029); null: not judged yet. */
  readonly inside_limit: number | null
}

/**
 * The columns of RoomRow: every one but `draw_arrivals`, the draw's record of whom it ordered (the
 * ids of everyone who arrived before the start, thousands on an on-sale day), which only an audit
 * reads. Every poll reads the room, and parsing that array was a third of the servers' CPU in the
 * 10,000-shopper storm.
 */
const ROOM_COLUMNS = `performance_id, starts_at, opens_at, rate_per_minute, capacity, turn_minutes, grace_minutes,
  enabled, draw_seed, drawn_at, last_position, admitted, credited, admitted_through, admission_run_at, pace_marks,
  joins_per_address_per_minute, latency_target_ms, fixed_rate, admission_rate, rate_origin, rate_judged_at, inside_limit`

/** The same columns of the room aliased `alias` in a query. */
export const roomColumnsOf = (alias: string): string =>
  ROOM_COLUMNS.split(",")
    .map((column) => `${alias}.${column.trim()}`)
    .join(", ")

/** The rules a room starts with, as its columns hold them. */
export interface StoredRules {
  readonly startsAt: Date
  readonly opensAt: Date
  readonly ratePerMinute: number
  readonly capacity: number
  readonly turnMinutes: number
  readonly graceMinutes: number
  readonly joinsPerAddressPerMinute: number
  readonly latencyTargetMs: number
  readonly fixedRate: boolean
}

/** The rules as the INSERTs take them, $2 to $10. */
const rulesParams = (rules: StoredRules): ReadonlyArray<unknown> => [
  rules.startsAt,
  rules.opensAt,
  rules.ratePerMinute,
  rules.capacity,
  rules.turnMinutes,
  rules.graceMinutes,
  rules.joinsPerAddressPerMinute,
  rules.latencyTargetMs,
  rules.fixedRate,
]

/** The function's room, on or off; null when it has none. */
export const roomOf = (db: Queryable, performanceId: number): Promise<RoomRow | null> =>
  firstRow<RoomRow>(
    db,
    `SELECT ${ROOM_COLUMNS} FROM waiting_rooms WHERE performance_id = $1`,
    [performanceId],
    "waiting-room",
  )

/** The room under its row lock, waiting for whoever holds it (the draw and places after it). */
export const lockRoom = (tx: Queryable, performanceId: number): Promise<RoomRow> =>
  onlyRow<RoomRow>(tx, `SELECT ${ROOM_COLUMNS} FROM waiting_rooms WHERE performance_id = $1 FOR UPDATE`, [
    performanceId,
  ])

/** The room under its row lock, or null when another transaction holds it (or there is no room). */
export const lockRoomUnlessTaken = (tx: Queryable, performanceId: number): Promise<RoomRow | null> =>
  firstRow<RoomRow>(tx, `SELECT ${ROOM_COLUMNS} FROM waiting_rooms WHERE performance_id = $1 FOR UPDATE SKIP LOCKED`, [
    performanceId,
  ])

/** The room with its row held shared: the draw, which locks it, waits until this transaction ends. */
export const shareRoom = (tx: Queryable, performanceId: number): Promise<RoomRow> =>
  onlyRow<RoomRow>(tx, `SELECT ${ROOM_COLUMNS} FROM waiting_rooms WHERE performance_id = $1 FOR SHARE`, [performanceId])

/** A draw as the room records it, so that it can be replayed. */
interface Draw {
  readonly seed: string
  readonly at: Date
  /** The arrivals it ordered, by id. */
  readonly arrivals: ReadonlyArray<number>
  /** The last position it gave. */
  readonly lastPosition: number
}

/** Records the room's draw; answers the room as it now stands. */
export const recordDraw = (tx: Queryable, performanceId: number, draw: Draw): Promise<RoomRow> =>
  onlyRow<RoomRow>(
    tx,
    `UPDATE waiting_rooms SET draw_seed = $2, drawn_at = $3, draw_arrivals = $4, last_position = $5
      WHERE performance_id = $1 RETURNING ${ROOM_COLUMNS}`,
    [performanceId, draw.seed, draw.at, draw.arrivals, draw.lastPosition],
  )

/** What one run of admission moved the line by. */
interface AdmissionRun {
  readonly admitted: number
  /** The last position it passed (let in or lapsed). */
  readonly through: number
  readonly at: Date
  readonly credited: number
  readonly paceMarks: ReadonlyArray<PaceMark>
}

/** Records a run of admission on the room. */
export const recordAdmission = async (tx: Queryable, performanceId: number, run: AdmissionRun): Promise<void> => {
  await tx.query(
    `UPDATE waiting_rooms SET admitted = admitted + $2, admitted_through = $3, admission_run_at = $4, credited = $5,
            pace_marks = $6::jsonb
      WHERE performance_id = $1`,
    [performanceId, run.admitted, run.through, run.at, run.credited, JSON.stringify(run.paceMarks)],
  )
}

/** The rate a room admits at from `judgedAt` on, the instant its count runs from, and how many it lets inside at once. */
interface JudgedRate {
  readonly ratePerMinute: number
  readonly origin: Date
  readonly judgedAt: Date
  readonly insideLimit: number
}

/** Records the rate and the limit the room judged; answers the room as it now stands. */
export const recordRate = (tx: Queryable, performanceId: number, rate: JudgedRate): Promise<RoomRow> =>
  onlyRow<RoomRow>(
    tx,
    `UPDATE waiting_rooms SET admission_rate = $2, rate_origin = $3, rate_judged_at = $4, inside_limit = $5
      WHERE performance_id = $1 RETURNING ${ROOM_COLUMNS}`,
    [performanceId, rate.ratePerMinute, rate.origin, rate.judgedAt, rate.insideLimit],
  )

/** Counts the place just given at the end of the line. */
export const countPlaceInLine = async (tx: Queryable, performanceId: number): Promise<void> => {
  await tx.query("UPDATE waiting_rooms SET last_position = last_position + 1 WHERE performance_id = $1", [
    performanceId,
  ])
}

/** Lets the next poll run admission at once (a turn was given up). */
export const forgetAdmissionRun = async (db: Queryable, performanceId: number): Promise<void> => {
  await db.query("UPDATE waiting_rooms SET admission_run_at = NULL WHERE performance_id = $1", [performanceId])
}

/** Records the function's room with these rules. */
export const insertRoom = async (db: Queryable, performanceId: number, rules: StoredRules): Promise<void> => {
  await db.query(
    `INSERT INTO waiting_rooms (performance_id, starts_at, opens_at, rate_per_minute, capacity, turn_minutes, grace_minutes,
                                joins_per_address_per_minute, latency_target_ms, fixed_rate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [performanceId, ...rulesParams(rules)],
  )
}

/** Records a room with these rules for each of the functions that exist and have none; answers how many. */
export const insertMissingRooms = (
  db: Queryable,
  performanceIds: ReadonlyArray<number>,
  rules: StoredRules,
): Promise<number> =>
  changedRows(
    db,
    `INSERT INTO waiting_rooms (performance_id, starts_at, opens_at, rate_per_minute, capacity, turn_minutes, grace_minutes,
                                joins_per_address_per_minute, latency_target_ms, fixed_rate)
     SELECT p.id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM performances p WHERE p.id = ANY($1::int[])
     ON CONFLICT (performance_id) DO NOTHING`,
    [performanceIds, ...rulesParams(rules)],
  )

/** Deletes the function's room (its line first: see deleteLine). */
export const deleteRoom = async (db: Queryable, performanceId: number): Promise<void> => {
  await db.query("DELETE FROM waiting_rooms WHERE performance_id = $1", [performanceId])
}

/** Switches a function's room off or on. */
export const switchRoom = async (db: Queryable, performanceId: number, enabled: boolean): Promise<void> => {
  await db.query("UPDATE waiting_rooms SET enabled = $2 WHERE performance_id = $1", [performanceId, enabled])
}
