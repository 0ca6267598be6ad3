// The hold path beside pgbench, as issue 26 item 5 defines it: server processes from source behind
// haproxy on one PostgreSQL, 32 clients holding fresh seats for 15 s in three rounds, pgbench run
// before each round and after the last, and where the cores went while the holds counted. `npm run bench` (scripts/bench-server.mjs) and scripts/bench-holds.mjs both
// measure with it, so their figures compare.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { openPostgres } from "../../server/src/db/postgres.js"
import { startAppCluster } from "./appCluster.js"
import type { Queryable } from "../../server/src/db/database.js"
import {
  coreShares,
  describeCores,
  meanShares,
  sampleCpu,
  type CoreShares,
  type CpuSample,
  type ProcessGroups,
} from "./cpu.js"
import {
  freeSeats,
  holdRound,
  lastProcessId,
  letGoOfHolds,
  summarizeHolds,
  HOLD_PATH_SEATS,
  HOLD_WARMUP_MS,
  type HoldPathResult,
  type HoldRound,
} from "./holdPath.js"
import { SOURCE_SERVER } from "./serverProcess.js"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))

/** As the storm measures: 32 clients, 15 s. */
const HOLD_CLIENTS = 32
const HOLD_SECONDS = 15
/**
 * The 15 s go in rounds, the reference (pgbench) run before each and after the last, for as long as
 * a round: this machine's speed drifts by a tenth or more within a minute (pgbench alone gave 6,921
 * to 9,508 tps in one evening, and a run of holds once took a third more CPU per hold than the runs
 * on either side), so a reference taken around the holds sees the machine they saw.
 */
const HOLD_ROUNDS = 3
const HOLD_ROUND_SECONDS = HOLD_SECONDS / HOLD_ROUNDS
/** Issue 26 item 5: holds per second at least half of pgbench's tps, in the same run. */
const HOLD_SHARE_GOAL = 0.5
/** One process per core, as README's Production runs them. */
export const HOLD_PROCESSES = 2

export interface HoldBench extends HoldPathResult {
  /** Behind haproxy; null when unknown (a cluster elsewhere). */
  readonly processes: number | null
  /** Where the cores went while the holds counted: servers, haproxy, PostgreSQL, the load generator, the rest. */
  readonly cores: CoreShares | null
  /** Transactions committed per hold while they counted: one per statement outside a transaction. */
  readonly commitsPerHold: number
  /** The reference's figure (pgbench's tps) of each of its runs, in order; none without a reference. */
  readonly reference: ReadonlyArray<number>
}

export interface HoldBenchOptions {
  readonly databaseUrl: string
  /** The database's processes, for the cores (a throwaway cluster's); none for a database elsewhere. */
  readonly postgresPids: () => ReadonlyArray<number>
  readonly processes: number
  /** Where the servers write their CPU profiles (`--cpu-prof`), or null for none. */
  readonly profileDir: string | null
  /** A run of the reference (pgbench's tps) with so many clients for so many seconds, or null for none (a database elsewhere). */
  readonly reference: HoldReference | null
}

/** A run of the reference (pgbench's, lib/pgbench.ts) with so many clients for so many seconds: its tps. */
export type HoldReference = (clients: number, seconds: number) => number

/** The figures of `measureHoldRounds`, without the processes' count the caller knows. */
export type HoldRounds = Omit<HoldBench, "processes">

/**
 * The bare hold path on a running cluster at `url` over `db`: Tomar of 1–2 free seats on a fresh
 * process per call (scripts/lib/holdPath.ts), in rounds with `reference` run before each and after
 * the last, each round on the same seats (the round before let go of its holds), the cores of
 * `groups` and the commits sampled exactly while holds count.
 */
export const measureHoldRounds = async (
  url: string,
  db: Queryable,
  groups: ProcessGroups,
  reference: HoldReference | null,
): Promise<HoldRounds> => {
  const committed = async () =>
    (
      await db.query<{ n: number }>(
        "SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = current_database()",
      )
    ).rows[0]!.n
  const seats = await freeSeats(db, HOLD_PATH_SEATS)
  const processesBefore = await lastProcessId(db)
  const references: Array<number> = []
  const rounds: Array<HoldRound> = []
  const cores: Array<CoreShares | null> = []
  let commits = 0
  for (let round = 0; round < HOLD_ROUNDS; round++) {
    if (reference !== null) references.push(reference(HOLD_CLIENTS, HOLD_ROUND_SECONDS))
    const window: Array<{ readonly cpu: CpuSample | null; readonly commits: Promise<number> }> = []
    const mark = () => window.push({ cpu: sampleCpu(groups), commits: committed() })
    const timers = [setTimeout(mark, HOLD_WARMUP_MS), setTimeout(mark, HOLD_WARMUP_MS + HOLD_ROUND_SECONDS * 1000)]
    const held = await holdRound(url, seats, HOLD_CLIENTS, HOLD_ROUND_SECONDS).finally(() =>
      timers.forEach(clearTimeout),
    )
    await letGoOfHolds(db, processesBefore)
    const [from, until] = window
    rounds.push(held)
    cores.push(coreShares(from?.cpu ?? null, until?.cpu ?? null, HOLD_ROUND_SECONDS))
    if (from !== undefined && until !== undefined) commits += (await until.commits) - (await from.commits)
  }
  if (reference !== null) references.push(reference(HOLD_CLIENTS, HOLD_ROUND_SECONDS))
  const holds = summarizeHolds(rounds, HOLD_ROUND_SECONDS)
  return {
    ...holds,
    cores: meanShares(cores),
    commitsPerHold: commits / Math.max(1, holds.holdsPerSecond * HOLD_SECONDS),
    reference: references,
  }
}

