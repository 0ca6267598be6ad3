import { DEFAULT_LATENCY_TARGET_MS, type WaitingRoomRules, type WaitingRoomSection } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { deleteLine } from "../../store/waitingRoom/entries.js"
import {
  deleteRoom,
  insertMissingRooms,
  insertRoom,
  switchRoom,
  type StoredRules,
} from "../../store/waitingRoom/rooms.js"

/** New places per client address a minute when the rules do not say. */
const JOINS_PER_ADDRESS_PER_MINUTE = 30

/** A room's rules as stored, its sale starting at `startsAt` (epoch ms). */
const storedRules = (startsAt: number, rules: WaitingRoomRules): StoredRules => ({
  startsAt: new Date(startsAt),
  opensAt: new Date(startsAt - rules.opensBeforeMinutes * 60_000),
  ratePerMinute: rules.ratePerMinute,
  capacity: rules.capacity,
  turnMinutes: rules.turnMinutes,
  graceMinutes: rules.graceMinutes,
  joinsPerAddressPerMinute: rules.joinsPerAddressPerMinute ?? JOINS_PER_ADDRESS_PER_MINUTE,
  latencyTargetMs: rules.latencyTargetMs ?? DEFAULT_LATENCY_TARGET_MS,
  fixedRate: rules.fixedRate ?? false,
})

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
  await deleteLine(db, room.idFuncion)
  await deleteRoom(db, room.idFuncion)
  await insertRoom(db, room.idFuncion, storedRules(room.startsAt, room))
}

/** Switches a function's room off (its take calls stop asking for a turn) or on again. */
export const switchWaitingRoom = (db: Queryable, performanceId: number, enabled: boolean): Promise<void> =>
  switchRoom(db, performanceId, enabled)

/**
 * The tenant file's rooms, made at start by the first server that finds them missing: a room
 * already there (another process made it, or an earlier run) is left as it is, line and all.
 * Answers how many it made.
 */
export const seedWaitingRooms = (db: Queryable, section: WaitingRoomSection, now: number): Promise<number> =>
  insertMissingRooms(db, section.functions, storedRules(now + section.startsAfterSeconds * 1000, section))
