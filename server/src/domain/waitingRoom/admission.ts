import { randomBytes } from "node:crypto"
import {
  admissibleNow,
  admittedAllowedBy,
  creditedAfter,
  insideCapacity,
  nextAdmissionRate,
  nextInsideLimit,
  queueDrawOrder,
  RATE_STEP_MS,
  rateOriginAfter,
  withPaceMark,
  type AdmissionFacts,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import {
  admitPlaces,
  arrivalsToDraw,
  insideCount,
  markLapsed,
  placeInDrawnOrder,
  waitingAfter,
} from "../../store/waitingRoom/entries.js"
import {
  lockRoomUnlessTaken,
  recordAdmission,
  recordDraw,
  recordRate,
  type RoomRow,
} from "../../store/waitingRoom/rooms.js"
import { recentInsideLatencies } from "./insideLatency.js"
import { writeSeenMarks } from "./seenMarks.js"

const MINUTE_MS = 60_000
/** Admission runs at most this often per room, whoever polls: the line moves by the rate, not by the polls. */
const ADMISSION_EVERY_MS = 1_000
/** Candidates read at once while walking the line. */
const BATCH = 200

/**
 * Draws the order of everyone who arrived before the start, under the room's row lock: a fresh
 * seed, recorded with the instant and the arrivals it ordered (by id), so the draw can be replayed.
 */
export const drawLine = async (tx: Queryable, room: RoomRow, now: number): Promise<RoomRow> => {
  const arrivals = await arrivalsToDraw(tx, room.performance_id)
  const seed = randomBytes(16).toString("hex")
  const order = queueDrawOrder(seed, arrivals)
  if (order.length > 0) await placeInDrawnOrder(tx, order)
  return recordDraw(tx, room.performance_id, { seed, at: new Date(now), arrivals, lastPosition: order.length })
}

/**
 * The rate the room admits at now, and the instant its count runs from: the organiser's from the
 * start, until an adaptive room judges another (core's nextAdmissionRate, rateOriginAfter).
 */
export const roomRate = (room: RoomRow): { readonly ratePerMinute: number; readonly origin: number } => ({
  ratePerMinute: room.admission_rate ?? room.rate_per_minute,
  origin: room.rate_origin?.getTime() ?? room.starts_at.getTime(),
})

/** Whether an adaptive room should judge its rate again at `now`. */
const rateJudgementDue = (room: RoomRow, now: number): boolean =>
  !room.fixed_rate && now - (room.rate_judged_at?.getTime() ?? 0) >= RATE_STEP_MS

/** Whether a poll at `now` should try to move the line: a draw is due, the rate allows more in, or is to be judged. */
export const admissionDue = (room: RoomRow, now: number): boolean => {
  if (!room.enabled || now < room.starts_at.getTime()) return false
  if (room.drawn_at === null) return true
  if (room.admission_run_at !== null && now - room.admission_run_at.getTime() < ADMISSION_EVERY_MS) return false
  const { ratePerMinute, origin } = roomRate(room)
  return rateJudgementDue(room, now) || admittedAllowedBy(origin, ratePerMinute, now) > room.credited
}

/** How many the room lets inside at once now (core's insideCapacity). */
export const roomCapacity = (room: RoomRow): number =>
  insideCapacity({ capacity: room.capacity, fixedRate: room.fixed_rate, insideLimit: room.inside_limit })

/**
 * Judges an adaptive room's rate and how many it lets inside at once from the latency of every
 * process's admitted shoppers' calls over the last 5 to 10 s: fewer while their p95 is over the
 * room's target, more while well under it, never above the organiser's rate and cap (core's
 * nextAdmissionRate, nextInsideLimit). What the old rate allowed so far stays allowed; the new one
 * counts from now.
 */
const judgeRate = async (tx: Queryable, room: RoomRow, inside: number, now: number): Promise<RoomRow> => {
  const current = roomRate(room)
  const latencies = await recentInsideLatencies(tx, now)
  const targetMs = room.latency_target_ms
  const ratePerMinute = nextAdmissionRate({
    ratePerMinute: current.ratePerMinute,
    maxPerMinute: room.rate_per_minute,
    latencies,
    targetMs,
  })
  const insideLimit = nextInsideLimit({
    limit: roomCapacity(room),
    capacity: room.capacity,
    inside,
    latencies,
    targetMs,
  })
  const origin = rateOriginAfter(current.origin, current.ratePerMinute, ratePerMinute, now)
  return recordRate(tx, room.performance_id, {
    ratePerMinute,
    origin: new Date(origin),
    judgedAt: new Date(now),
    insideLimit,
  })
}

/**
 * Lets in whoever the rate and the cap allow now, in line order, under the room's row lock (two
 * processes never admit together); a shopper who stopped asking for longer than the grace lost
 * their place and is passed over. A poll that finds the lock taken goes on without waiting
 * (SKIP LOCKED): the process holding it is moving the line already.
 */
export const runAdmission = (db: Database, performanceId: number, now: number): Promise<void> =>
  db.transaction(async (tx) => {
    let room = await lockRoomUnlessTaken(tx, performanceId)
    if (room === null || !admissionDue(room, now)) return
    if (room.drawn_at === null) room = await drawLine(tx, room, now)
    const inside = await insideCount(tx, room.performance_id, new Date(now))
    if (rateJudgementDue(room, now)) room = await judgeRate(tx, room, inside, now)
    // Who lapsed is judged by the last polls: this process's, gathered in memory, are written first.
    await writeSeenMarks(db, tx)
    await admitFromLine(tx, room, inside, now)
  })

const admitFromLine = async (tx: Queryable, room: RoomRow, inside: number, now: number): Promise<void> => {
  const rate = roomRate(room)
  const facts: AdmissionFacts = {
    startsAt: rate.origin,
    ratePerMinute: rate.ratePerMinute,
    capacity: roomCapacity(room),
    credited: room.credited,
    inside,
    now,
  }
  let toAdmit = admissibleNow(facts)
  const lapsedBefore = new Date(now - room.grace_minutes * MINUTE_MS)
  const admitted: Array<number> = []
  const lapsed: Array<number> = []
  let through = room.admitted_through
  while (toAdmit > 0) {
    const rows = await waitingAfter(tx, room.performance_id, through, BATCH)
    if (rows.length === 0) break
    for (const entry of rows) {
      if (toAdmit === 0) break
      through = entry.position
      if (entry.last_seen_at < lapsedBefore) {
        lapsed.push(entry.id)
        continue
      }
      admitted.push(entry.id)
      toAdmit -= 1
    }
  }
  if (lapsed.length > 0) await markLapsed(tx, lapsed)
  if (admitted.length > 0)
    await admitPlaces(tx, admitted, {
      admittedAt: new Date(now),
      expiresAt: new Date(now + room.turn_minutes * MINUTE_MS),
    })
  // The line's pace is judged from these marks (core's queueWaitEstimate): where it stands now.
  const paceMarks = withPaceMark(room.pace_marks, { at: now, through })
  await recordAdmission(tx, room.performance_id, {
    admitted: admitted.length,
    through,
    at: new Date(now),
    credited: creditedAfter(facts, admitted.length),
    paceMarks,
  })
}
