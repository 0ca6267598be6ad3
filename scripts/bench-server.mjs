// `npm run bench`, after the core bench: seat holds per second through the reference server, with
// 32 concurrent HTTP clients, on PostgreSQL and on PGlite, against pgbench on the same cluster.
// Goals: PostgreSQL ≥ 35% of pgbench's simple-update tps; PGlite ≥ 300 holds/s. It reports, it does not fail.
import { fork, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, request } from "node:http"
import { register } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

register("./lib/tsLoader.mjs", import.meta.url)

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const CLIENTS = 32
const MEASURE_MS = 15_000
const WARMUP_MS = 2_000
/** Enough seats that no client ever runs out: each takes its own slice of them, in order. */
const POOL_SEATS = 250_000
const GOALS = { postgresShareOfPgbench: 0.35, pgliteHoldsPerSecond: 300 }

/** The server under test, in its own process: `node bench-server.mjs --serve <postgres URL | pglite>`. */
const serve = async (target) => {
  const { openPglite } = await import("../server/src/db/pglite.ts")
  const { openPostgres } = await import("../server/src/db/postgres.ts")
  const { migrate } = await import("../server/src/db/migrate.ts")
  const { seedIfEmpty } = await import("../server/src/db/seed.ts")
  const { jsonLogLine } = await import("../server/src/http/requestLog.ts")
  const { outboxMailer } = await import("../server/src/mail/outbox.ts")
  const { sandboxProvider } = await import("../server/src/payments/sandbox.ts")
  const { PRODUCTION_COST } = await import("../server/src/security/passwords.ts")
  const { startServer } = await import("../server/src/server.ts")
  const { loadTenant } = await import("../server/src/tenant.ts")
  // As main.ts opens them: PGlite (in memory here), or PostgreSQL with the default pool of 20.
  const db = target === "pglite" ? await openPglite() : await openPostgres(target)
  await migrate(db)
  await seedIfEmpty(db, Date.now(), join(ROOT, "fixtures"))
  const outbox = mkdtempSync(join(tmpdir(), "boleteria-bench-outbox-"))
  const server = await startServer(
    {
      db,
      now: () => Date.now(),
      tenant: loadTenant(join(ROOT, "fixtures", "tenant.json")),
      payments: sandboxProvider(),
      mail: outboxMailer(outbox),
      log: jsonLogLine,
      passwordCost: PRODUCTION_COST,
      publicDir: null,
      postersDir: join(ROOT, "fixtures", "posters"),
    },
    0,
  )
  process.send({ url: server.url })
  process.once("SIGTERM", () => {
    void server.close().then(() => {
      rmSync(outbox, { recursive: true, force: true })
      process.exit(0)
    })
  })
}

/** Starts the server process and answers its URL and a way to stop it. Its request log goes nowhere. */
const startServerProcess = (target) =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--serve", target], { stdio: ["ignore", "ignore", "inherit", "ipc"] })
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)))
    child.once("message", ({ url }) =>
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners("exit")
            child.once("exit", done)
            child.kill("SIGTERM")
          }),
      }),
    )
  })

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })

/** One JSON call over a kept-alive connection: answers the HTTP status and the parsed body. */
const call = (base, method, path, body) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = request(
      new URL(path, base),
      { method, agent, headers: payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } },
      (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }))
      },
    )
    req.once("error", reject)
    req.end(payload)
  })

/**
 * Free numbered seats as [idFuncion, idPosicion] pairs, from the functions with the biggest maps
 * (the arena first), until there are POOL_SEATS of them.
 */
