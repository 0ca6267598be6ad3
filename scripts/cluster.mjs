// `npm run cluster [-- --processes N] [-- --port P]`: the shop on several processes behind haproxy.
// Builds what is not built yet (as `npm start`), starts a throwaway PostgreSQL cluster (the tests'
// own, scripts/lib/postgresCluster.ts) unless DATABASE_URL names a database, N server processes on
// it (default 2; the first migrates and seeds) and haproxy on 127.0.0.1:P (default 8080) in front.
// Every setting main.ts reads passes through (TENANT_FILE, DATABASE_POOL_SIZE, SMTP_URL…). Ctrl-C
// stops everything. `--source` runs server/src through the TS loader instead, without building (the
// shop is served only if ui/dist was built before). README "Production" says what each piece is for.
import { execFileSync } from "node:child_process"
import { register } from "node:module"
import { parseArgs } from "node:util"

register("./lib/tsLoader.mjs", import.meta.url)
const { startPostgresCluster } = await import("./lib/postgresCluster.ts")
const { startAppCluster } = await import("./lib/appCluster.ts")
const { BUILT_SERVER, SOURCE_SERVER } = await import("./lib/serverProcess.ts")

const { values } = parseArgs({
  options: {
    processes: { type: "string", default: "2" },
    port: { type: "string", default: "8080" },
    source: { type: "boolean", default: false },
  },
})
const processes = Number(values.processes)
const port = Number(values.port)
if (!Number.isSafeInteger(processes) || processes < 1)
  throw new Error(`--processes: a whole number above 0, not ${values.processes}`)
if (!Number.isSafeInteger(port) || port < 1 || port > 65535) throw new Error(`--port: a TCP port, not ${values.port}`)

if (!values.source) execFileSync(process.execPath, ["build.mjs", "--stale"], { stdio: "inherit" })
const postgres = process.env.DATABASE_URL ? null : await startPostgresCluster()
if (postgres === null && !process.env.DATABASE_URL)
  throw new Error("PostgreSQL is not installed and could not be installed")
let cluster = null
let stopping = false
const stop = async (code) => {
  if (stopping) return
  stopping = true
  try {
    await cluster?.stop()
  } finally {
    postgres?.stop()
    process.exit(code)
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stop(0))
try {
  cluster = await startAppCluster({
    processes,
    port,
    databaseUrl: process.env.DATABASE_URL || postgres.createDatabase("boleteria"),
    entry: values.source ? SOURCE_SERVER : BUILT_SERVER,
    serverOutput: "inherit",
  })
} catch (error) {
  console.error(`cluster: ${error.message}`)
  await stop(1)
}
console.log(
  `\nboleteria on ${cluster.url}: ${processes} server process(es) (${cluster.servers.map((s) => `${s.name} pid ${s.pid} port ${s.port}`).join(", ")}) behind haproxy; Ctrl-C stops everything.`,
)
// A process that dies is taken out by haproxy's checks; say so here too, when a state changes.
let lastStates = ""
setInterval(() => {
  cluster.haproxy.backendStates().then(
    (states) => {
      const text = [...states.entries()].map(([name, state]) => `${name} ${state}`).join(", ")
      if (text !== lastStates) console.error(`haproxy: ${text}`)
      lastStates = text
    },
    () => undefined,
  )
}, 2_000)
