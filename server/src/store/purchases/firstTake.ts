import type { Queryable } from "../../db/database.js"
import type { PlaceRow } from "./cart.js"
import { CLAIM_COLUMNS, isPartialHoldRefusal, seatKey, takeIfFree, type NewProcess } from "./holds.js"
import type { ProcessRow } from "./processes.js"

/**
 * Shoppers' first takes as one statement, one take or several (the takes that arrive together, see
 * `firstTake` below): it looks each take's function and seats up, starts its process and holds every
 * seat, or starts nothing for it. One statement is atomic on its own, so it needs no transaction: one
 * round trip to the database for all the takes, on the shop's busiest call.
 *
 * A take ($1…$9, one element each; its seats in $10…$12, told by its key hash) holds only what the
 * careful way (takeSeats in a transaction) would hold: a function that has not started, seats of it
 * that its show sells (unique ids), no more than its limit per purchase; with `without_turn`, only
 * where the function has no waiting room on (the caller brought no turn, so that is the only way
 * the take could go ahead, and checking it here keeps the call at one round trip). Short of that it
 * starts nothing. When a seat of a started take is taken already, refuse_partial_hold (migration
 * 006) undoes the whole statement, every take in it. The seats are fetched by id first
 * (MATERIALIZED, LIMIT: forSale.ts's OFFER says why) and claimed in key order across all the takes,
 * so concurrent statements lock rows in the same order and never deadlock. Places are free as of $13,
 * the earliest of the takes' instants: a hold ending between two takes' instants refuses the batch,
 * and each take then judges it at its own instant.
 *
 * It does not skip a take whose seat it could see taken: that look-up would be planned once per
 * connection, while place_claims is still small (a scan of the function's claims), and kept while
 * the table grows by thousands of holds a minute, until the next ANALYZE: a hold cost three times
 * more within seconds. The claim itself always goes through the primary key (ON CONFLICT).
 */
const FIRST_TAKES = `
  WITH takes AS (
    SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::int[], $5::timestamptz[], $6::timestamptz[],
                         $7::text[], $8::boolean[], $9::int[])
      AS t(performance_id, now, process_type, customer_id, started_at, expires_at, key_hash, without_turn, seats)),
  performance AS (
    SELECT f.id, f.show_id, f.starts_at, f.max_places, s.name AS show_name, s.seo AS show_seo, s.cartel_type,
           v.name AS venue_name
      FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
     WHERE f.id = ANY($1::int[])),
  wanted AS MATERIALIZED (
    SELECT id, sector_id, row_label, row_index, seat_number FROM map_seats
     WHERE id = ANY($11::int[]) LIMIT cardinality($11::int[])),
  offered AS (
    SELECT w.key_hash, w.place_key, st.id AS seat_id, st.row_label, st.row_index, st.seat_number,
           ms.id AS sector_id, ms.name, sp.price, sp.service_charge
      FROM unnest($10::text[], $11::int[], $12::text[]) AS w(key_hash, seat_id, place_key)
      JOIN takes t USING (key_hash)
      JOIN performance f ON f.id = t.performance_id
      JOIN wanted st ON st.id = w.seat_id
      JOIN map_sectors ms ON ms.id = st.sector_id AND ms.numbered
      JOIN show_prices sp ON sp.sector_id = ms.id AND sp.show_id = f.show_id),
  created AS (
    INSERT INTO purchase_processes (process_type, customer_id, started_at, expires_at, state, contiguous, key_hash)
    SELECT t.process_type, t.customer_id, t.started_at, t.expires_at, 'ACTIVE', true, t.key_hash
      FROM takes t JOIN performance f ON f.id = t.performance_id
     WHERE f.starts_at > t.now AND t.seats <= f.max_places
       AND (SELECT count(*) FROM offered o WHERE o.key_hash = t.key_hash) = t.seats
       AND NOT (t.without_turn AND EXISTS (SELECT 1 FROM waiting_rooms r WHERE r.performance_id = f.id AND r.enabled))
    RETURNING id, process_type, started_at, expires_at, contiguous, key_hash),
  claimed AS (
    INSERT INTO place_claims ${CLAIM_COLUMNS}
    SELECT t.performance_id, o.place_key, o.sector_id, o.seat_id, c.id, 'HELD', c.expires_at, o.price,
           o.service_charge, NULL
      FROM created c JOIN takes t USING (key_hash) JOIN offered o USING (key_hash)
     ORDER BY o.place_key
    ${takeIfFree("$13")})
  SELECT c.*,
         f.id AS performance_id, f.starts_at, f.show_id, f.show_name, f.show_seo, f.cartel_type, f.venue_name,
         o.place_key, o.seat_id, o.row_label, o.row_index, o.seat_number, o.sector_id, o.name AS sector_name,
         o.price AS list_price, o.price, o.service_charge,
         NULL::int AS promotion_id, NULL::text AS promotion_name, NULL::jsonb AS promotion_bins
    FROM created c JOIN takes t USING (key_hash) JOIN performance f ON f.id = t.performance_id
    JOIN offered o USING (key_hash)
   WHERE refuse_partial_hold(ARRAY(
     SELECT o.place_key FROM offered o JOIN created USING (key_hash) EXCEPT SELECT place_key FROM claimed))`

