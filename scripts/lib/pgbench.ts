import { spawnSync } from "node:child_process"
import { join } from "node:path"
import type { PostgresCluster } from "./postgresCluster.js"

/**
 * pgbench's built-in simple-update script on the cluster (in a database of its own): the
 * reference the hold path is measured against, as scripts/bench-server.mjs does.
 */
export const runPgbench = (cluster: PostgresCluster, clients: number, seconds: number): number => {
  const connection = ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", "postgres"]
  cluster.createDatabase("pgbench")
  spawnSync(join(cluster.binDir, "pgbench"), ["-i", "-q", "-s", "10", ...connection, "pgbench"], { stdio: "ignore" })
  const run = spawnSync(
    join(cluster.binDir, "pgbench"),
    ["-b", "simple-update", "-c", String(clients), "-j", "2", "-T", String(seconds), ...connection, "pgbench"],
    { encoding: "utf8" },
  )
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]
  if (tps === undefined) throw new Error(`pgbench gave no tps:\n${run.stdout}\n${run.stderr}`)
  return Number(tps)
}
