// The hold path beside pgbench alone (issue 26 item 5), as `npm run bench` measures it: a throwaway
// PostgreSQL cluster, the bare hold path through haproxy in rounds with pgbench simple-update on the
// same cluster before each round and after the last (scripts/lib/holdBench.ts says why), with the
// cores and the CPU per hold of each group of processes.
// Run it two or three times: the spread is the machine's. Options (defaults): --processes 2
// --cpu-prof (keeps the servers' CPU profiles).
import { mkdtempSync } from "node:fs"
import { register } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"

register("./lib/tsLoader.mjs", import.meta.url)
const { startPostgresCluster } = await import("./lib/postgresCluster.ts")
const { benchHolds, describeHoldBench, HOLD_PROCESSES } = await import("./lib/holdBench.ts")
const { preparePgbench } = await import("./lib/pgbench.ts")

const { values } = parseArgs({
  options: {
    processes: { type: "string", default: String(HOLD_PROCESSES) },
    "cpu-prof": { type: "boolean", default: false },
  },
})
const profileDir = values["cpu-prof"] ? mkdtempSync(join(tmpdir(), "boleteria-bench-holds-profile-")) : null

const postgres = await startPostgresCluster()
if (postgres === null) throw new Error("PostgreSQL is not installed and could not be installed")
try {
  const hold = await benchHolds({
    databaseUrl: postgres.createDatabase("boleteria"),
    postgresPids: postgres.pids,
    processes: Number(values.processes),
    profileDir,
    reference: preparePgbench(postgres),
  })
  console.log(describeHoldBench(hold))
  if (profileDir !== null) console.log(`Server CPU profiles: ${profileDir}`)
} finally {
  postgres.stop()
}
