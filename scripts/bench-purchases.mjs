// `npm run bench`: whole purchases a second, each with a login of its own (Ingreso as its own
// account, Tomar of two seats, the checkout to Cobrar, the e-ticket PDF), over HTTP through haproxy
// to `--processes` server processes on a throwaway PostgreSQL, `--clients` shoppers at once for
// `--seconds`. The same run measures the code issue 26 measured (`--before`, by default the commit
// before item 4's first change: scrypt N=2^17 per login, the order mail written inside Cobrar, the
// e-ticket's QR codes as PNGs), exported from git into a temp folder and run from there, so the
// figure sits beside its reference on the same machine. Both clusters stay up and take turns,
// `--rounds` times, in the order before-after, after-before, …: a shared machine's load drifts, and
// this spreads it over both. Goal: ≥ 5× the reference's purchases a second. It reports, it does
// not fail. Options (defaults): --processes 2 --clients 16 --seconds 20 --rounds 2 --before f7fdf28
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
    rounds: { type: "string", default: "2" },
    before: { type: "string", default: "f7fdf28" },
  },
})
const [processes, clients, seconds, rounds] = [values.processes, values.clients, values.seconds, values.rounds].map(
  Number,
)
const GOAL_RATIO = 5
/** More accounts than a round can buy with (its seats run out first): each round logs in as accounts of its own. */
const ACCOUNTS_PER_ROUND = 10_000

/**
 * The tree of `rev` in a temp folder, on this checkout's node_modules (the commit's dependencies are
 * a subset of today's); null where git cannot give it (no git, a shallow clone).
 */
const exportCommit = (rev) => {
  const folder = mkdtempSync(join(tmpdir(), "boleteria-bench-purchases-before-"))
  try {
    const tree = execFileSync("git", ["-C", ROOT, "archive", rev], { maxBuffer: 1 << 30, stdio: "pipe" })
    execFileSync("tar", ["-x", "-C", folder], { input: tree })
  } catch {
    rmSync(folder, { recursive: true, force: true })
    console.log(`No reference: git cannot export ${rev} here (a shallow clone?); this code alone.`)
    return null
  }
  symlinkSync(join(ROOT, "node_modules"), join(folder, "node_modules"))
  return folder
}

/** The server of the tree at `root` on a database of its own, with accounts to buy as (copies of one signed up). */
const startTarget = async (label, root) => {
  const databaseUrl = postgres.createDatabase(`purchases_${label.split(" ")[0]}`)
  const dataDir = mkdtempSync(join(tmpdir(), "boleteria-bench-purchases-data-"))
  const cluster = await startAppCluster({
    processes,
    port: 0,
    databaseUrl,
    entry: join(root, "server", "src", "main.ts"),
    env: { DATA_DIR: dataDir },
    serverOutput: "ignore",
  })
  const db = await openPostgres(databaseUrl, 2)
  const stop = async () => {
    await db.close()
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const signUps = httpClient(cluster.url, 1)
  try {
    const accounts = await makeStormAccounts(signUps, db, ACCOUNTS_PER_ROUND * rounds)
    return { label, cluster, db, emailOf: accounts.emailOf, stop }
  } catch (error) {
    await stop()
    throw error
  } finally {
    signUps.close()
  }
}

/** One round's whole purchases against `target`, with the load at its start and the CPU each paid purchase cost. */
const measure = async (target, round) => {
  const groups = new Map([
    ["servers", () => target.cluster.servers.map((server) => server.pid)],
    ["PostgreSQL", postgres.pids],
  ])
  const load = loadavg()[0]
  const cpuFrom = sampleCpu(groups)
  const emailOf = (index) => target.emailOf(round * ACCOUNTS_PER_ROUND + index)
  const result = await driveWholePurchases(target.cluster.url, target.db, emailOf, clients, seconds)
  const cpuSeconds = coreShares(cpuFrom, sampleCpu(groups), 1)
  const cpuMs = (group) => ((cpuSeconds?.groups.get(group) ?? NaN) * 1000) / result.paidInAll
  return { ...result, load, cpuMs: cpuMs("servers") + cpuMs("PostgreSQL") }
}

const describe = (label, result) => {
  const calls = result.calls.map((call) => `${call.name} ${call.p50.toFixed(0)}/${call.p99.toFixed(0)}`).join(", ")
  console.log(
    `${label}: ${result.purchasesPerSecond.toFixed(2)} purchases/s, p50 ${result.p50.toFixed(0)} ms, ` +
      `p99 ${result.p99.toFixed(0)} ms, CPU ${result.cpuMs.toFixed(0)} ms a purchase (servers and PostgreSQL), ` +
      `load ${result.load.toFixed(1)}\n  calls p50/p99 (ms): ${calls}` +
      (result.failed > 0 ? `\n  ${result.failed} failed, first: ${result.firstFailure}` : ""),
  )
}

const mean = (list) => list.reduce((total, each) => total + each, 0) / list.length

const beforeRoot = exportCommit(values.before)
const removeBeforeRoot = () => beforeRoot !== null && rmSync(beforeRoot, { recursive: true, force: true })
const postgres = await startPostgresCluster().catch((error) => {
  removeBeforeRoot()
  throw error
})
const targets = []
try {
  if (postgres === null) throw new Error("PostgreSQL is not installed and could not be installed")
  console.log(
    `Whole purchases with a login each: ${processes} process(es) behind haproxy, ${clients} shoppers, ` +
      `${rounds} round(s) of ${seconds} s`,
  )
  if (beforeRoot !== null) targets.push(await startTarget(`before (${values.before})`, beforeRoot))
  targets.push(await startTarget("after (this code)", ROOT))
  const results = new Map(targets.map((target) => [target, []]))
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      const result = await measure(target, round)
      describe(`round ${round + 1}, ${target.label}`, result)
      results.get(target).push(result)
    }
  }
  const [before, after] = beforeRoot === null ? [] : targets.map((target) => results.get(target))
  const rate = (list) => mean(list.map((result) => result.purchasesPerSecond))
  const cpu = (list) => mean(list.map((result) => result.cpuMs))
  if (before !== undefined)
    console.log(
      `${rate(after).toFixed(1)} against ${rate(before).toFixed(2)} purchases/s: ` +
        `${(rate(after) / rate(before)).toFixed(1)}× the reference (goal ≥ ${GOAL_RATIO}×); ` +
        `CPU a purchase ${cpu(before).toFixed(0)} → ${cpu(after).toFixed(0)} ms (${(cpu(before) / cpu(after)).toFixed(1)}×)`,
    )
} finally {
  for (const target of targets) await target.stop()
  postgres?.stop()
  removeBeforeRoot()
}
