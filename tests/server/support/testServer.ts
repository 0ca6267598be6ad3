import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, inject } from "vitest"
import { type TenantConfig, AUTHORIZATION_HEADER, PURCHASE_KEY_HEADER } from "@boleteria/core"
import { createTestServer, testClock, TEST_PASSWORD_COST, type TestClock } from "@boleteria/server/testing"
import type { Database } from "../../../server/src/db/database.js"
import type { ServerDeps } from "../../../server/src/deps.js"
import type { Mailer } from "../../../server/src/mail/mailer.js"
import { outboxMailer } from "../../../server/src/mail/outbox.js"
import type { PaymentProvider } from "../../../server/src/payments/provider.js"
import type { SandboxWallets } from "../../../server/src/payments/walletSandbox.js"
import type { RunningServer } from "../../../server/src/server.js"
import { outboxMessages } from "../../support/outbox.js"
import { openSeededPglite } from "./pgliteSnapshot.js"
import { openSeededPostgres } from "./postgresTemplate.js"

export type DatabaseKind = "pglite" | "postgres"

/** Seeding and every instant in these tests start here; the clock only moves when a test says so. */
export const TEST_START = Date.UTC(2026, 10, 21, 15, 0, 0)

export const postgresAvailable = (): boolean => inject("postgresUrl") !== ""

const SEED = { name: "server", seedAt: TEST_START, passwordCost: TEST_PASSWORD_COST } as const

/** A fresh database, migrated and seeded at TEST_START: a copy of one made once per run. */
const openDatabase = (kind: DatabaseKind, poolSize: number): Promise<Database> =>
  kind === "pglite" ? openSeededPglite(SEED) : openSeededPostgres(inject("postgresUrl"), SEED, poolSize)

export interface TestServer extends RunningServer {
  readonly db: Database
  readonly clock: TestClock
  readonly outboxDir: string
  /** The messages the mail port wrote, newest last. */
  readonly outbox: () => ReadonlyArray<string>
  /**
   * POST/GET/DELETE with JSON, as `as` (a customer's token, or who calls in full); returns the HTTP
   * status and the `{ nCode, oData }` body.
   */
  readonly call: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    as?: string | CallAs,
  ) => Promise<{ status: number; nCode: number; oData: T }>
}

/** Who makes a call: a customer's token, the key of the purchase it names (X-Clave-Proceso), other headers. */
interface CallAs {
  readonly token?: string | undefined
  readonly purchaseKey?: string | undefined
  readonly headers?: Readonly<Record<string, string>>
}

const headersOf = (as: string | CallAs = {}): Record<string, string> => {
  const { token, purchaseKey, headers }: CallAs = typeof as === "string" ? { token: as } : as
  return {
    ...headers,
    ...(token === undefined ? {} : { [AUTHORIZATION_HEADER]: `Bearer ${token}` }),
    ...(purchaseKey === undefined ? {} : { [PURCHASE_KEY_HEADER]: purchaseKey }),
  }
}

export interface TestServerOptions {
  readonly tenant?: Partial<TenantConfig>
  readonly publicDir?: string
  /** The card processor; the sandbox by default. */
  readonly payments?: PaymentProvider
  /** The wallets, one provider each; the server's own sandbox wallets by default (pass sandboxWallets() to read its ledger). */
  readonly wallets?: Pick<SandboxWallets, "providers">
  /** What wallet notifications are signed with (docs/payments.md); drawn at start by default. */
  readonly notificationSecret?: string
  /** PostgreSQL's pool (PGlite is one session): 40 by default. */
  readonly poolSize?: number
  /** TRUSTED_PROXIES for this server ("127.0.0.1": each request's X-Forwarded-For names its client); none by default. */
  readonly trustedProxies?: string
  /** Receives the server's log lines; none are kept by default. */
  readonly log?: ServerDeps["log"]
  /** The mail port; the outbox folder by default (`outbox()` reads it). */
  readonly mail?: Mailer
}

/** The routes read TRUSTED_PROXIES once, while the app is built; the variable is put back right after. */
const withTrustedProxies = async <T>(trustedProxies: string | undefined, start: () => Promise<T>): Promise<T> => {
  if (trustedProxies === undefined) return start()
  const before = process.env["TRUSTED_PROXIES"]
  process.env["TRUSTED_PROXIES"] = trustedProxies
  try {
    return await start()
  } finally {
    if (before === undefined) delete process.env["TRUSTED_PROXIES"]
    else process.env["TRUSTED_PROXIES"] = before
  }
}

/**
 * A real server on a random loopback port, over a fresh PGlite or a fresh PostgreSQL database;
 * it serves a shop from `publicDir` when given one. The server package's own test double
 * (createTestServer), listening, with its mail in an outbox folder the tests read as files.
 */
export const startTestServer = async (
  kind: DatabaseKind,
  { poolSize, trustedProxies, ...options }: TestServerOptions = {},
): Promise<TestServer> => {
  const clock = testClock(TEST_START)
  const outboxDir = mkdtempSync(join(tmpdir(), "boleteria-outbox-"))
  const server = await withTrustedProxies(trustedProxies, async () =>
    createTestServer({
      ...options,
      clock,
      database: await openDatabase(kind, poolSize ?? 40),
      mail: options.mail ?? outboxMailer(outboxDir),
      publicDir: options.publicDir ?? null,
      listen: true,
    }),
  )
  return {
    ...server,
    port: Number(new URL(server.url).port),
    outboxDir,
    outbox: () => outboxMessages(outboxDir),
    call: async (method, path, body, as) => {
      const response = await fetch(server.url + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headersOf(as),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const json = (await response.json()) as { nCode: number; oData: never }
      return { status: response.status, nCode: json.nCode, oData: json.oData }
    },
    close: async () => {
      await server.close()
      rmSync(outboxDir, { recursive: true, force: true })
    },
  }
}

/** The database kinds a contract suite runs on: PGlite always, PostgreSQL when the cluster exists. */
export const DATABASE_KINDS: ReadonlyArray<DatabaseKind> = ["pglite", "postgres"]

/**
 * `body`'s tests once on each database kind, `title` naming it with %s: PostgreSQL's are skipped
 * where the test setup could start no cluster (CI=true guarantees one).
 */
export const describeOnEachDatabase = (title: string, body: (kind: DatabaseKind) => void): void =>
  describe.each(DATABASE_KINDS)(title, (kind) => {
    describe.skipIf(kind === "postgres" && !postgresAvailable())("", () => body(kind))
  })