/** A row of the first take: the new process's head with one of its places. */
export type FirstTakeRow = Pick<ProcessRow, "id" | "process_type" | "started_at" | "expires_at" | "contiguous"> &
  PlaceRow & { readonly key_hash: string }

/** One shopper's first take: a new process, a function, its unique seats, the instant, and whether it has no turn. */
export interface FirstTake {
  readonly process: Omit<NewProcess, "contiguous">
  readonly performanceId: number
  readonly seatIds: ReadonlyArray<number>
  readonly now: number
  readonly withoutTurn: boolean
}

/**
 * The rows of each take, in order (none for a take that declined and wrote nothing); refuse_partial_hold's
 * error when a seat of a started take was taken already.
 */
const runFirstTakes = async (
  db: Queryable,
  takes: ReadonlyArray<FirstTake>,
): Promise<ReadonlyArray<ReadonlyArray<FirstTakeRow>>> => {
  const seats = takes.flatMap((take) => take.seatIds.map((seatId) => ({ keyHash: take.process.keyHash, seatId })))
  const params = [
    takes.map((take) => take.performanceId),
    takes.map((take) => new Date(take.now)),
    takes.map((take) => take.process.processType),
    takes.map((take) => take.process.customerId),
    takes.map((take) => new Date(take.process.startedAt)),
    takes.map((take) => new Date(take.process.expiresAt)),
    takes.map((take) => take.process.keyHash),
    takes.map((take) => take.withoutTurn),
    takes.map((take) => take.seatIds.length),
    seats.map((seat) => seat.keyHash),
    seats.map((seat) => seat.seatId),
    seats.map((seat) => seatKey(seat.seatId)),
    new Date(Math.min(...takes.map((take) => take.now))),
  ]
  const { rows } = await db.query<FirstTakeRow>(FIRST_TAKES, params, "first_take")
  const rowsOfTake = new Map<string, Array<FirstTakeRow>>()
  for (const row of rows) rowsOfTake.set(row.key_hash, [...(rowsOfTake.get(row.key_hash) ?? []), row])
  return takes.map((take) => rowsOfTake.get(take.process.keyHash) ?? [])
}

/** The most takes in one statement. */
const MOST_TAKES = 16

/**
 * The most shared statements a database has in flight at once. Takes that arrive while it runs wait
 * for it to answer and go together then: under load each statement carries more takes (one commit
 * and one round trip for all of them: 7 instead of 5 on the bench, and PostgreSQL's CPU per hold
 * fell by a quarter; two in flight carried 5), and a lone take still goes at the end of its turn.
 * The other connections of the pool stay free for the rest of the calls.
 */
const MOST_IN_FLIGHT = 1

/** A take waiting for the next statement on a database, with where its answer goes. */
interface Waiting {
  readonly take: FirstTake
  readonly answer: (rows: ReadonlyArray<FirstTakeRow>) => void
  readonly fail: (error: unknown) => void
}

/** The takes waiting on one database, its shared statements in flight, and whether a send is due. */
interface Queue {
  readonly waiting: Array<Waiting>
  inFlight: number
  due: boolean
}

