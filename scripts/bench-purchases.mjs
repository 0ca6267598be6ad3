// `npm run bench`: whole purchases a second, each with a login of its own (Ingreso as its own
// account, Tomar of two seats, the checkout to Cobrar, the e-ticket PDF), over HTTP through haproxy
// to `--processes` server processes on a throwaway PostgreSQL, `--clients` shoppers at once for
// `--seconds`. The same run measures the code issue 26 measured (`--before`, by default the commit
// before item 4's first change: scrypt N=2^17 per login, the order mail written inside Cobrar, the
// e-ticket's QR codes as PNGs), exported from git into a temp folder and run from there, so the
// figure sits beside its reference on the same machine at the same load. Goal: ≥ 5× the reference.
// It reports, it does not fail. Options (defaults): --processes 2 --clients 16 --seconds 20 --before f7fdf28
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { register } from "node:module"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

register("./lib/tsLoader.mjs", import.meta.url)
const { startPostgresCluster } = await import("./lib/postgresCluster.ts")
const { startAppCluster } = await import("./lib/appCluster.ts")
const { httpClient } = await import("./lib/httpClient.ts")
const { makeStormAccounts } = await import("./lib/stormAccounts.ts")
const { driveWholePurchases } = await import("./lib/wholePurchases.ts")
const { coreShares, sampleCpu } = await import("./lib/cpu.ts")
const { openPostgres } = await import("../server/src/db/postgres.ts")

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const { values } = parseArgs({
  options: {
    processes: { type: "string", default: "2" },
    clients: { type: "string", default: "16" },
    seconds: { type: "string", default: "20" },
    before: { type: "string", default: "f7fdf28" },
  },
})
const [processes, clients, seconds] = [values.processes, values.clients, values.seconds].map(Number)
const GOAL_RATIO = 5
/** More accounts than purchases the run can make: copies of one, made in one statement. */
const ACCOUNTS = 10_000

/** The tree of `rev` in a temp folder, on this checkout's node_modules (the commit's dependencies are a subset of today's). */
const exportCommit = (rev) => {
  const folder = mkdtempSync(join(tmpdir(), "boleteria-bench-purchases-before-"))
  execFileSync("sh", ["-c", `git -C "$1" archive "$2" | tar -x -C "$3"`, "sh", ROOT, rev, folder])
  symlinkSync(join(ROOT, "node_modules"), join(folder, "node_modules"))
  return folder
}

/** Whole purchases against the server of the tree at `root`, on a database of its own. */
const measure = async (postgres, name, root) => {
  const databaseUrl = postgres.createDatabase(`purchases_${name}`)
  const dataDir = mkdtempSync(join(tmpdir(), `boleteria-bench-purchases-${name}-data-`))
  const cluster = await startAppCluster({
    processes,
    port: 0,
    databaseUrl,
    entry: join(root, "server", "src", "main.ts"),
    env: { DATA_DIR: dataDir },
    serverOutput: "ignore",
  })
  const db = await openPostgres(databaseUrl, 2)
  try {
    const signUps = httpClient(cluster.url, 1)
    const accounts = await makeStormAccounts(signUps, db, ACCOUNTS).finally(signUps.close)
    const groups = new Map([
      ["servers", () => cluster.servers.map((server) => server.pid)],
      ["PostgreSQL", postgres.pids],
    ])
    const load = loadavg()[0]
    const cpuFrom = sampleCpu(groups)
    const result = await driveWholePurchases(cluster.url, db, accounts.emailOf, clients, seconds)
    const cpuSeconds = coreShares(cpuFrom, sampleCpu(groups), 1)
    const cpuMs = (group) => ((cpuSeconds?.groups.get(group) ?? NaN) * 1000) / result.paidInAll
    return { ...result, load, cpuMs: { servers: cpuMs("servers"), postgres: cpuMs("PostgreSQL") } }
  } finally {
    await db.close()
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const describe = (label, result) => {
  const calls = result.calls.map((call) => `${call.name} ${call.p50.toFixed(0)}/${call.p99.toFixed(0)}`).join(", ")
  console.log(
    `${label}: ${result.purchasesPerSecond.toFixed(2)} purchases/s, p50 ${result.p50.toFixed(0)} ms, ` +
      `p99 ${result.p99.toFixed(0)} ms (load ${result.load.toFixed(1)} at the start)` +
      `\n  CPU per purchase: servers ${result.cpuMs.servers.toFixed(0)} ms, PostgreSQL ${result.cpuMs.postgres.toFixed(0)} ms` +
      `\n  calls p50/p99 (ms): ${calls}` +
      (result.failed > 0 ? `\n  ${result.failed} failed, first: ${result.firstFailure}` : ""),
  )
}

const postgres = await startPostgresCluster()
if (postgres === null) throw new Error("PostgreSQL is not installed and could not be installed")
const beforeRoot = exportCommit(values.before)
try {
  console.log(
    `Whole purchases with a login each: ${processes} process(es) behind haproxy, ${clients} shoppers, ${seconds} s`,
  )
  const before = await measure(postgres, "before", beforeRoot)
  describe(`before (${values.before})`, before)
  const after = await measure(postgres, "after", ROOT)
  describe("after (this code)", after)
  const ratio = after.purchasesPerSecond / before.purchasesPerSecond
  console.log(`${ratio.toFixed(1)}× the reference's purchases/s (goal ≥ ${GOAL_RATIO}×)`)
} finally {
  postgres.stop()
  rmSync(beforeRoot, { recursive: true, force: true })
}
