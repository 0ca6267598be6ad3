// `npm run storm [-- options]`: an on-sale storm through the waiting room, bounded in count and time,
// all on loopback. It starts a cluster (PostgreSQL, `--processes` server processes, haproxy: the
// pieces of `npm run cluster`, with the queue-on tenant) or takes `--url` with `--database-url`;
// measures the bare hold path through haproxy beside pgbench (simple-update) on the same cluster, as
// `npm run bench` does (lib/holdBench.ts);
// opens the arena function's waiting room `--lead` seconds ahead; then `--shoppers` shoppers arrive
// (a share before the start, drawn; the rest after, in order), wait honouring Retry-After, take
// numbered seats or field places with their turn, pay with the sandbox card that approves, and
// leave. Each shopper has its own account (made before the storm) and logs in to pay. The room
// adapts its rate to keep the admitted shoppers' calls fast (docs/waiting-room.md), at most
// `--rate`; `--fixed-rate` admits at `--rate` regardless, as rooms did before. It reports
// admitted/s, time in queue, how soon a turn was noticed, holds/s, sales/s, p50/p95/p99 per call
// and the cores of every process (PostgreSQL's exited backends included), then checks the
// database; it exits 1 if a check fails. `--cpu-prof` writes the server processes' CPU profiles.
// Options (defaults): --shoppers 10000 --processes 2 --time-limit 600 (s) --sockets 256 --lead 10 (s)
// --arrivals 60 (s) --early 0.3 --rate (/min; the purchases/min measured just before, 75% of it
// with --fixed-rate) --fixed-rate --capacity 500 --url --database-url --cpu-prof
import { mkdtempSync, rmSync } from "node:fs"
import { register } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

register("./lib/tsLoader.mjs", import.meta.url)
const { startPostgresCluster } = await import("./lib/postgresCluster.ts")
const { startAppCluster } = await import("./lib/appCluster.ts")
const { SOURCE_SERVER } = await import("./lib/serverProcess.ts")
const { httpClient } = await import("./lib/httpClient.ts")
const { makeStormAccounts } = await import("./lib/stormAccounts.ts")
const { runShopper } = await import("./lib/stormShopper.ts")
const { stormPlan } = await import("./lib/stormPlan.ts")
const { stormChecks } = await import("./lib/stormChecks.ts")
const { describeHoldBench, measureHoldRounds } = await import("./lib/holdBench.ts")
const { measureSales } = await import("./lib/salesProbe.ts")
const { preparePgbench } = await import("./lib/pgbench.ts")
const { latencyRecorder, percentile } = await import("./lib/stats.ts")
const { sampleCpu, coresBetween } = await import("./lib/cpu.ts")
const { openPostgres } = await import("../server/src/db/postgres.ts")
const { openWaitingRoom } = await import("../server/src/domain/waitingRoom/rooms.ts")

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "10000" },
    processes: { type: "string", default: "2" },
    "time-limit": { type: "string", default: "600" },
    sockets: { type: "string", default: "256" },
    lead: { type: "string", default: "10" },
    arrivals: { type: "string", default: "60" },
    early: { type: "string", default: "0.3" },
    rate: { type: "string" },
    capacity: { type: "string", default: "500" },
    "fixed-rate": { type: "boolean", default: false },
    url: { type: "string" },
    "database-url": { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
  },
})
const number = (name, min, max) => {
  const value = Number(values[name])
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`--${name}: between ${min} and ${max}, not ${values[name]}`)
  return value
}
const SHOPPERS = number("shoppers", 1, 100_000)
const PROCESSES = number("processes", 1, 16)
const TIME_LIMIT_MS = number("time-limit", 10, 3600) * 1000
const SOCKETS = number("sockets", 1, 2000)
const LEAD_MS = number("lead", 1, 600) * 1000
const ARRIVALS_MS = number("arrivals", 0, 3600) * 1000
const EARLY = number("early", 0, 1)
/**
 * The most shoppers let in per minute; by default the purchases per minute the cluster completed
 * just before (75% of them for a fixed rate, which must leave room for what the probe did not do).
 */
