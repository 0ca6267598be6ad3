// `npm run bench`, after the core bench: seat holds per second with 32 concurrent HTTP clients, on
// PostgreSQL through haproxy (the server processes of a deployment, scripts/lib/holdBench.ts, as
// scripts/bench-holds.mjs measures them) against pgbench on the same cluster, and through one server
// process on PGlite. Goals: PostgreSQL ≥ 50% of pgbench's simple-update tps (issue 26 item 5);
// PGlite ≥ 300 holds/s; the arena's function (20,000 seats) answered in < 2 s, beside the smallest
// map's as a reference. It reports, it does not fail. The hold loop, pgbench and the CPU accounting
// are scripts/lib's, which `npm run storm` measures with too. Options: `postgres` or `pglite` runs
// only that part; a `postgres://…` URL benches that database instead of a throwaway cluster, without
// pgbench (e.g. one started with pg_stat_statements); `--cpu-prof` writes the server processes' CPU
// profiles (.cpuprofile files for Chrome's DevTools) into a temp folder it names. DATABASE_POOL_SIZE
// sizes the servers' pools, as it does for main.ts.
import { fork } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, request } from "node:http"
import { register } from "node:module"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

register("./lib/tsLoader.mjs", import.meta.url)
const { driveHolds, HOLD_WARMUP_MS } = await import("./lib/holdPath.ts")
const { benchHolds, describeHoldBench, HOLD_PROCESSES } = await import("./lib/holdBench.ts")
const { preparePgbench } = await import("./lib/pgbench.ts")
const { coreShares, describeCores, sampleCpu } = await import("./lib/cpu.ts")

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const CLIENTS = 32
const MEASURE_MS = 15_000
/** Enough seats that no client ever runs out: each takes its own slice of them, in order. */
const POOL_SEATS = 250_000
const GOALS = { pgliteHoldsPerSecond: 300, arenaAnswerMs: 2_000, seedMs: 10_000 }
/** Sequential GETs of each function's answer, before the holds start. */
const ARENA_CALLS = 20
const options = process.argv.slice(2)
const givenDatabase = options.find((option) => option.startsWith("postgres://"))
const runs = (target) =>
  givenDatabase === undefined ? !options.includes(target === "postgres" ? "pglite" : "postgres") : target === "postgres"
const profileDir = options.includes("--cpu-prof") ? mkdtempSync(join(tmpdir(), "boleteria-bench-profile-")) : null

/** The server under test, in its own process: `node bench-server.mjs --serve <postgres URL | pglite>`. */
const serve = async (target) => {
  const { openPglite } = await import("../server/src/db/pglite.ts")
  const { openPostgres } = await import("../server/src/db/postgres.ts")
  const { migrate } = await import("../server/src/db/migrate.ts")
  const { seedIfEmpty } = await import("../server/src/db/seed.ts")
  const { jsonLogLine } = await import("../server/src/http/requestLog.ts")
  const { outboxMailer } = await import("../server/src/mail/outbox.ts")
  const { sandboxRegistry } = await import("../server/src/payments/sandboxRegistry.ts")
  const { PRODUCTION_COST } = await import("../server/src/security/passwords.ts")
  const { startServer } = await import("../server/src/server.ts")
  const { loadTenant } = await import("../server/src/tenant.ts")
  // As main.ts opens them: PGlite (in memory here), or PostgreSQL with DATABASE_POOL_SIZE connections
  // (openPostgres's default when unset).
  const poolSize = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined
  const db = target === "pglite" ? await openPglite() : await openPostgres(target, poolSize)
  await migrate(db)
  const seedStarted = performance.now()
  await seedIfEmpty(db, Date.now(), join(ROOT, "fixtures"))
  const seedMs = performance.now() - seedStarted
  const outbox = mkdtempSync(join(tmpdir(), "boleteria-bench-outbox-"))
  const tenant = loadTenant(join(ROOT, "fixtures", "tenant.json"))
  const server = await startServer(
    {
      db,
      now: () => Date.now(),
      tenant,
      providers: sandboxRegistry(tenant),
      mail: outboxMailer(outbox),
      log: jsonLogLine,
      passwordCost: PRODUCTION_COST,
      publicDir: null,
      postersDir: join(ROOT, "fixtures", "posters"),
    },
    0,
  )
  process.send({ url: server.url, seedMs })
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
    const execArgv = profileDir === null ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]
    const child = fork(fileURLToPath(import.meta.url), ["--serve", target], {
      execArgv,
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    })
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)))
    child.once("message", ({ url, seedMs }) =>
      resolve({
        url,
        seedMs,
        pid: child.pid,
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
      {
        method,
        agent,
        headers:
          payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () =>
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }),
        )
      },
    )
    req.once("error", reject)
    req.end(payload)
  })