const seatPool = async (base) => {
  const shows = (await call(base, "GET", "/v2/EspectaculosCartel")).body.oData
  const candidates = []
  for (const show of shows) {
    const functions = (await call(base, "GET", `/v2/EspectaculoCartel/${show.idEspectaculoCartel}`)).body.oData.listaFuncion
    const first = functions[0]
    if (first === undefined) continue
    const sectors = (await call(base, "GET", `/v2/Funcion/${first.idFuncion}`)).body.oData.listaSector
    const seats = sectors.filter((sector) => sector.lNumerada).reduce((total, sector) => total + sector.listaPosicion.length, 0)
    candidates.push({ seats, functions: functions.map((summary) => summary.idFuncion) })
  }
  candidates.sort((a, b) => b.seats - a.seats)
  const pool = []
  for (const idFuncion of candidates.flatMap((candidate) => candidate.functions)) {
    if (pool.length >= POOL_SEATS) break
    for (const sector of (await call(base, "GET", `/v2/Funcion/${idFuncion}`)).body.oData.listaSector) {
      for (const seat of sector.listaPosicion) if (seat.cEstado === "LIBRE") pool.push([idFuncion, seat.idPosicion])
    }
  }
  return pool
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/**
 * 32 clients, each holding 1 or 2 seats at a time on a fresh purchase process (Tomar with id 0),
 * from its own slice of the pool, so no hold is refused. Holds and latency count after the warm-up.
 */
const driveHolds = async (base) => {
  const pool = await seatPool(base)
  const started = performance.now()
  const measureFrom = started + WARMUP_MS
  const measureUntil = measureFrom + MEASURE_MS
  const latencies = []
  let holds = 0
  let refused = 0
  const client = async (index) => {
    let next = index
    while (performance.now() < measureUntil) {
      const first = pool[next]
      const second = pool[next + CLIENTS]
      if (first === undefined) throw new Error("the seat pool ran out: raise POOL_SEATS")
      const pair = next % 2 === 0 && second !== undefined && second[0] === first[0]
      const seats = pair ? [first[1], second[1]] : [first[1]]
      next += (pair ? 2 : 1) * CLIENTS
      const sent = performance.now()
      const { status } = await call(base, "POST", "/v2/Proceso/0/Posiciones/Tomar", {
        idFuncion: first[0],
        listaIdPosicion: seats,
        idPromocion: null,
      })
      const done = performance.now()
      if (sent < measureFrom || done > measureUntil) continue
      latencies.push(done - sent)
      if (status === 200) holds++
      else refused++
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
  latencies.sort((a, b) => a - b)
  return { holdsPerSecond: holds / (MEASURE_MS / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), refused }
}

const benchServer = async (target) => {
  const server = await startServerProcess(target)
  try {
    return await driveHolds(server.url)
  } finally {
    await server.stop()
  }
}

/** pgbench's built-in simple-update script on the same cluster: the reference the goal is measured against. */
const pgbench = (cluster) => {
  const connection = ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", "postgres"]
  spawnSync(join(cluster.binDir, "createdb"), [...connection, "pgbench"], { stdio: "inherit" })
  spawnSync(join(cluster.binDir, "pgbench"), ["-i", "-q", "-s", "10", ...connection, "pgbench"], { stdio: "ignore" })
  const run = spawnSync(
    join(cluster.binDir, "pgbench"),
    ["-b", "simple-update", "-c", String(CLIENTS), "-j", "2", "-T", String(MEASURE_MS / 1000), ...connection, "pgbench"],
    { encoding: "utf8" },
  )
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]
  if (tps === undefined) throw new Error(`pgbench gave no tps:\n${run.stdout}\n${run.stderr}`)
  return Number(tps)
}

const createDatabase = async (adminUrl, name) => {
  const { openPostgres } = await import("../server/src/db/postgres.ts")
  const admin = await openPostgres(adminUrl, 1)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.close()
  return adminUrl.replace(/\/postgres$/, `/${name}`)
}

const line = (label, result) =>
  `${label.padEnd(12)} ${result.holdsPerSecond.toFixed(0).padStart(6)} holds/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms` +
  (result.refused > 0 ? `   (${result.refused} refused)` : "")

const main = async () => {
  console.log(`\nSeat holds through the reference server: ${CLIENTS} HTTP clients, ${MEASURE_MS / 1000} s each (Tomar of 1–2 seats)`)
  const { startPostgresCluster } = await import("../tests/server/support/postgresCluster.ts")
  const cluster = await startPostgresCluster()
  if (cluster === null) {
    console.log("PostgreSQL is not installed here (and could not be installed): its figures are skipped.")
  } else {
    try {
      const tps = pgbench(cluster)
      console.log(`pgbench      ${tps.toFixed(0).padStart(6)} tps       (simple-update, ${CLIENTS} clients, 2 threads, same cluster)`)
      const postgres = await benchServer(await createDatabase(cluster.url, "boleteria_bench"))
      const share = postgres.holdsPerSecond / tps
      const verdict = share >= GOALS.postgresShareOfPgbench ? "goal met" : "below the goal"
      console.log(`${line("PostgreSQL", postgres)}   ${(share * 100).toFixed(0)}% of pgbench (goal ≥ 35%: ${verdict})`)
    } finally {
      cluster.stop()
    }
  }
  const pglite = await benchServer("pglite")
  const verdict = pglite.holdsPerSecond >= GOALS.pgliteHoldsPerSecond ? "goal met" : "below the goal"
  console.log(`${line("PGlite", pglite)}   (goal ≥ 300 holds/s: ${verdict})`)
  agent.destroy()
}

if (process.argv[2] === "--serve") await serve(process.argv[3])
else await main()