const GIVEN_RATE = values.rate === undefined ? null : number("rate", 1, 1_000_000)
const FIXED_RATE = values["fixed-rate"]
const ADMIT_SHARE_OF_CAPACITY = FIXED_RATE ? 0.75 : 1
const CAPACITY = number("capacity", 1, 1_000_000)
/** The purchase probe's clients, as many as the hold path's (lib/holdBench.ts). */
const BENCH_CLIENTS = 32
if ((values.url === undefined) !== (values["database-url"] === undefined))
  throw new Error("--url and --database-url go together (the storm opens the room and checks in the database)")
for (const url of [values.url, values["database-url"]].filter(Boolean))
  if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)) throw new Error(`loopback only: ${url}`)

const cleanups = []
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(String(error)))
  cleanups.length = 0
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void cleanUp().then(() => process.exit(130)))

/** The cluster under test: its haproxy URL, its database, and what to watch the CPU of. */
const startCluster = async () => {
  if (values.url !== undefined)
    return { url: values.url, databaseUrl: values["database-url"], postgres: null, pids: new Map() }
  const postgres = await startPostgresCluster()
  if (postgres === null) throw new Error("PostgreSQL is not installed and could not be installed")
  cleanups.push(async () => postgres.stop())
  const databaseUrl = postgres.createDatabase("boleteria")
  const dataDir = mkdtempSync(join(tmpdir(), "boleteria-storm-"))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  const profileDir = values["cpu-prof"] ? mkdtempSync(join(tmpdir(), "boleteria-storm-profile-")) : null
  const cluster = await startAppCluster({
    processes: PROCESSES,
    port: 0,
    databaseUrl,
    // The source through the TS loader, as the tests run it: no build needed to measure the server.
    entry: SOURCE_SERVER,
    env: { TENANT_FILE: process.env.TENANT_FILE || join(ROOT, "fixtures", "tenant-queue.json"), DATA_DIR: dataDir },
    serverOutput: "ignore",
    ...(profileDir === null ? {} : { execArgv: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] }),
  })
  cleanups.push(async () => {
    await cluster.stop()
    if (profileDir !== null) console.log(`Server CPU profiles (open in Chrome's DevTools): ${profileDir}`)
  })
  // Where the cores go; what no group names is other work on the machine.
  const pids = new Map([
    ["servers", () => cluster.servers.map((server) => server.pid)],
    ["haproxy", () => [cluster.haproxy.pid]],
    ["PostgreSQL", postgres.pids],
    ["load generator", () => [process.pid]],
  ])
  return { url: cluster.url, databaseUrl, postgres, pids }
}

/** The arena's first coming function: its numbered seats in map order and its field. */
const arenaFunction = async (db) => {
  const { rows } = await db.query(
    `SELECT f.id FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
      WHERE v.map_code = 'arena' AND f.starts_at > now() + interval '1 day' ORDER BY f.starts_at, f.id LIMIT 1`,
  )
  const idFuncion = rows[0]?.id
  if (idFuncion === undefined) throw new Error("the demo billboard has no coming function at the arena")
  const sectors = await db.query(
    `SELECT ms.id, ms.numbered FROM performances f JOIN shows s ON s.id = f.show_id
       JOIN show_prices sp ON sp.show_id = s.id JOIN map_sectors ms ON ms.id = sp.sector_id WHERE f.id = $1`,
    [idFuncion],
  )
  const field = sectors.rows.find((sector) => !sector.numbered)
  const seats = await db.query(`SELECT st.id FROM map_seats st WHERE st.sector_id = ANY($1::int[]) ORDER BY st.id`, [
    sectors.rows.filter((sector) => sector.numbered).map((sector) => sector.id),
  ])
  return { idFuncion, fieldSectorId: field?.id, seatIds: seats.rows.map((row) => row.id) }
}

/** Seconds from each admission (the server's) to the shopper reading its turn (sorted). */
const turnsNoticed = async (db, idFuncion, shoppers, startedAtEpoch) => {
  const { rows } = await db.query(
    "SELECT shopper, admitted_at FROM waiting_room_entries WHERE performance_id = $1 AND admitted_at IS NOT NULL",
    [idFuncion],
  )
  const admittedAt = new Map(rows.map((row) => [row.shopper, row.admitted_at.getTime()]))
  return shoppers
    .filter((shopper) => shopper.admittedAt !== null && admittedAt.has(`d:storm-device-${shopper.plan.index}`))
    .map(
      (shopper) =>
        (startedAtEpoch + shopper.admittedAt - admittedAt.get(`d:storm-device-${shopper.plan.index}`)) / 1000,
    )
    .sort((a, b) => a - b)
}