/** Every show's functions with the numbered seats of its map, the biggest map (the arena) first. */
const functionsBySize = async (base) => {
  const shows = (await call(base, "GET", "/v2/EspectaculosCartel")).body.oData
  const candidates = []
  for (const show of shows) {
    const functions = (await call(base, "GET", `/v2/EspectaculoCartel/${show.idEspectaculoCartel}`)).body.oData
      .listaFuncion
    const first = functions[0]
    if (first === undefined) continue
    const sectors = (await call(base, "GET", `/v2/Funcion/${first.idFuncion}`)).body.oData.listaSector
    const seats = sectors
      .filter((sector) => sector.lNumerada)
      .reduce((total, sector) => total + sector.listaPosicion.length, 0)
    candidates.push({ seats, functions: functions.map((summary) => summary.idFuncion) })
  }
  return candidates.sort((a, b) => b.seats - a.seats)
}

/**
 * Free numbered seats as [idFuncion, idPosicion] pairs, from the functions with the biggest maps
 * (the arena first), until there are POOL_SEATS of them.
 */
const seatPool = async (base, candidates) => {
  const pool = []
  for (const idFuncion of candidates.flatMap((candidate) => candidate.functions)) {
    if (pool.length >= POOL_SEATS) break
    for (const sector of (await call(base, "GET", `/v2/Funcion/${idFuncion}`)).body.oData.listaSector) {
      for (const seat of sector.listaPosicion) if (seat.cEstado === "LIBRE") pool.push([idFuncion, seat.idPosicion])
    }
  }
  return pool
}

/**
 * The hold path (lib/holdPath.ts's loop) on seats found over HTTP (PGlite lives inside the server
 * process: there is no database to ask from here), and where the cores went while it counted: the
 * server process, this one (the load generator) and the rest.
 */
const measureHolds = async (server, candidates) => {
  const seats = await seatPool(server.url, candidates)
  const groups = new Map([
    ["server", () => [server.pid]],
    ["load generator", () => [process.pid]],
  ])
  const cpu = { from: null, until: null }
  setTimeout(() => (cpu.from = sampleCpu(groups)), HOLD_WARMUP_MS)
  setTimeout(() => (cpu.until = sampleCpu(groups)), HOLD_WARMUP_MS + MEASURE_MS)
  const result = await driveHolds(server.url, seats, CLIENTS, MEASURE_MS / 1000)
  return { ...result, cpu: coreShares(cpu.from, cpu.until, MEASURE_MS / 1000) }
}

