import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { TenantConfig } from "@boleteria/core"
import { createApp } from "../app.js"
import type { Database } from "../db/database.js"
import type { ServerDeps } from "../deps.js"
import { seedWaitingRooms } from "../domain/waitingRoom/rooms.js"
import type { WaitingRoomSection } from "@boleteria/core"
import type { MailMessage, Mailer } from "../mail/mailer.js"
import type { PaymentProvider } from "../payments/provider.js"
import { sandboxRegistry } from "../payments/sandboxRegistry.js"
import type { SandboxWallets } from "../payments/walletSandbox.js"
import type { PasswordCost } from "../security/passwords.js"
import { startServer } from "../server.js"
import { loadTenant } from "../tenant.js"
import { memoryMailer } from "./memoryMailer.js"
import type { ResettableDatabase } from "./resettableDatabase.js"
import { openSeededPglite } from "./seededDatabase.js"
import { testClock, type TestClock } from "./testClock.js"

/** The repository's fixtures/ (the demo billboard, the tenant, the posters), from src/testing or dist/testing. */
// Joined to this file's path, not `new URL("…", import.meta.url)`: the shop's component tests (happy-dom)
// rewrite that form into an http: asset URL.
const FIXTURES = `${join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "fixtures")}/`

/** 21 Nov 2026, 15:00 UTC: where a test server's clock starts unless told otherwise. */
export const TEST_SERVER_START = Date.UTC(2026, 10, 21, 15, 0, 0)

/** The support key a test server answers to (X-Clave-Soporte) unless told another. */
export const TEST_SUPPORT_KEY = "test-support-key-of-at-least-32-characters"

/** Passwords hashed with a cheap argon2id, 1 MiB and 1 pass (each hash records its own cost); production uses 19 MiB, 2 passes. */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

/** Where the server reads the time: a TestClock, or any clock the caller keeps (a shop's, ahead or behind). */
export interface ServerClock {
  readonly now: () => number
}

export interface TestServerOptions<C extends ServerClock = TestClock> {
  /** Changes to fixtures/tenant.json for this server. */
  readonly tenant?: Partial<TenantConfig>
  /** The server's clock; a TestClock standing at TEST_SERVER_START by default. */
  readonly clock?: C
  /** When the catalogue's functions are dated from: the clock's instant at start by default. */
  readonly seedAt?: number
  /** A database to serve instead of a fresh seeded PGlite (e.g. a PostgreSQL copy); the server closes it. */
  readonly database?: Database
  /**
   * A seeded database kept across servers (`resettable`): put back to its seeded state before this
   * server starts and left open when it closes. Far quicker than a fresh database per server.
   */
  readonly resettable?: ResettableDatabase
  /** A seeded PGlite's data dir (seededSnapshot) to open a copy of, made by a test run once for all its workers. */
  readonly snapshot?: Blob
  /** The card processor; the sandbox by default. */
  readonly payments?: PaymentProvider
  /** The wallets, one provider each; the sandbox's by default (pass sandboxWallets() to read its ledger). */
  readonly wallets?: Pick<SandboxWallets, "providers">
  /** What the sandbox wallets sign their notifications with (docs/payments.md); drawn at start by default. */
  readonly notificationSecret?: string
  /** The mail port; kept in memory by default (see `mail()`). */
  readonly mail?: Mailer
  /** Waiting rooms to open, as tenant.json's `waitingRoom` section says them (docs/waiting-room.md). */
  readonly waitingRooms?: WaitingRoomSection
  /** Receives the server's log lines; none are kept by default. */
  readonly log?: ServerDeps["log"]
  /** The built shop to serve at /, if any. */
  readonly publicDir?: string | null
  /** The tenant's support key (X-Clave-Soporte); TEST_SUPPORT_KEY by default. */
  readonly supportKey?: string
  /** Also listen on a loopback port (a browser or another process needs a URL); in-process `fetch` only by default. */
  readonly listen?: boolean
}

export interface TestServer<C extends ServerClock = TestClock> {
  /** The server's fetch: a Request in, its Response out, in this process (no socket unless `listen`). */
  readonly fetch: typeof fetch
  /** The origin to call: a loopback URL when listening, else a name only `fetch` answers. */
  readonly url: string
  readonly clock: C
  readonly db: Database
  readonly tenant: TenantConfig
  /**
   * What the in-memory mail port sent, oldest first (empty when `mail` was given). An order's
   * confirmation is sent just after its payment answers, so a test waits for it.
   */
  readonly mail: () => ReadonlyArray<MailMessage>
  /** Stops listening (when it did) and closes the database. */
  readonly close: () => Promise<void>
}

/** The origin of a server that does not listen: `.test` is reserved, so nothing else answers it. */
const IN_PROCESS_ORIGIN = "http://boleteria.test"

/**
 * The reference server as a test double: the real routes and domain over an in-memory PGlite
 * seeded from fixtures/, its clock in the caller's hands. The shop's component tests, the contract
 * suite and other front ends' tests call it through `fetch` (the HTTP adapter's `fetch` option).
 */
export const createTestServer = async <C extends ServerClock = TestClock>(
  options: TestServerOptions<C> = {},
): Promise<TestServer<C>> => {
  const clock = options.clock ?? (testClock(TEST_SERVER_START) as unknown as C)
  const seedAt = options.seedAt ?? clock.now()
  const db =
    (await options.resettable?.serve()) ??
    options.database ??
    (await openSeededPglite({ fixturesDir: FIXTURES, seedAt, passwordCost: TEST_PASSWORD_COST }, options.snapshot))
  const tenant: TenantConfig = { ...loadTenant(`${FIXTURES}tenant.json`), ...options.tenant }
  if (options.waitingRooms !== undefined) await seedWaitingRooms(db, options.waitingRooms, seedAt)
  const inMemory = memoryMailer()
  const deps: ServerDeps = {
    db,
    now: clock.now,
    tenant,
    providers: sandboxRegistry(tenant, options),
    mail: options.mail ?? inMemory,
    log: options.log ?? (() => undefined),
    passwordCost: TEST_PASSWORD_COST,
    publicDir: options.publicDir ?? null,
    postersDir: `${FIXTURES}posters`,
    supportKey: options.supportKey ?? TEST_SUPPORT_KEY,
  }
  const common = { clock, db, tenant, mail: inMemory.sent }
  if (options.listen === true) {
    const running = await startServer(deps, 0)
    return { ...common, url: running.url, fetch: globalThis.fetch, close: running.close }
  }
  const app = createApp(deps)
  return {
    ...common,
    url: IN_PROCESS_ORIGIN,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    close: () => db.close(),
  }
}