/**
 * The bare hold path on `databaseUrl` (migrated and seeded by the first process if it is not yet):
 * `processes` servers with the queue-on tenant behind haproxy, measured by `measureHoldRounds`.
 */
export const benchHolds = async (options: HoldBenchOptions): Promise<HoldBench> => {
  const dataDir = mkdtempSync(join(tmpdir(), "boleteria-bench-holds-"))
  try {
    const cluster = await startAppCluster({
      processes: options.processes,
      port: 0,
      databaseUrl: options.databaseUrl,
      entry: SOURCE_SERVER,
      env: { TENANT_FILE: join(ROOT, "fixtures", "tenant-queue.json"), DATA_DIR: dataDir },
      serverOutput: "ignore",
      ...(options.profileDir === null ? {} : { execArgv: ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] }),
    })
    const db = await openPostgres(options.databaseUrl, 2)
    try {
      const groups = new Map([
        ["servers", () => cluster.servers.map((server) => server.pid)],
        ["haproxy", () => [cluster.haproxy.pid]],
        ["PostgreSQL", options.postgresPids],
        ["load generator", () => [process.pid]],
      ])
      return {
        ...(await measureHoldRounds(cluster.url, db, groups, options.reference)),
        processes: options.processes,
      }
    } finally {
      await db.close()
      await cluster.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The reference's line (pgbench's mean tps and its runs), then the figure and how it was had:
 * holds/s with latencies, the share of the reference against the goal, the cores and the CPU per
 * hold of each group, and commits per hold. Without a reference, the holds' lines alone.
 */
export const describeHoldBench = (hold: HoldBench): string => {
  const pgbenchTps =
    hold.reference.length === 0 ? null : hold.reference.reduce((sum, tps) => sum + tps, 0) / hold.reference.length
  const share = pgbenchTps === null ? null : hold.holdsPerSecond / pgbenchTps
  const verdict =
    share === null
      ? ""
      : `   ${(share * 100).toFixed(0)}% of pgbench (goal ≥ ${HOLD_SHARE_GOAL * 100}%: ${share >= HOLD_SHARE_GOAL ? "goal met" : "below the goal"})`
  const perHold =
    hold.cores === null || hold.holdsPerSecond === 0
      ? ""
      : `\n             CPU per hold (ms): ${[...hold.cores.groups]
          .map(([name, cores]) => `${name} ${((cores / hold.holdsPerSecond) * 1000).toFixed(3)}`)
          .join(", ")}`
  return (
    (pgbenchTps === null
      ? ""
      : `pgbench      ${pgbenchTps.toFixed(0).padStart(6)} tps       (simple-update, ${HOLD_CLIENTS} clients, 2 threads; ` +
        `${hold.reference.length} runs of ${HOLD_ROUND_SECONDS} s around the holds' ${HOLD_ROUNDS}: ` +
        `${hold.reference.map((tps) => tps.toFixed(0)).join(", ")})\n`) +
    `PostgreSQL   ${hold.holdsPerSecond.toFixed(0).padStart(6)} holds/s   p50 ${hold.p50.toFixed(1)} ms   p99 ${hold.p99.toFixed(1)} ms` +
    (hold.refused > 0 ? `   (${hold.refused} refused)` : "") +
    verdict +
    `\n             through haproxy${hold.processes === null ? "" : `, ${hold.processes} server process(es)`}, ${HOLD_CLIENTS} clients, ` +
    `${HOLD_SECONDS} s in ${HOLD_ROUNDS} rounds` +
    (hold.cores === null ? "" : `\n             cores: ${describeCores(hold.cores, "other processes")}`) +
    perHold +
    `\n             commits per hold: ${hold.commitsPerHold.toFixed(2)}`
  )
}
