import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { isMainThread } from "node:worker_threads"

/**
 * Vitest runs test files in parallel workers (forked processes, or threads of the main process).
 * The id of the process that started them names this run, so "once" means once per run.
 */
const runId = () => (isMainThread ? process.ppid : process.pid)

const RUNS_DIR = join(tmpdir(), "boleteria-e2e-runs")
const STALE_MS = 60 * 60 * 1000
const POLL_MS = 100

/** Old runs' markers would make a recycled process id skip the work. */
const sweepOldRuns = () => {
  if (!existsSync(RUNS_DIR)) return
  for (const name of readdirSync(RUNS_DIR)) {
    const path = join(RUNS_DIR, name)
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true })
    } catch {
      // Another worker swept it first.
    }
  }
}

/**
 * Removes the folder of the run whose main process is `runPid` (the shop build, the database
 * snapshots): the run's global teardown calls it, so the runs of a busy day do not pile up in tmp.
 */
export const removeRunFolder = (runPid: number): void =>
  rmSync(join(RUNS_DIR, String(runPid)), { recursive: true, force: true })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` in one worker of this test run and lets every other worker wait for its result
 * (a JSON value). A failure is shared too: each waiting worker throws the same message.
 * `work` gets this run's own folder for anything it makes.
 * A directory made with mkdir is the lock: only one process can create it.
 */
export const onceAcrossWorkers = async <T>(
  name: string,
  work: (runDir: string) => Promise<T>,
  timeoutMs = 180_000,
): Promise<T> => {
  sweepOldRuns()
  const dir = join(RUNS_DIR, String(runId()))
  mkdirSync(dir, { recursive: true })
  const lock = join(dir, `${name}.lock`)
  const result = join(dir, `${name}.json`)
  let owner: boolean
  try {
    mkdirSync(lock)
    owner = true
  } catch {
    owner = false
  }
  // Written aside and renamed, so a waiting worker never reads half a file.
  const publish = (outcome: unknown) => {
    writeFileSync(`${result}.tmp`, JSON.stringify(outcome))
    renameSync(`${result}.tmp`, result)
  }
  if (owner) {
    try {
      const value = await work(dir)
      publish({ ok: true, value })
      return value
    } catch (error) {
      publish({ ok: false, message: (error as Error).message })
      throw error
    }
  }
  const deadline = Date.now() + timeoutMs
  while (!existsSync(result)) {
    if (Date.now() > deadline) throw new Error(`${name}: gave up waiting for another worker after ${timeoutMs} ms`)
    await sleep(POLL_MS)
  }
  const outcome = JSON.parse(readFileSync(result, "utf8")) as { ok: true; value: T } | { ok: false; message: string }
  if (!outcome.ok) throw new Error(`${name} failed in another worker: ${outcome.message}`)
  return outcome.value
}
