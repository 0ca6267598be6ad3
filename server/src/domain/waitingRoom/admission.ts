import { randomBytes } from "node:crypto"
import {
  admissibleNow,
  admittedAllowedBy,
  creditedAfter,
  queueDrawOrder,
  withPaceMark,
  type AdmissionFacts,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import type { RoomRow } from "./rooms.js"

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
  const { rows } = await tx.query<{ id: number }>(
    "SELECT id FROM waiting_room_entries WHERE performance_id = $1 AND position IS NULL AND state = 'WAITING' ORDER BY id",
    [room.performance_id],
  )
  const arrivals = rows.map((row) => row.id)
  const seed = randomBytes(16).toString("hex")
  const order = queueDrawOrder(seed, arrivals)
  if (order.length > 0)
    await tx.query(
      `UPDATE waiting_room_entries e SET position = drawn.position
         FROM unnest($1::int[]) WITH ORDINALITY AS drawn(id, position) WHERE e.id = drawn.id`,
      [order],
    )
  const updated = await tx.query<RoomRow>(
    `UPDATE waiting_rooms SET draw_seed = $2, drawn_at = $3, draw_arrivals = $4, last_position = $5
      WHERE performance_id = $1 RETURNING *`,
    [room.performance_id, seed, new Date(now), arrivals, order.length],
  )
  return updated.rows[0]!
}

/** Whether a poll at `now` should try to move the line: a draw is due, or the rate allows more in. */
export const admissionDue = (room: RoomRow, now: number): boolean => {
  if (!room.enabled || now < room.starts_at.getTime()) return false
  if (room.drawn_at === null) return true
  if (room.admission_run_at !== null && now - room.admission_run_at.getTime() < ADMISSION_EVERY_MS) return false
  return admittedAllowedBy(room.starts_at.getTime(), room.rate_per_minute, now) > room.credited
}

/**
 * Lets in whoever the rate and the cap allow now, in line order, under the room's row lock (two
 * processes never admit together); a shopper who stopped asking for longer than the grace lost
 * their place and is passed over. A poll that finds the lock taken goes on without waiting
 * (SKIP LOCKED): the process holding it is moving the line already.
 */
export const runAdmission = (db: Database, performanceId: number, now: number): Promise<void> =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<RoomRow>(
      "SELECT * FROM waiting_rooms WHERE performance_id = $1 FOR UPDATE SKIP LOCKED",
      [performanceId],
    )
    let room = rows[0]
    if (room === undefined || !admissionDue(room, now)) return
    if (room.drawn_at === null) room = await drawLine(tx, room, now)
    await admitFromLine(tx, room, now)
  })

const admitFromLine = async (tx: Queryable, room: RoomRow, now: number): Promise<void> => {
  const inside = await tx.query<{ inside: number }>(
    `SELECT count(*)::int AS inside FROM waiting_room_entries
      WHERE performance_id = $1 AND state = 'INSIDE' AND turn_expires_at > $2`,
    [room.performance_id, new Date(now)],
  )
  const facts: AdmissionFacts = {
    startsAt: room.starts_at.getTime(),
    ratePerMinute: room.rate_per_minute,
    capacity: room.capacity,
    credited: room.credited,
    inside: inside.rows[0]!.inside,
    now,
  }
  let toAdmit = admissibleNow(facts)
  const lapsedBefore = new Date(now - room.grace_minutes * MINUTE_MS)
  const admitted: Array<number> = []
  const lapsed: Array<number> = []
  let through = room.admitted_through
  while (toAdmit > 0) {
    const { rows } = await tx.query<{ id: number; position: number; last_seen_at: Date }>(
      `SELECT id, position, last_seen_at FROM waiting_room_entries
        WHERE performance_id = $1 AND state = 'WAITING' AND position > $2 ORDER BY position LIMIT $3`,
      [room.performance_id, through, BATCH],
    )
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
  if (lapsed.length > 0)
    await tx.query("UPDATE waiting_room_entries SET state = 'LAPSED' WHERE id = ANY($1::int[])", [lapsed])
  if (admitted.length > 0)
    await tx.query(
      `UPDATE waiting_room_entries SET state = 'INSIDE', admitted_at = $2, turn_expires_at = $3
        WHERE id = ANY($1::int[])`,
      [admitted, new Date(now), new Date(now + room.turn_minutes * MINUTE_MS)],
    )
  // The line's pace is judged from these marks (core's queueWaitEstimate): where it stands now.
  const paceMarks = withPaceMark(room.pace_marks, { at: now, through })
  await tx.query(
    `UPDATE waiting_rooms SET admitted = admitted + $2, admitted_through = $3, admission_run_at = $4, credited = $5,
            pace_marks = $6::jsonb
      WHERE performance_id = $1`,
    [
      room.performance_id,
      admitted.length,
      through,
      new Date(now),
      creditedAfter(facts, admitted.length),
      JSON.stringify(paceMarks),
    ],
  )
}