/**
 * Takes that arrive together (in the same turn of the event loop, or while the statements before
 * them run) go as one statement: fewer round trips, commits and plan executions per hold, which is
 * what the hold path spends. Only takes of disjoint places share one (two takes of one place in the
 * same statement would be one conflict the statement cannot judge). When the shared statement
 * refuses or fails, it wrote nothing: the takes of the seats it names as taken decline, as the
 * one-take statement would have (the careful way then holds or says why, at the take's own instant),
 * the others share a statement again; with no seat named, each goes alone. So the resend of a take
 * that started a purchase (its key hash is in the unique index already: domain/process/resentTake.ts)
 * fails only its own statement: the takes that shared the first one go alone and hold.
 */
const queues = new WeakMap<Queryable, Queue>()

/** The keys refuse_partial_hold names as taken already (its DETAIL), none if it named none. */
const missedKeys = (error: unknown): ReadonlySet<string> => {
  const detail = (error as { readonly detail?: unknown }).detail
  return new Set(typeof detail === "string" ? detail.split(" ") : [])
}

/** One take in its own statement: a seat taken already declines it (no rows). */
const alone = (db: Queryable, waiting: Waiting) =>
  runFirstTakes(db, [waiting.take]).then(
    ([rows]) => waiting.answer(rows ?? []),
    (error: unknown) => (isPartialHoldRefusal(error) ? waiting.answer([]) : waiting.fail(error)),
  )

const placesOverlap = (group: ReadonlyArray<Waiting>, take: FirstTake) =>
  group.some((other) => other.take.seatIds.some((seatId) => take.seatIds.includes(seatId)))

/** The group's statement; `sent` once it has answered (before any take goes again). */
const send = (db: Queryable, group: ReadonlyArray<Waiting>, sent: () => void = () => {}): Promise<void> => {
  if (group.length === 1) return alone(db, group[0]!).finally(sent)
  return runFirstTakes(
    db,
    group.map((waiting) => waiting.take),
  ).then(
    (rowsOfEach) => {
      sent()
      group.forEach((waiting, index) => waiting.answer(rowsOfEach[index] ?? []))
    },
    (error: unknown) => {
      sent()
      const missed = isPartialHoldRefusal(error) ? missedKeys(error) : new Set<string>()
      const lost = group.filter((waiting) => waiting.take.seatIds.some((seatId) => missed.has(seatKey(seatId))))
      if (lost.length === 0) return group.forEach((waiting) => void alone(db, waiting))
      // Those that lost a seat decline (the careful way judges them again, at their own instant); the
      // others share a statement again, one take fewer at least.
      lost.forEach((waiting) => waiting.answer([]))
      // (None left when every take lost a seat: an empty statement would send an invalid instant.)
      const rest = group.filter((waiting) => !lost.includes(waiting))
      if (rest.length > 0) void send(db, rest)
    },
  )
}

/** The first waiting take and those after it whose places it does not share, up to MOST_TAKES; they leave the queue. */
const nextGroup = (waiting: Array<Waiting>): ReadonlyArray<Waiting> => {
  const group: Array<Waiting> = []
  for (const each of waiting) {
    if (group.length === MOST_TAKES) break
    if (!placesOverlap(group, each.take)) group.push(each)
  }
  for (const each of group) waiting.splice(waiting.indexOf(each), 1)
  return group
}

/** Sends at the end of this turn, when takes wait and a statement may go. */
const schedule = (db: Queryable, queue: Queue) => {
  if (queue.due || queue.waiting.length === 0 || queue.inFlight >= MOST_IN_FLIGHT) return
  queue.due = true
  setImmediate(() => {
    queue.due = false
    while (queue.waiting.length > 0 && queue.inFlight < MOST_IN_FLIGHT) {
      queue.inFlight++
      void send(db, nextGroup(queue.waiting), () => {
        queue.inFlight--
        schedule(db, queue)
      })
    }
  })
}

/**
 * The rows of the new process, one per seat held (none when the first take declined and wrote
 * nothing). `seatIds` are unique. It waits for the end of this turn of the event loop, or for a
 * statement in flight to answer, to go with the takes that arrived with it.
 */
export const firstTake = (db: Queryable, take: FirstTake): Promise<ReadonlyArray<FirstTakeRow>> =>
  new Promise((answer, fail) => {
    let queue = queues.get(db)
    if (queue === undefined) {
      queue = { waiting: [], inFlight: 0, due: false }
      queues.set(db, queue)
    }
    queue.waiting.push({ take, answer, fail })
    schedule(db, queue)
  })
