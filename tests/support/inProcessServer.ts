import { vi } from "vitest"
import { makeHttpApi, type HttpApiOptions } from "@boleteria/core/http"
import { ManualClock, type ApiShape } from "@boleteria/core"
import {
  createTestServer,
  TEST_PASSWORD_COST,
  TEST_SERVER_START,
  type ServerClock,
  type TestClock,
  type TestServer,
  type TestServerOptions,
} from "@boleteria/server/testing"
import { workerResettableDatabase, openSeededPglite } from "../server/support/pgliteSnapshot.js"

/** The run's seeded snapshot (the server tests' own): a server opens a copy of it in about half a second. */
const SEED = { name: "server", seedAt: TEST_SERVER_START, passwordCost: TEST_PASSWORD_COST } as const

/** One seeded database for the servers of the worker's files, one after the other. */
const workerDatabase = workerResettableDatabase(SEED)

/**
 * The reference server in this process (no socket), over the run's seeded PGlite: the catalogue is
 * dated from TEST_SERVER_START, so a clock the test passes should start there. One at a time: the
 * worker's servers share one database, put back to its seeded state for each (`alongside` opens a
 * copy of its own for a server that runs beside another).
 */
export const startServerInProcess = async <C extends ServerClock = TestClock>(
  options: Omit<TestServerOptions<C>, "database" | "snapshot" | "listen" | "seedAt" | "resettable"> & {
    readonly alongside?: boolean
  } = {},
): Promise<TestServer<C>> => {
  const { alongside = false, ...serverOptions } = options
  if (alongside)
    return createTestServer<C>({ ...serverOptions, seedAt: TEST_SERVER_START, database: await openSeededPglite(SEED) })
  return createTestServer<C>({ ...serverOptions, seedAt: TEST_SERVER_START, resettable: await workerDatabase() })
}

/** One device of the tests: every call carries this fingerprint unless told otherwise. */
const DEVICE = "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d"

/** The shop's HTTP adapter on `server`, through its fetch (or one given): signed out and without purchase keys unless told. */
export const serverApi = (
  server: Pick<TestServer<ServerClock>, "url" | "fetch">,
  options: Partial<Omit<HttpApiOptions, "baseUrl">> = {},
): ApiShape =>
  makeHttpApi({ baseUrl: server.url, fetch: server.fetch, token: () => null, fingerprint: () => DEVICE, ...options })

/**
 * A shop tab's clock and the server's, one instant: the server follows a ManualClock standing at
 * TEST_SERVER_START, so a test moving the tab's time moves the server's (holds, turns, settling cards).
 */
export const startServerOnManualClock = async (
  options: Omit<TestServerOptions<ServerClock>, "database" | "snapshot" | "listen" | "seedAt" | "clock"> = {},
): Promise<{ readonly clock: ManualClock; readonly server: TestServer<ServerClock> }> => {
  const clock = new ManualClock(TEST_SERVER_START)
  const server = await startServerInProcess<ServerClock>({ ...options, clock: { now: () => clock.nowMs } })
  return { clock, server }
}

/** A test of a few dozen calls to a server in process: seconds, tens of them on a busy 2-core machine. */
export const SERVER_TEST_MS = 90_000

/**
 * Waits until `assertion` holds: a server's answer comes back asynchronously (milliseconds, seconds
 * on a busy machine), so a tab's state is waited for, never a fixed time.
 */
export const eventually = <T>(assertion: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(assertion, { timeout: 20_000, interval: 20 })
