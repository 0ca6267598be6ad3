import type { Queryable } from "../../db/database.js"
import type { EntryRow } from "../../store/waitingRoom/entries.js"
import { joinDrawnLine, type LateArrival } from "../../store/waitingRoom/joins.js"
import { perDatabase } from "./writtenEachSecond.js"

const MINUTE_MS = 60_000
/** The most arrivals in one statement. */
const MOST_ARRIVALS = 100

interface Waiting {
  readonly performanceId: number
  readonly arrival: LateArrival
  readonly answer: (entry: EntryRow | null) => void
}

interface Queue {
  readonly waiting: Array<Waiting>
  busy: boolean
}

const queues = perDatabase<Queryable, Queue>(() => ({ waiting: [], busy: false }))

/** The first waiting arrival's room's arrivals, one per shopper, up to MOST_ARRIVALS; they leave the queue. */
const nextGroup = (waiting: Array<Waiting>): ReadonlyArray<Waiting> => {
  const performanceId = waiting[0]!.performanceId
  const shoppers = new Set<string>()
  const group = waiting
    .filter((each) => {
      if (each.performanceId !== performanceId || shoppers.has(each.arrival.shopper)) return false
      shoppers.add(each.arrival.shopper)
      return true
    })
    .slice(0, MOST_ARRIVALS)
  for (const each of group) waiting.splice(waiting.indexOf(each), 1)
  return group
}

const send = async (db: Queryable, group: ReadonlyArray<Waiting>): Promise<void> => {
  const arrivals = group.map((each) => each.arrival)
  const earliest = Math.min(...arrivals.map((arrival) => arrival.at.getTime()))
  const places = await joinDrawnLine(db, group[0]!.performanceId, arrivals, new Date(earliest - MINUTE_MS)).catch(
    // A failed statement wrote nothing: each arrival goes the careful way, which says why.
    () => new Map<string, EntryRow>(),
  )
  for (const each of group) each.answer(places.get(each.arrival.shopper) ?? null)
}

const pump = (db: Queryable, queue: Queue): void => {
  if (queue.busy || queue.waiting.length === 0) return
  queue.busy = true
  setImmediate(() => {
    void send(db, nextGroup(queue.waiting)).finally(() => {
      queue.busy = false
      pump(db, queue)
    })
  })
}

/**
 * A place at the end of the function's drawn line (store's joinDrawnLine), or null when the
 * statement left the arrival out (the careful way then judges it). Arrivals after the draw come a
 * hundred a second on an on-sale day and all want the room's row: each process sends one statement
 * at a time for every arrival waiting then, so the joins of a busy minute cost a few statements a
 * second and hold one of the process's database connections, never all of them (the purchases the
 * room let in need the rest). Arrivals a process answers in turn get positions in that order.
 */
export const joinTogether = (db: Queryable, performanceId: number, arrival: LateArrival): Promise<EntryRow | null> =>
  new Promise((answer) => {
    const queue = queues(db)
    queue.waiting.push({ performanceId, arrival, answer })
    pump(db, queue)
  })
