// `npm run bench`: the replay CLI as a user runs it, on the built package (run after build.mjs).
// Writes version-2 purchase logs of 100,000 and 1,000,000 events, runs
// `node core/bin/boleteria-replay.mjs <log> > /dev/null` (and --json) as child processes and prints
// their wall time, the replay time (folding events, apart from reading lines and writing output, as
// the CLI's --timing tells it) and peak RSS, beside a plain JSON.parse of every line of the same file.
import { spawn } from "node:child_process"
import { once } from "node:events"
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import {
  createEventLog,
  createPurchaseSystem,
  DEFAULT_SETTINGS,
  eventLogFile,
  machineValuesOf,
  toJsonLines,
} from "../core/dist/index.js"

const SIZES = [100_000, 1_000_000]
const CLI = new URL("../core/bin/boleteria-replay.mjs", import.meta.url).pathname
const START = Date.UTC(2026, 10, 21, 12)
const SHOW = new URL("../fixtures/logs/v2/expired-purchase.jsonl", import.meta.url)

/** The purchase a recorded log took its seats for, as purchase `id`. */
const recordedProcess = (id) => {
  const line = readFileSync(SHOW, "utf8")
    .split("\n")
    .find((text) => text.includes('"type":"api.seatsTaken"'))
  const { event } = JSON.parse(line)
  return { idFuncion: event.idFuncion, process: { ...event.process, idProcesoDeCompra: id } }
}

/**
 * Records, live, three purchases that start, tick through their 12 minutes (one tick a second),
 * expire and are invalidated. The second purchase's lines (after one purchase, as every later one
 * is) are the pattern a long log repeats. No login: a session would end after 3 hours of the log.
 */
const recordPattern = () => {
  const log = createEventLog()
  const live = createPurchaseSystem({ tabId: 1, settings: DEFAULT_SETTINGS })
  let at = START
  const push = (event) => {
    const stamped = log.record(event, at, 1)
    live.accept(stamped)
    log.settle(stamped.seq, machineValuesOf(live.snapshot()))
  }
  const starts = []
  for (let id = 1; id <= 3; id++) {
    starts.push({ seq: log.size() + 1, at })
    const { idFuncion, process } = recordedProcess(id)
    push({ type: "route.changed", name: "funcionSeoEst", path: `/funcion/bench/${idFuncion}` })
    push({ type: "cart.seatsRequested", idFuncion, aIdPosicion: [1, 2] })
    push({ type: "api.seatsTaken", idFuncion, process })
    push({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${id}` })
    for (let second = 0; second < 725; second++) {
      at += 1000
      push({ type: "clock.ticked" })
    }
    push({ type: "api.processInvalidated", idProcesoDeCompra: id })
  }
  live.stop()
  const lines = toJsonLines(eventLogFile(log, { tab: 1, settings: DEFAULT_SETTINGS, recordedAt: START })).split("\n")
  return {
    head: lines.slice(0, starts[1].seq),
    pattern: lines.slice(starts[1].seq, starts[2].seq),
    events: starts[2].seq - starts[1].seq,
    ms: starts[2].at - starts[1].at,
  }
}

/** Line of purchase 2 as purchase `2 + k`, `k` patterns later. */
const repeated = (line, k, pattern) =>
  line
    .replace(
      /^\{"seq":(\d+),"at":(\d+),/,
      (_, seq, at) => `{"seq":${+seq + k * pattern.events},"at":${+at + k * pattern.ms},`,
    )
    .replace(/"idProcesoDeCompra":2([,}])/g, `"idProcesoDeCompra":${2 + k}$1`)
    .replace('"/BuyTicket/2"', `"/BuyTicket/${2 + k}"`)

const writeLog = (path, events, pattern) => {
  const file = openSync(path, "w")
  writeSync(file, `${pattern.head.join("\n")}\n`)
  let written = pattern.head.length - 1
  for (let k = 0; written < events; k++) {
    const lines = pattern.pattern.slice(0, events - written).map((line) => repeated(line, k, pattern))
    writeSync(file, `${lines.join("\n")}\n`)
    written += lines.length
  }
  closeSync(file)
}

/** The reference: every line of the file read and handed to JSON.parse, nothing else. */
const parseEveryLine = async (path) => {
  const started = performance.now()
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) JSON.parse(line)
  return performance.now() - started
}

const runCli = async (path, flags) => {
  const started = performance.now()
  const child = spawn(process.execPath, [CLI, path, "--timing", ...flags], { stdio: ["ignore", "ignore", "pipe"] })
  let stderr = ""
  child.stderr.setEncoding("utf8").on("data", (text) => (stderr += text))
  const [code] = await once(child, "exit")
  const wall = performance.now() - started
  if (code !== 0 || stderr.includes("diverges"))
    throw new Error(`boleteria-replay ${flags.join(" ")} ${path}: ${stderr}`)
  const figure = (name) => Number(new RegExp(`${name} ([\\d,]+)`).exec(stderr)?.[1].replaceAll(",", ""))
  return {
    wall,
    replay: figure("replay"),
    reading: figure("reading"),
    output: figure("output"),
    rss: figure("peak RSS"),
  }
}

const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`.padStart(9)

const dir = mkdtempSync(join(tmpdir(), "boleteria-bench-"))
try {
  const pattern = recordPattern()
  console.log(
    "boleteria-replay <log> > /dev/null, a fresh process each (replay: folding the events, as --timing tells)",
  )
  for (const events of SIZES) {
    const path = join(dir, `purchases-${events}.jsonl`)
    writeLog(path, events, pattern)
    const reference = await parseEveryLine(path)
    for (const flags of [[], ["--json"]]) {
      const run = await runCli(path, flags)
      console.log(
        `  ${events.toLocaleString("en").padStart(9)} events ${(flags[0] ?? "text").padEnd(6)}` +
          ` wall ${ms(run.wall)}  replay ${ms(run.replay)}  reading ${ms(run.reading)}  output ${ms(run.output)}` +
          `  peak RSS ${String(run.rss).padStart(4)} MB   JSON.parse of every line ${ms(reference)}`,
      )
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
