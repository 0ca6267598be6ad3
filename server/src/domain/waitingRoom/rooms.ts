import type { PaceMark, WaitingRoomRules, WaitingRoomSection } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

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
  readonly draw_arrivals: ReadonlyArray<number> | null
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
}

/** New places per client address a minute when the rules do not say. */
const JOINS_PER_ADDRESS_PER_MINUTE = 30

/** The function's room, on or off; null when it has none. */
export const roomOf = async (db: Queryable, performanceId: number): Promise<RoomRow | null> => {
  const { rows } = await db.query<RoomRow>(
    "SELECT * FROM waiting_rooms WHERE performance_id = $1",
    [performanceId],
    "waiting-room",
  )
  return rows[0] ?? null
}

export interface OpenRoom extends WaitingRoomRules {
  readonly idFuncion: number
  /** The on-sale time (epoch ms). */
  readonly startsAt: number
}

/**
 * Opens (or replaces) a function's waiting room: a new line, from nobody, with these rules. For
 * tests, scripts and `npm run queue -- open`; the tenant file's rooms come through seedWaitingRooms.
 */
export const openWaitingRoom = async (db: Queryable, room: OpenRoom): Promise<void> => {
  await db.query("DELETE FROM waiting_room_entries WHERE performance_id = $1", [room.idFuncion])
  await db.query("DELETE FROM waiting_rooms WHERE performance_id = $1", [room.idFuncion])
  await db.query(
    `INSERT INTO waiting_rooms (performance_id, starts_at, opens_at, rate_per_minute, capacity, turn_minutes, grace_minutes,
                                joins_per_address_per_minute)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      room.idFuncion,
      new Date(room.startsAt),
      new Date(room.startsAt - room.opensBeforeMinutes * 60_000),
      room.ratePerMinute,
      room.capacity,
      room.turnMinutes,
      room.graceMinutes,
      room.joinsPerAddressPerMinute ?? JOINS_PER_ADDRESS_PER_MINUTE,
    ],
  )
}

/** Switches a function's room off (its take calls stop asking for a turn) or on again. */
export const switchWaitingRoom = async (db: Queryable, performanceId: number, enabled: boolean): Promise<void> => {
  await db.query("UPDATE waiting_rooms SET enabled = $2 WHERE performance_id = $1", [performanceId, enabled])
}

/**
 * The tenant file's rooms, made at start by the first server that finds them missing: a room
 * already there (another process made it, or an earlier run) is left as it is, line and all.
 * Answers how many it made.
 */
export const seedWaitingRooms = async (db: Queryable, section: WaitingRoomSection, now: number): Promise<number> => {
  const startsAt = now + section.startsAfterSeconds * 1000
  const { rowCount } = await db.query(
    `INSERT INTO waiting_rooms (performance_id, starts_at, opens_at, rate_per_minute, capacity, turn_minutes, grace_minutes,
                                joins_per_address_per_minute)
     SELECT p.id, $2, $3, $4, $5, $6, $7, $8 FROM performances p WHERE p.id = ANY($1::int[])
     ON CONFLICT (performance_id) DO NOTHING`,
    [
      section.functions,
      new Date(startsAt),
      new Date(startsAt - section.opensBeforeMinutes * 60_000),
      section.ratePerMinute,
      section.capacity,
      section.turnMinutes,
      section.graceMinutes,
      section.joinsPerAddressPerMinute ?? JOINS_PER_ADDRESS_PER_MINUTE,
    ],
  )
  return rowCount
}
