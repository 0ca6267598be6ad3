import { existsSync, mkdirSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Database } from "./db/database.js"
import { migrate } from "./db/migrate.js"
import { openPglite } from "./db/pglite.js"
import { seedIfEmpty } from "./db/seed.js"
import { copySeedSnapshot } from "./db/seedSnapshot.js"
import { sweepExpiredHolds } from "./store/purchases/holds.js"
import { sweepOrderMails } from "./domain/process/orderMail.js"
import { seedWaitingRooms } from "./domain/waitingRoom/rooms.js"
import { waitingRoomSectionOf } from "./domain/waitingRoom/tenantSection.js"
import { jsonLogLine } from "./http/requestLog.js"
import { mailerFromEnvironment } from "./mail/mailerFromEnvironment.js"
import { sandboxRegistry } from "./payments/sandboxRegistry.js"
import { PRODUCTION_COST } from "./security/passwords.js"
import { supportKeyFromEnvironment } from "./security/supportKey.js"
import { startServer } from "./server.js"
import { loadTenant } from "./tenant.js"

const ROOT = resolve(new URL("../..", import.meta.url).pathname)
const SWEEP_EVERY_MS = 30_000
const SEED_SNAPSHOT = join(ROOT, "server", "seed-snapshot")

/**
 * DATABASE_POOL_SIZE: how many connections to PostgreSQL (default: openPostgres's, twice this
 * machine's cores, at least 4). About twice the database's cores serves best: more holds at once only
 * contend inside PostgreSQL, and payments hold no connection while the processor answers.
 */
const poolSize = (): number | undefined => {
  const text = process.env["DATABASE_POOL_SIZE"]
  if (text === undefined || text === "") return undefined
  const size = Number(text)
  if (!Number.isSafeInteger(size) || size < 1)
    throw new Error(`DATABASE_POOL_SIZE: expected a whole number above 0, got "${text}"`)
  return size
}

const openDatabase = async (dataDir: string): Promise<Database> => {
  const url = process.env["DATABASE_URL"]
  // pg loads only for PostgreSQL: PGlite's start (npm start's default) does without it.
  if (url !== undefined && url !== "") return (await import("./db/postgres.js")).openPostgres(url, poolSize())
  mkdirSync(dataDir, { recursive: true })
  const pgliteDir = join(dataDir, "pglite")
  // An empty DATA_DIR starts as a copy of build.mjs's seed snapshot, when it is of this code and these files.
  copySeedSnapshot(SEED_SNAPSHOT, join(ROOT, "fixtures"), pgliteDir)
  return openPglite(pgliteDir)
}

/** `npm start`: PGlite in ./data unless DATABASE_URL points at PostgreSQL; PORT defaults to 8080. */
const main = async () => {
  const dataDir = resolve(process.env["DATA_DIR"] ?? join(ROOT, "data"))
  const tenantFile = process.env["TENANT_FILE"] ?? join(ROOT, "fixtures", "tenant.json")
  const tenant = loadTenant(tenantFile)
  // The built-in sandboxes are the implementations at hand: a provider the tenant accepts that none implements stops here.
  const providers = sandboxRegistry(tenant, { notificationSecret: process.env["PAYMENT_NOTIFICATION_SECRET"] })
  const db = await openDatabase(dataDir)
  // After openDatabase, which makes DATA_DIR: the demo keeps its support key there.
  const support = supportKeyFromEnvironment(dataDir)
  await migrate(db)
  const now = () => Date.now()
  const seeded = await seedIfEmpty(db, now(), join(ROOT, "fixtures"))
  // The tenant file's waiting rooms (docs/waiting-room.md): made by the first process to start, kept by the rest.
  const rooms = waitingRoomSectionOf(tenantFile)
  if (tenant.flags.queueApi && rooms !== null) await seedWaitingRooms(db, rooms, now())
  const publicDir = join(ROOT, "ui", "dist")
  const deps = {
    db,
    now,
    tenant,
    providers,
    mail: mailerFromEnvironment(join(dataDir, "outbox")),
    log: jsonLogLine,
    passwordCost: PRODUCTION_COST,
    publicDir: existsSync(join(publicDir, "index.html")) ? publicDir : null,
    postersDir: join(ROOT, "fixtures", "posters"),
    supportKey: support.key,
  }
  const server = await startServer(deps, Number(process.env["PORT"] ?? 8080), process.env["HOST"] ?? "0.0.0.0")
  jsonLogLine({ level: "info", message: "boleteria listening", url: server.url, database: db.kind, seeded })
  // Where the demo's support key is, never the key: support reads shoppers' logs with it (docs/replay.md).
  if (support.file !== null)
    jsonLogLine({ level: "info", message: "SUPPORT_KEY unset: the support key is in this file", file: support.file })
  // Expired holds already count as free; the sweeper only keeps the table small, so a failed sweep is logged and retried.
  // It also mails the order confirmations a send missed or a stopped process left queued, the first at once.
  const sweep = () => {
    sweepExpiredHolds(db, now()).catch((error: unknown) =>
      jsonLogLine({ level: "error", message: "sweeping expired holds failed", error: String(error) }),
    )
    sweepOrderMails(deps).catch((error: unknown) =>
      jsonLogLine({ level: "error", message: "sweeping order mails failed", error: String(error) }),
    )
  }
  sweep()
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS)
  const stop = () => {
    clearInterval(sweeper)
    void server.close().then(() => process.exit(0))
  }
  process.once("SIGTERM", stop)
  process.once("SIGINT", stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`boleteria: ${(error as Error).message}\n`)
  process.exit(1)
})
