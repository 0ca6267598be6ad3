import type { Caller } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { HttpProblem } from "../../http/problems.js"
import { shopperKeysOf } from "./shopper.js"
import { turnSecretOf } from "./turnSecret.js"
import { readTurn } from "./turnToken.js"

type TurnProblem = "turnRequired" | "turnInvalid" | "turnOtherFunction" | "turnExpired"

const refused = (problem: TurnProblem) => new HttpProblem(403, `problems.queue.${problem}`)

/** What the waiting room asks of a take (docs/waiting-room.md). */
export interface TurnGate {
  /**
   * Throws the 403 unless the caller may take from the function now. A function whose room is on
   * needs the shopper's live turn for it (x-cola-turno): one this server signed, for this function,
   * the caller's own (their device's or their account's), not expired and not given up; anything
   * else is a 403 saying which. A function without a room (or the tenant's queue off) asks for
   * nothing: one indexed read when the flag is on.
   */
  readonly require: () => Promise<void>
  /**
   * The tenant's queue is on and the caller brought no turn: a take can then go ahead only where the
   * function has no room on, which a first take asks in its own statement instead of `require`.
   */
  readonly withoutTurn: boolean
}

export const turnGate = (
  db: Queryable,
  queueOn: boolean,
  performanceId: number,
  turn: string | undefined,
  caller: Caller,
  now: number,
): TurnGate => ({
  withoutTurn: queueOn && turn === undefined,
  require: async () => {
    if (!queueOn) return
    const secret = await turnSecretOf(db)
    const claims = turn === undefined ? null : readTurn(turn, secret)
    const { rows } = await db.query<{ state: string | null; turn_expires_at: Date | null }>(
      `SELECT e.state, e.turn_expires_at FROM waiting_rooms r
         LEFT JOIN waiting_room_entries e ON e.id = $2 AND e.performance_id = r.performance_id
        WHERE r.performance_id = $1 AND r.enabled`,
      [performanceId, claims?.entryId ?? 0],
      "waiting-room-turn",
    )
    const row = rows[0]
    if (row === undefined) return
    if (turn === undefined) throw refused("turnRequired")
    if (claims === null) throw refused("turnInvalid")
    if (claims.performanceId !== performanceId) throw refused("turnOtherFunction")
    if (claims.expiresAt <= now) throw refused("turnExpired")
    if (!(await shopperKeysOf(db, caller, now)).includes(claims.shopper)) throw refused("turnInvalid")
    if (row.state !== "INSIDE" || (row.turn_expires_at?.getTime() ?? 0) <= now) throw refused("turnExpired")
  },
})