/** The median and slowest of `times` sequential answers to GET `path`, in ms. */
const answerTimes = async (base, path, times) => {
  const elapsed = []
  for (let index = 0; index < times; index++) {
    const started = performance.now()
    const { status } = await call(base, "GET", path)
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`)
    elapsed.push(performance.now() - started)
  }
  elapsed.sort((a, b) => a - b)
  return { p50: elapsed[Math.floor(times / 2)], max: elapsed[times - 1] }
}

/**
 * The arena's function (every sector and seat of the biggest map: 1.7 MB of JSON) beside the
 * smallest map's, answered by the same server in the same run: on a busy machine both grow, and the
 * reference says how much of the arena's time is the machine's.
 */
const measureArena = async (server, candidates) => {
  const biggest = candidates[0]
  const smallest = candidates.filter((candidate) => candidate.seats > 0).at(-1) ?? candidates.at(-1)
  const arena = await answerTimes(server.url, `/v2/Funcion/${biggest.functions[0]}`, ARENA_CALLS)
  const reference = await answerTimes(server.url, `/v2/Funcion/${smallest.functions[0]}`, ARENA_CALLS)
  return { arena: { ...arena, seats: biggest.seats }, reference: { ...reference, seats: smallest.seats } }
}

/** The arena's answer beside a small one's, and how long the empty database took to seed (the password at production cost). */
const arenaLine = ({ answers: { arena, reference }, seedMs }) =>
  `             seeded from fixtures/ in ${(seedMs / 1000).toFixed(1)} s (goal < ${GOALS.seedMs / 1000} s)\n` +
  `             the arena's function (${arena.seats} seats): p50 ${arena.p50.toFixed(0)} ms, slowest ${arena.max.toFixed(0)} ms ` +
  `(goal < ${GOALS.arenaAnswerMs} ms: ${arena.max < GOALS.arenaAnswerMs ? "goal met" : "above the goal"}); ` +
  `a ${reference.seats}-seat function's: p50 ${reference.p50.toFixed(0)} ms, slowest ${reference.max.toFixed(0)} ms`

/** The arena's answer and the seed time on one server process, and its holds when `holds` (PGlite's). */
const benchServer = async (target, holds) => {
  const server = await startServerProcess(target)
  try {
    const candidates = await functionsBySize(server.url)
    const answers = await measureArena(server, candidates)
    return { ...(holds ? await measureHolds(server, candidates) : {}), answers, seedMs: server.seedMs }
  } finally {
    await server.stop()
  }
}

/**
 * The hold path on a PostgreSQL database through haproxy, once one server process has seeded it,
 * with `reference` (pgbench on the same cluster) around its rounds, or none.
 */
const benchPostgresHolds = (databaseUrl, postgresPids, reference = null) =>
  benchHolds({ databaseUrl, postgresPids, processes: HOLD_PROCESSES, profileDir, reference })

/** pgbench on `cluster`, the hold path's reference, and the cores its first run kept busy (`cpu.shares`). */
const pgbenchOn = (cluster, cpu) => {
  const pgbench = preparePgbench(cluster)
  const nobody = new Map()
  return (clients, seconds) =>
    pgbench(clients, seconds, (run) => {
      const from = sampleCpu(nobody)
      run()
      cpu.shares ??= coreShares(from, sampleCpu(nobody), seconds)
    })
}

const line = (label, result) =>
  `${label.padEnd(12)} ${result.holdsPerSecond.toFixed(0).padStart(6)} holds/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms` +
  (result.refused > 0 ? `   (${result.refused} refused)` : "")

/** Where the CPU went while holding: the server needs most of it, so a busy machine shows here. */
const cpuLine = ({ cpu }) =>
  cpu === null
    ? ""
    : `\n             CPU of ${availableParallelism()} cores: ${describeCores(cpu, "the rest (database, other processes)")}`

const benchPostgres = async () => {
  if (givenDatabase !== undefined) {
    const postgres = await benchServer(givenDatabase, false)
    const hold = await benchPostgresHolds(givenDatabase, () => [])
    console.log(`${describeHoldBench(hold)}\n${arenaLine(postgres)}`)
    return
  }
  const { startPostgresCluster } = await import("./lib/postgresCluster.ts")
  const cluster = await startPostgresCluster()
  if (cluster === null) {
    console.log("PostgreSQL is not installed here (and could not be installed): its figures are skipped.")
    return
  }
  try {
    const cpu = { shares: null }
    const databaseUrl = cluster.createDatabase("boleteria_bench")
    const postgres = await benchServer(databaseUrl, false)
    const hold = await benchPostgresHolds(databaseUrl, cluster.pids, pgbenchOn(cluster, cpu))
    console.log(
      describeHoldBench(hold) +
        (cpu.shares === null
          ? ""
          : `\n             pgbench's CPU of ${availableParallelism()} cores: ${describeCores(cpu.shares, "busy")}`) +
        `\n${arenaLine(postgres)}`,
    )
  } finally {
    cluster.stop()
  }
}

const benchPglite = async () => {
  const pglite = await benchServer("pglite", true)
  const verdict = pglite.holdsPerSecond >= GOALS.pgliteHoldsPerSecond ? "goal met" : "below the goal"
  console.log(`${line("PGlite", pglite)}   (goal ≥ 300 holds/s: ${verdict})${cpuLine(pglite)}\n${arenaLine(pglite)}`)
}

const main = async () => {
  console.log(
    `\nSeat holds through the reference server: ${CLIENTS} HTTP clients, ${MEASURE_MS / 1000} s each (Tomar of 1–2 seats)`,
  )
  if (runs("postgres")) await benchPostgres()
  if (runs("pglite")) await benchPglite()
  if (profileDir !== null) console.log(`Server CPU profiles: ${profileDir}`)
  agent.destroy()
}

if (process.argv[2] === "--serve") await serve(process.argv[3])
else await main()
