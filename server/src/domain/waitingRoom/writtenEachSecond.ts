/** Writes gathered in memory are written together this long after the first of them. */
const WRITE_AFTER_MS = 1_000

/**
 * What a process gathers for one database and writes at most once a second (a poll's "last seen",
 * the inside's latencies): a call adds to it for nothing, `schedule` makes sure it is written
 * within the second. A write that fails keeps what it did not write for the next one; the timer
 * never keeps the process alive, and one firing after the database closed changes nothing.
 */
export const writtenEachSecond = (write: () => Promise<void>) => {
  let timer: ReturnType<typeof setTimeout> | null = null
  return {
    schedule: () => {
      if (timer !== null) return
      timer = setTimeout(() => {
        timer = null
        write().catch(() => undefined)
      }, WRITE_AFTER_MS)
      timer.unref()
    },
  }
}

/** One gatherer per database (each test server has its own), made on first use. */
export const perDatabase = <Key extends object, Value>(make: (db: Key) => Value) => {
  const made = new WeakMap<Key, Value>()
  return (db: Key): Value => {
    let value = made.get(db)
    if (value === undefined) {
      value = make(db)
      made.set(db, value)
    }
    return value
  }
}
