import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import {
  createPurchaseSystem,
  foldPersistedKeys,
  fromJsonLines,
  MACHINE_NAMES,
  replayLog,
  stepChanges,
  toPlainSnapshot,
} from "@boleteria/core"
import { fileLines } from "../../../core/src/cli/fileLines.js"
import { runReplayCli, type CliIo } from "../../../core/src/cli/run.js"

const LOGS = new URL("../../../fixtures/logs/", import.meta.url)

/** A fixture log's text: `v1/paid-purchase.834299a` (version 1 in its last shape), `v2/paid-purchase`. */
const fixture = (name: string) => readFileSync(new URL(`${name}.jsonl`, LOGS), "utf8")

const dir = mkdtempSync(join(tmpdir(), "boleteria-replay-cli-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
/** Writes `text` to a file of its own in the test's folder: the CLI reads it from disk, line by line. */
const onDisk = (text: string) => {
  const path = join(dir, `log-${++files}.jsonl`)
  writeFileSync(path, text)
  return path
}

/** `boleteria-replay <args>` on real files, its output and errors collected. */
const run = async (args: ReadonlyArray<string>, io: Partial<CliIo> = {}) => {
  const out: string[] = []
  const err: string[] = []
  const code = await runReplayCli(args, {
    lines: fileLines,
    out: (text) => void out.push(text),
    err: (text) => void err.push(text),
    ...io,
  })
  return { code, out: out.join(""), err: err.join("\n") }
}

/** A value as it reads once written as JSON (what the CLI's --json holds). */
const serialised = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown

const jsonLines = (out: string) =>
  out
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>)

/** paid-purchase (version 2) with line `line` (1-based, the header is line 1) changed by `change`. */
const withLine = (
  line: number,
  change: (value: Record<string, unknown>) => Record<string, unknown>,
  name = "v2/paid-purchase",
) => {
  const lines = fixture(name).split("\n")
  lines[line - 1] = JSON.stringify(change(JSON.parse(lines[line - 1] ?? "{}") as Record<string, unknown>))
  return lines.join("\n")
}

/** A recorded log with `ticks` more ticks of the clock at its end, one a second. */
const longerBy = (ticks: number) => {
  const text = fixture("v2/expired-purchase").trimEnd()
  const last = JSON.parse(text.split("\n").at(-1) ?? "{}") as { seq: number; at: number; tab: number }
  const more = Array.from({ length: ticks }, (_, index) =>
    JSON.stringify({
      seq: last.seq + index + 1,
      at: last.at + (index + 1) * 1000,
      tab: last.tab,
      event: { type: "clock.ticked" },
    }),
  )
  return [text, ...more].join("\n") + "\n"
}

describe("recorded logs in fixtures/logs", () => {
  const everyLog = ["v1", "v2"].flatMap((version) =>
    readdirSync(new URL(`${version}/`, LOGS))
      .filter((name) => name.endsWith(".jsonl"))
      .map((name) => `${version}/${name.replace(/\.jsonl$/, "")}`),
  )

  it.each(everyLog)("%s replays through the CLI, one step per event, with no divergence", async (name) => {
    const text = fixture(name)
    const { code, out, err } = await run([onDisk(text)])
    expect(err).toBe("")
    expect(code).toBe(0)
    expect(out.match(/^#\d+ /gm)).toHaveLength(fromJsonLines(text).entries.length)
    expect(out).toContain("\npersisted keys:\n")
  })

  it("a paid purchase ends with the timer reset as PAID and the cart empty", () => {
    const keys = foldPersistedKeys(fromJsonLines(fixture("v1/paid-purchase.834299a")))
    expect(keys.businessTimer.cEstado).toBe("RESET")
    expect(keys.businessTimer.cUltimaSituacion).toBe("PAID")
    expect(keys.procesoCompra).toBeNull()
    expect(keys.user?.cEmail).toBe("lucia@example.com")
  })

  it("an expired purchase is cancelled with INV011 and its process invalidated", () => {
    const keys = foldPersistedKeys(fromJsonLines(fixture("v1/expired-purchase.834299a")))
    expect(keys.businessTimer.cOrigen).toBe("INV011")
    expect(keys.businessTimer.cMensaje).toBe("purchase.expired")
    expect(keys.businessProcess.idProcesoDeCompraInvalidar).toBeNull()
    expect(keys.procesoCompra).toBeNull()
  })

  it("a purchase taken over by another tab keeps running there, with tab 2 as principal", () => {
    const keys = foldPersistedKeys(fromJsonLines(fixture("v1/taken-over-by-another-tab.834299a")))
    expect(keys.businessTimer.cEstado).toBe("INICIADO")
    expect(keys.businessTimer.nTabIdPrincipal).toBe(2)
  })
})

describe("boleteria-replay", () => {
  it("prints one line per event with each machine's state, then the persisted keys", async () => {
    const { code, out } = await run([onDisk(fixture("v2/expired-purchase"))])
    expect(code).toBe(0)
    expect(out).toMatch(/^#1 2026-11-21T15:00:00\.000Z tab 1 session\.loggedIn \{"token":"redacted-token-1"/)
    expect(out).toMatch(/^#\d+ \S+ tab 1 clock\.ticked\n {4}session=loggedIn purchaseTimer=INICIADO cart=ready /m)
    expect(out).toContain('"cOrigen":"INV011"')
  })

  it("streams: it writes the first steps before it has read the whole file", async () => {
    const path = onDisk(longerBy(3000))
    const total = readFileSync(path, "utf8").trimEnd().split("\n").length
    let read = 0
    let readAtFirstWrite: number | null = null
    const { code, out } = await run([path], {
      lines: async function* (file) {
        for await (const line of fileLines(file)) {
          read += 1
          yield line
        }
      },
      out: () => void (readAtFirstWrite ??= read),
    })
    expect(code).toBe(0)
    expect(read).toBe(total)
    expect(readAtFirstWrite).toBeLessThan(total / 2)
    expect(out).toBe("")
  })

  it("--json writes one JSON object per step, then the persisted keys", async () => {
    const text = fixture("v2/paid-purchase")
    const { code, out } = await run([onDisk(text), "--json"])
    expect(code).toBe(0)
    const lines = jsonLines(out)
    const replay = replayLog(fromJsonLines(text))
    expect(lines).toHaveLength(replay.steps.length + 1)
    replay.steps.forEach((step, index) => {
      const { seq, at, tab, type, ...fields } = step.event
      expect(lines[index]).toEqual({
        seq,
        at,
        tab,
        type,
        event: { type, ...fields },
        states: Object.fromEntries(MACHINE_NAMES.map((name) => [name, step.snapshot[name].value])),
        diverged: [],
      })
    })
    expect(lines.at(-1)).toEqual({ persisted: serialised(replay.persisted) })
    expect(lines.at(-2)?.["states"]).toMatchObject({ paymentVerification: "successful" })
  })

  it("--json --contexts adds each machine's context, the preferences and the queue turn", async () => {
    const text = fixture("v2/paid-purchase")
    const { out } = await run([onDisk(text), "--json", "--contexts"])
    const steps = jsonLines(out).slice(0, -1)
    const replay = replayLog(fromJsonLines(text))
    steps.forEach((step, index) => {
      const plain = replay.steps[index]!.snapshot
      expect(step["contexts"]).toEqual(
        serialised({
          ...Object.fromEntries(MACHINE_NAMES.map((name) => [name, plain[name].context])),
          preferences: plain.preferences,
          queueTurn: plain.queueTurn,
        }),
      )
    })
  })

  it("--diff lists what each step changed, as stepChanges does, and nothing under a step that changed nothing", async () => {
    const text = fixture("v2/paid-purchase")
    const file = fromJsonLines(text)
    const { out } = await run([onDisk(text), "--json", "--diff"])
    const steps = jsonLines(out).slice(0, -1)
    const system = createPurchaseSystem({ tabId: file.header.tab, settings: file.header.settings })
    let before = toPlainSnapshot(system.snapshot())
    system.stop()
    replayLog(file).steps.forEach((step, index) => {
      expect(steps[index]?.["changes"], `#${step.event.seq}`).toEqual(serialised(stepChanges(before, step.snapshot)))
      before = step.snapshot
    })

    const timeline = (await run([onDisk(text), "--diff"])).out
    expect(timeline).toMatch(
      /tab 1 api\.seatsTaken .*\n {4}session=.*\n(?: {6}.*\n)* {6}cart\.value: "takingSeats" → "ready"\n/,
    )
    expect(timeline).toContain('      cart.context.process: null → {"idProcesoDeCompra":34,"cClaveProceso"…\n')
    expect(timeline).toMatch(/tab 1 clock\.ticked\n {4}session=\S+ .*\n#/)
  })

  it("--at prints the whole state once that event is folded, and nothing after it", async () => {
    const text = fixture("v2/paid-purchase")
    const path = onDisk(text)
    const { code, out } = await run([path, "--at", "5"])
    expect(code).toBe(0)
    expect(out.match(/^#\d+ /gm)).toEqual(["#5 "])
    expect(out).toMatch(/^#5 \S+ tab 1 api\.seatsTaken /)
    for (const name of MACHINE_NAMES) expect(out).toMatch(new RegExp(`^${name}: \\S+\\n  [{"n]`, "m"))
    expect(out).toMatch(/^cart: ready\n {2}\{\n {4}"process": \{\n {6}"idProcesoDeCompra": 34,/m)
    expect(out).toContain("\nqueueTurn:\n")
    expect(out).toMatch(/\npersisted keys:\n {2}businessProcess: /)

    const [state, ...rest] = jsonLines((await run([path, "--at", "5", "--json"])).out)
    expect(rest).toEqual([])
    const step = replayLog(fromJsonLines(text)).steps[4]!
    expect(state).toMatchObject({
      seq: 5,
      type: "api.seatsTaken",
      states: { cart: "ready", checkout: { active: "seats" } },
    })
    expect((state?.["contexts"] as Record<string, unknown>)["cart"]).toEqual(serialised(step.snapshot.cart.context))
    expect((state?.["persisted"] as Record<string, unknown>)["procesoCompra"]).toMatchObject({ idProcesoDeCompra: 34 })
  })

  it("--at an event the log does not have exits 1; a seq that is not one exits 2", async () => {
    const path = onDisk(fixture("v2/paid-purchase"))
    const missing = await run([path, "--at", "9999"])
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/: no event #9999 \(the last one read is #\d+\)$/)
    expect((await run([path, "--at", "first"])).code).toBe(2)
    expect((await run([path, "--at"])).code).toBe(2)
  })

  it("reports the first event whose replayed states are not the recorded ones, and how many steps diverge", async () => {
    const altered = withLine(6, (line) => ({
      ...line,
      states: { ...(line["states"] as object), cart: "takingSeats" },
    }))
    const expected = replayLog(fromJsonLines(altered)).steps.filter((step) => step.diverged.length > 0).length
    expect(expected).toBeGreaterThan(1)
    const path = onDisk(altered)
    const { code, err } = await run([path])
    expect(code).toBe(0)
    expect(err.split("\n")).toEqual([
      `boleteria-replay: ${path}: diverges at #5 (api.seatsTaken): cart replays as ready, the tab recorded takingSeats`,
      `boleteria-replay: ${path}: ${expected} of ${fromJsonLines(altered).entries.length} steps diverge from the recorded states`,
    ])
    expect((await run([path, "--strict"])).code).toBe(3)
    expect((await run([onDisk(fixture("v2/paid-purchase")), "--strict"])).code).toBe(0)
    const [divergent] = jsonLines((await run([path, "--json"])).out)
      .slice(0, -1)
      .filter((step) => (step["diverged"] as []).length > 0)
    expect(divergent).toMatchObject({ seq: 5, diverged: ["cart"] })
  })

  it("--timing tells the events, the replay, reading and output times and the peak memory on stderr", async () => {
    const { code, err } = await run([onDisk(fixture("v2/paid-purchase")), "--timing"], {
      peakMemory: () => 64 * 2 ** 20,
    })
    expect(code).toBe(0)
    expect(err).toMatch(
      /^boleteria-replay: 85 events, replay [\d,]+ ms, reading [\d,]+ ms, output [\d,]+ ms, total [\d,]+ ms, peak RSS 64 MB$/,
    )
  })

  it("exits 1 naming the line of a malformed event", async () => {
    const lines = fixture("v2/paid-purchase").split("\n")
    lines[4] = "{not json"
    const path = onDisk(lines.join("\n"))
    const { code, err } = await run([path])
    expect(code).toBe(1)
    expect(err).toBe(`boleteria-replay: ${path}: line 5: not valid JSON`)
  })

  it("exits 1 naming the line and the field of an event that lacks one, with no stack trace", async () => {
    const text = withLine(6, (line) => {
      const { process: _process, ...seatsTaken } = line["event"] as Record<string, unknown>
      return { ...line, event: seatsTaken }
    })
    const path = onDisk(text)
    const { code, out, err } = await run([path])
    expect(code).toBe(1)
    expect(out).toBe("")
    expect(err).toBe(`boleteria-replay: ${path}: line 6: process: Missing key`)
  })

  it("exits 1 naming the line of an event whose type no machine knows", async () => {
    const path = onDisk(
      withLine(5, (line) => ({ ...line, event: { ...(line["event"] as object), type: "cart.seatRequested" } })),
    )
    const { code, err } = await run([path])
    expect(code).toBe(1)
    expect(err).toBe(`boleteria-replay: ${path}: line 5: type: unknown event type "cart.seatRequested"`)
  })

  it("names a nested field of the wrong kind, and a field the event does not have (a version 1 log)", async () => {
    const wrongKind = withLine(
      6,
      (event) => ({ ...event, process: { ...(event["process"] as object), idProcesoDeCompra: "one" } }),
      "v1/paid-purchase.834299a",
    )
    expect((await run([onDisk(wrongKind)])).err).toMatch(/: line 6: process\.idProcesoDeCompra: Expected .+$/)
    const extra = withLine(5, (event) => ({ ...event, idPromocoin: 3 }), "v1/paid-purchase.834299a")
    expect((await run([onDisk(extra)])).err).toMatch(/: line 5: idPromocoin: /)
  })

  it("exits 1 on an unknown format version, naming line 1", async () => {
    const [header, ...rest] = fixture("v2/paid-purchase").split("\n")
    const future = JSON.stringify({ ...JSON.parse(header ?? "{}"), version: 99 })
    const { code, err } = await run([onDisk([future, ...rest].join("\n"))])
    expect(code).toBe(1)
    expect(err).toMatch(/line 1: unknown format version 99/)
  })

  it("exits 1 when the file cannot be read, and 2 on a usage error", async () => {
    const missing = await run([join(dir, "missing.jsonl")])
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/^boleteria-replay: cannot read .*missing\.jsonl: ENOENT/)
    expect((await run([])).code).toBe(2)
    expect((await run(["a.jsonl", "b.jsonl"])).code).toBe(2)
    const unknown = await run(["a.jsonl", "--jsn"])
    expect(unknown.code).toBe(2)
    expect(unknown.err).toMatch(/^boleteria-replay: unknown option --jsn\nusage: boleteria-replay <log\.jsonl>/)
  })
})
