import { spawnSync } from "node:child_process"
import { join } from "node:path"
import type { PostgresCluster } from "./postgresCluster.js"

/**
 * One run of pgbench's built-in simple-update script: its tps. `aroundRun` wraps the measured run
 * alone, not the set-up before it (scripts/bench-server.mjs samples the CPU there).
 */
export type PgbenchRun = (clients: number, seconds: number, aroundRun?: (run: () => void) => void) => number

/**
 * pgbench's database on the cluster (a database of its own), initialised once, and its runs: the
 * reference the hold path is measured against.
 */
export const preparePgbench = (cluster: PostgresCluster): PgbenchRun => {
  const connection = ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", "postgres"]
  cluster.createDatabase("pgbench")
  spawnSync(join(cluster.binDir, "pgbench"), ["-i", "-q", "-s", "10", ...connection, "pgbench"], { stdio: "ignore" })
  return (clients, seconds, aroundRun = (run) => run()) => {
    let output = { stdout: "", stderr: "" }
    aroundRun(() => {
      output = spawnSync(
        join(cluster.binDir, "pgbench"),
        ["-b", "simple-update", "-c", String(clients), "-j", "2", "-T", String(seconds), ...connection, "pgbench"],
        { encoding: "utf8" },
      )
    })
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output.stdout)?.[1]
    if (tps === undefined) throw new Error(`pgbench gave no tps:\n${output.stdout}\n${output.stderr}`)
    return Number(tps)
  }
}
