// The storm's reference alone: pgbench simple-update, then the bare hold path through haproxy on
// the same cluster (`--processes` server processes from source, the queue-on tenant), with the cores
// of each group of processes. The storm (storm.mjs) measures the same before its shoppers; this
// skips the shoppers. Run it two or three times: the spread is the machine's. `--cpu-prof` keeps
// the servers' CPU profiles. Options (defaults): --processes 2 --cpu-prof
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
const { measureHoldPath, HOLD_WARMUP_MS } = await import("./lib/holdPath.ts")
const { runPgbench } = await import("./lib/pgbench.ts")
const { sampleCpu, coresBetween } = await import("./lib/cpu.ts")
const { openPostgres } = await import("../server/src/db/postgres.ts")

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const { values } = parseArgs({
  options: {
    processes: { type: "string", default: "2" },
    "cpu-prof": { type: "boolean", default: false },
  },
})
/** As the storm measures: 32 clients, 15 s each. */
const CLIENTS = 32
const SECONDS = 15
const GOAL_SHARE = 0.5

const postgres = await startPostgresCluster()
if (postgres === null) throw new Error("PostgreSQL is not installed and could not be installed")
const dataDir = mkdtempSync(join(tmpdir(), "boleteria-bench-holds-"))
const profileDir = values["cpu-prof"] ? mkdtempSync(join(tmpdir(), "boleteria-bench-holds-profile-")) : null
try {
  const databaseUrl = postgres.createDatabase("boleteria")
  const cluster = await startAppCluster({
    processes: Number(values.processes),
    port: 0,
    databaseUrl,
    entry: SOURCE_SERVER,
    env: { TENANT_FILE: join(ROOT, "fixtures", "tenant-queue.json"), DATA_DIR: dataDir },
    serverOutput: "ignore",
    ...(profileDir === null ? {} : { execArgv: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] }),
  })
  const db = await openPostgres(databaseUrl, 2)
  const pids = new Map([
    ["servers", () => cluster.servers.map((server) => server.pid)],
    ["haproxy", () => [cluster.haproxy.pid]],
    ["PostgreSQL", postgres.pids],
    ["load generator", () => [process.pid]],
  ])
  try {
    console.log(`Hold path through haproxy, ${values.processes} process(es), ${CLIENTS} clients, ${SECONDS} s`)
    const tps = runPgbench(postgres, CLIENTS, SECONDS)
    const from = sampleCpu(pids)
    // Transactions committed while the holds count: one per statement outside a transaction.
    const committed = () =>
      db
        .query("SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = current_database()")
        .then(({ rows }) => rows[0].n)
    const commits = []
    setTimeout(() => void committed().then((n) => commits.push(n)), HOLD_WARMUP_MS)
    setTimeout(() => void committed().then((n) => commits.push(n)), HOLD_WARMUP_MS + SECONDS * 1000)
    const hold = await measureHoldPath(cluster.url, db, CLIENTS, SECONDS)
    const cores = coresBetween(from, sampleCpu(pids), SECONDS + 2)
    const share = hold.holdsPerSecond / tps
    console.log(
      `pgbench ${tps.toFixed(0)} tps; ${hold.holdsPerSecond.toFixed(0)} holds/s ` +
        `(p50 ${hold.p50.toFixed(1)} ms, p99 ${hold.p99.toFixed(1)} ms${hold.refused > 0 ? `, ${hold.refused} refused` : ""}), ` +
        `${(share * 100).toFixed(0)}% of pgbench (goal ≥ ${GOAL_SHARE * 100}%)\n  cores: ${cores}` +
        `\n  commits per hold: ${((commits[1] - commits[0]) / (hold.holdsPerSecond * SECONDS)).toFixed(2)}`,
    )
  } finally {
    await db.close()
    await cluster.stop()
    if (profileDir !== null) console.log(`Server CPU profiles: ${profileDir}`)
  }
} finally {
  postgres.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