/** Events per second from the on-sale time (`from`, ms after the storm's start) to the last of them. */
const perSecond = (times, from) => {
  const span = (Math.max(from, ...times) - from) / 1000
  return span > 0 ? times.length / span : 0
}

const main = async () => {
  const cluster = await startCluster()
  const db = await openPostgres(cluster.databaseUrl, 4)
  cleanups.push(() => db.close())
  console.log(
    `\nOn-sale storm: ${SHOPPERS} shoppers, ${values.url ?? `${PROCESSES} server process(es) behind haproxy`}, the hold path beside pgbench first`,
  )

  const pgbench = cluster.postgres === null ? null : preparePgbench(cluster.postgres)
  const hold = await measureHoldRounds(cluster.url, db, cluster.pids, pgbench)

  const target = await arenaFunction(db)
  const client = httpClient(cluster.url, SOCKETS)
  cleanups.push(async () => client.close())
  const accounts = await makeStormAccounts(client, db, SHOPPERS)
  const salesPerSecond = await measureSales(cluster.url, db, accounts.first, BENCH_CLIENTS, 10)
  const rate = GIVEN_RATE ?? Math.max(1, Math.round(salesPerSecond * 60 * ADMIT_SHARE_OF_CAPACITY))
  const rateShare = GIVEN_RATE === null ? ` (${ADMIT_SHARE_OF_CAPACITY * 100}% of it)` : ""
  console.log(
    `Purchases without a queue: ${salesPerSecond.toFixed(1)}/s; the room admits ` +
      (FIXED_RATE
        ? `${rate}/min${rateShare}`
        : `at the rate that keeps the inside's p95 under 500 ms, at most ${rate}/min${rateShare}`) +
      `, at most ${CAPACITY} inside`,
  )
  const plans = stormPlan({
    shoppers: SHOPPERS,
    earlyShare: EARLY,
    startsIn: LEAD_MS,
    arrivalSpread: ARRIVALS_MS,
    seatIds: target.seatIds,
    emailOf: accounts.emailOf,
  })
  const startedAtEpoch = Date.now()
  const started = performance.now()
  const clock = () => performance.now() - started
  await openWaitingRoom(db, {
    idFuncion: target.idFuncion,
    startsAt: Date.now() + LEAD_MS,
    ratePerMinute: rate,
    capacity: CAPACITY,
    turnMinutes: 15,
    graceMinutes: 3,
    opensBeforeMinutes: 1,
    // Every simulated shopper comes from this machine: one address, so no per-address join limit.
    joinsPerAddressPerMinute: 1_000_000,
    fixedRate: FIXED_RATE,
  })
  const latencies = latencyRecorder()
  const stormFrom = sampleCpu(cluster.pids)
  const finished = []
  const progress = setInterval(async () => {
    const count = (kind) => finished.filter((shopper) => shopper.outcome.kind === kind).length
    const room = await db.query("SELECT admission_rate, inside_limit FROM waiting_rooms WHERE performance_id = $1", [
      target.idFuncion,
    ])
    const { admission_rate: roomRate, inside_limit: insideLimit } = room.rows[0] ?? {}
    console.log(
      `  ${(clock() / 1000).toFixed(0)} s: ${count("bought")} bought, ${count("refused")} refused, ${SHOPPERS - finished.length} on their way; room rate ${roomRate ?? rate}/min, at most ${insideLimit ?? CAPACITY} inside`,
    )
  }, 15_000)
  const shoppers = await Promise.all(
    plans.map((plan) =>
      runShopper(client, target, plan, clock, TIME_LIMIT_MS, (name, answer) => latencies.record(name, answer.ms)).then(
        (shopper) => (finished.push(shopper), shopper),
      ),
    ),
  )
  clearInterval(progress)
  const stormSeconds = clock() / 1000
  const stormCores = coresBetween(stormFrom, sampleCpu(cluster.pids), stormSeconds)

  const bought = shoppers.filter((shopper) => shopper.outcome.kind === "bought")
  const refused = shoppers.filter((shopper) => shopper.outcome.kind === "refused")
  const waiting = shoppers.filter((shopper) => shopper.outcome.kind === "waiting")
  const admitted = shoppers.filter((shopper) => shopper.admittedAt !== null)
  const held = shoppers.filter((shopper) => shopper.heldAt !== null)
  const inQueue = admitted.map((shopper) => (shopper.admittedAt - shopper.arrivedAt) / 1000).sort((a, b) => a - b)
  const reasons = new Map()
  for (const { outcome } of refused) {
    const key = `${outcome.step} ${outcome.status}: ${outcome.message}`
    reasons.set(key, (reasons.get(key) ?? 0) + 1)
  }
  console.log(
    `\nShoppers: ${bought.length} bought (${bought.reduce((n, s) => n + s.outcome.places, 0)} places), ${refused.length} refused, ${waiting.length} still waiting; ${stormSeconds.toFixed(0)} s`,
  )
  for (const [reason, count] of [...reasons.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  refused ×${count}  ${reason}`)
  console.log(
    `Admitted ${perSecond(
      admitted.map((s) => s.admittedAt),
      LEAD_MS,
    ).toFixed(1)}/s (room rate ${(rate / 60).toFixed(1)}/s, cap ${CAPACITY}); ` +
      `time in queue p50 ${percentile(inQueue, 50).toFixed(1)} s, p99 ${percentile(inQueue, 99).toFixed(1)} s`,
  )
  // How the room's estimates held up: each estimate of 10 s or more an admitted shopper was told, against the wait that followed.
  const estimateRatios = admitted
    .flatMap((s) => s.estimates.filter((e) => e.seconds >= 10).map((e) => (s.admittedAt - e.at) / 1000 / e.seconds))
    .sort((a, b) => a - b)
  if (estimateRatios.length > 0)
    console.log(
      `Waits that followed the estimates (${estimateRatios.length} estimates of 10 s or more): ` +
        `×${percentile(estimateRatios, 50).toFixed(2)} the estimate at p50 (p10 ×${percentile(estimateRatios, 10).toFixed(2)}, p90 ×${percentile(estimateRatios, 90).toFixed(2)})`,
    )
  console.log(
    `Holds ${perSecond(
      held.map((s) => s.heldAt),
      LEAD_MS,
    ).toFixed(1)}/s, sales ${perSecond(
      bought.map((s) => s.paidAt),
      LEAD_MS,
    ).toFixed(1)}/s`,
  )
  const noticed = await turnsNoticed(db, target.idFuncion, shoppers, startedAtEpoch)
  if (noticed.length > 0)
    console.log(
      `Turns noticed after admission: p50 ${percentile(noticed, 50).toFixed(1)} s, p95 ${percentile(noticed, 95).toFixed(1)} s, p99 ${percentile(noticed, 99).toFixed(1)} s`,
    )
  console.log("Latency per call (ms):")
  for (const { name, count, p50, p95, p99 } of latencies.summary())
    console.log(
      `  ${name.padEnd(16)} ${String(count).padStart(7)} calls   p50 ${p50.toFixed(1).padStart(7)}   p95 ${p95.toFixed(1).padStart(7)}   p99 ${p99.toFixed(1).padStart(7)}`,
    )
  console.log(`CPU during the storm (cores): ${stormCores}`)
  console.log(
    `\nReference, same cluster, same run${cluster.postgres === null ? " (pgbench not run: --url)" : ""}:\n` +
      describeHoldBench({ ...hold, processes: values.url === undefined ? PROCESSES : null }),
  )

  const checks = await stormChecks(db, target.idFuncion, shoppers)
  console.log("\nChecks:")
  for (const check of checks)
    console.log(`  ${check.ok ? "ok  " : "FAIL"} ${check.name}${check.ok ? "" : `: ${check.detail}`}`)
  return checks.every((check) => check.ok)
}

const passed = await main().finally(cleanUp)
process.exit(passed ? 0 : 1)
