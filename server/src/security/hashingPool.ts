import { availableParallelism } from "node:os"

/**
 * At most `size` tasks run at once; the others wait their turn in arrival order. Password hashes go
 * through one of these: @node-rs/argon2 and node:crypto's scrypt both run on libuv's thread pool
 * (4 threads by default), which the server's file writes, DNS and zlib share. Unbounded, 40 hashes
 * at once held a 2 KB file write for 331 ms (p99); at 2 at once, 6.5 ms, and the 40 took 422 ms
 * against 349 ms. A pool of 2 worker_threads did as well (4.7 ms, 432 ms) at the price of its own
 * threads, memory and a worker script; a limit on libuv's pool is the simpler of the two.
 */
export const taskLimiter = (size: number) => {
  let running = 0
  const waiting: Array<() => void> = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else running += 1
    try {
      return await task()
    } finally {
      // A finished task hands its slot straight to the next in line, so `running` counts slots held.
      const next = waiting.shift()
      if (next === undefined) running -= 1
      else next()
    }
  }
}

/**
 * PASSWORD_HASH_THREADS: how many password hashes run at once in this process. By default one less
 * than the cores, at most 2: the rest of libuv's 4 threads stay free for files and DNS, and a core
 * stays free for the requests themselves.
 */
export const hashingThreads = (text = process.env["PASSWORD_HASH_THREADS"]): number => {
  if (text === undefined || text === "") return Math.min(2, Math.max(1, availableParallelism() - 1))
  const threads = Number(text)
  if (!Number.isSafeInteger(threads) || threads < 1)
    throw new Error(`PASSWORD_HASH_THREADS: expected a whole number above 0, got "${text}"`)
  return threads
}
