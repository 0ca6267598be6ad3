import { mkdirSync } from "node:fs"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import type { Database } from "./db/database.js"
import { migrate } from "./db/migrate.js"
import { openPglite } from "./db/pglite.js"
import { openPostgres } from "./db/postgres.js"
import { seedIfEmpty } from "./db/seed.js"
import { openWaitingRoom, switchWaitingRoom } from "./domain/waitingRoom/rooms.js"

const ROOT = resolve(new URL("../..", import.meta.url).pathname)

const USAGE = `usage:
  npm run queue -- open --funcion N [--start ISO | --in SECONDS] [--rate PER_MINUTE] [--cap N]
                        [--turn MINUTES] [--grace MINUTES] [--opens-before MINUTES]
                        [--joins-per-address PER_MINUTE] [--latency-target MS] [--fixed-rate]
  npm run queue -- off --funcion N
  npm run queue -- on --funcion N
The database is DATABASE_URL's, else the PGlite in DATA_DIR (./data); the server only asks for
turns when the tenant's flags.queueApi is on.`

const whole = (text: string | undefined, name: string, fallback: number): number => {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name}: expected a whole number, got "${text}"`)
  return value
}

const openDatabase = (): Promise<Database> => {
  const url = process.env["DATABASE_URL"]
  if (url !== undefined && url !== "") return openPostgres(url, 1)
  const dataDir = resolve(process.env["DATA_DIR"] ?? join(ROOT, "data"))
  mkdirSync(dataDir, { recursive: true })
  return openPglite(join(dataDir, "pglite"))
}

/** `npm run queue -- open …`: opens (or starts again) a function's waiting room (docs/waiting-room.md). */
const main = async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      funcion: { type: "string" },
      start: { type: "string" },
      in: { type: "string" },
      rate: { type: "string" },
      cap: { type: "string" },
      turn: { type: "string" },
      grace: { type: "string" },
      "opens-before": { type: "string" },
      "joins-per-address": { type: "string" },
      "latency-target": { type: "string" },
      "fixed-rate": { type: "boolean", default: false },
    },
  })
  const [command] = positionals
  const idFuncion = whole(values.funcion, "funcion", -1)
  if (idFuncion < 0 || !["open", "on", "off"].includes(command ?? "")) throw new Error(USAGE)
  const db = await openDatabase()
  try {
    await migrate(db)
    // A database no server has started on yet gets the catalogue first, as the server would seed it.
    await seedIfEmpty(db, Date.now(), join(ROOT, "fixtures"))
    if (command !== "open") {
      await switchWaitingRoom(db, idFuncion, command === "on")
      console.log(`waiting room of function ${idFuncion}: ${command}`)
      return
    }
    const startsAt =
      values.start === undefined ? Date.now() + whole(values.in, "in", 0) * 1000 : Date.parse(values.start)
    if (Number.isNaN(startsAt)) throw new Error(`--start: expected an ISO instant, got "${values.start}"`)
    const room = {
      idFuncion,
      startsAt,
      ratePerMinute: whole(values.rate, "rate", 60) || 1,
      capacity: whole(values.cap, "cap", 500) || 1,
      turnMinutes: whole(values.turn, "turn", 15) || 1,
      graceMinutes: whole(values.grace, "grace", 3) || 1,
      opensBeforeMinutes: whole(values["opens-before"], "opens-before", 60),
      joinsPerAddressPerMinute: whole(values["joins-per-address"], "joins-per-address", 30) || 1,
      latencyTargetMs: whole(values["latency-target"], "latency-target", 500) || 1,
      fixedRate: values["fixed-rate"],
    }
    await openWaitingRoom(db, room)
    console.log(JSON.stringify({ opened: { ...room, startsAt: new Date(startsAt).toISOString() } }))
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
