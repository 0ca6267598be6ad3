import type { Queryable } from "../../db/database.js"
import { markSeen } from "../../store/waitingRoom/entries.js"
import { perDatabase, writtenEachSecond } from "./writtenEachSecond.js"

/**
 * When waiting shoppers last asked, kept in memory and written for many at once within a second
 * (and before admission judges who lapsed): a place poll writes nothing. The grace is minutes; a
 * mark a second late, or lost with its process, costs nobody their place.
 */
const marksOf = perDatabase((db: Queryable) => {
  const marks = new Map<number, number>()
  const write = async (to: Queryable) => {
    if (marks.size === 0) return
    const taken = [...marks]
    const written = new Set(
      await markSeen(
        to,
        taken.map(([id]) => id),
        taken.map(([, at]) => new Date(at)),
      ),
    )
    // A place another transaction held keeps its mark for the next write.
    for (const [id, at] of taken) if (written.has(id) && marks.get(id) === at) marks.delete(id)
  }
  return { marks, write, writer: writtenEachSecond(() => write(db)) }
})

/** The waiting place `entryId` was asked about at `at`. */
export const noteSeen = (db: Queryable, entryId: number, at: number): void => {
  const gathered = marksOf(db)
  gathered.marks.set(entryId, at)
  gathered.writer.schedule()
}

/** When this process last saw the place asked about, if it has not written it yet. */
export const unwrittenSeen = (db: Queryable, entryId: number): number | undefined => marksOf(db).marks.get(entryId)

/** Writes this process's marks through `tx` (admission, before it judges who lapsed). */
export const writeSeenMarks = (db: Queryable, tx: Queryable): Promise<void> => marksOf(db).write(tx)
