import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { runReplayCli } from "../../../core/src/cli/run.js"
import { foldPersistedKeys, fromJsonLines } from "@boleteria/core"

/** A log as version 1 wrote it in its last shape (fixtures/logs/v1: one file per shape it had). */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/logs/v1/${name}.834299a.jsonl`, import.meta.url), "utf8")

const run = (args: ReadonlyArray<string>, files: Record<string, string>) => {
  const out: string[] = []
  const err: string[] = []
  const code = runReplayCli(args, {
    readText: (path) => {
      const text = files[path]
      if (text === undefined) throw new Error("no such file")
      return text
    },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  })
  return { code, out: out.join("\n"), err: err.join("\n") }
}

describe("recorded logs in fixtures/logs", () => {
  it("a paid purchase ends with the timer reset as PAID and the cart empty", () => {
    const keys = foldPersistedKeys(fromJsonLines(fixture("paid-purchase")))
    expect(keys.businessTimer.cEstado).toBe("RESET")
    expect(keys.businessTimer.cUltimaSituacion).toBe("PAID")
    expect(keys.procesoCompra).toBeNull()
    expect(keys.user?.cEmail).toBe("lucia@example.com")
  })

  it("an expired purchase is cancelled with INV011 and its process invalidated", () => {
    const keys = foldPersistedKeys(fromJsonLines(fixture("expired-purchase")))
    expect(keys.businessTimer.cOrigen).toBe("INV011")
    expect(keys.businessTimer.cMensaje).toBe("purchase.expired")
    expect(keys.businessProcess.idProcesoDeCompraInvalidar).toBeNull()
    expect(keys.procesoCompra).toBeNull()
  })

  it("a purchase taken over by another tab keeps running there, with tab 2 as principal", () => {
    const keys = foldPersistedKeys(fromJsonLines(fixture("taken-over-by-another-tab")))
    expect(keys.businessTimer.cEstado).toBe("INICIADO")
    expect(keys.businessTimer.nTabIdPrincipal).toBe(2)
  })
})

describe("boleteria-replay", () => {
  it("prints one line per event with each machine's state, then the persisted keys", () => {
    const text = fixture("expired-purchase")
    const { code, out } = run(["expired.jsonl"], { "expired.jsonl": text })
    expect(code).toBe(0)
    const { entries } = fromJsonLines(text)
    expect(out.match(/^#\d+ /gm)).toHaveLength(entries.length)
    expect(out).toContain("purchaseTimer=INICIADO")
    expect(out).toContain("checkout=idle")
    expect(out).toContain("persisted keys:")
    expect(out).toContain('"cOrigen":"INV011"')
  })

  it("--json prints the snapshots as JSON", () => {
    const { code, out } = run(["paid.jsonl", "--json"], { "paid.jsonl": fixture("paid-purchase") })
    expect(code).toBe(0)
    const parsed = JSON.parse(out) as { steps: Array<{ snapshot: { paymentVerification: { value: string } } }> }
    expect(parsed.steps.at(-1)?.snapshot.paymentVerification.value).toBe("successful")
  })

  it("exits 1 naming the line of a malformed event", () => {
    const lines = fixture("paid-purchase").split("\n")
    lines[4] = "{not json"
    const { code, err } = run(["bad.jsonl"], { "bad.jsonl": lines.join("\n") })
    expect(code).toBe(1)
    expect(err).toContain("line 5")
  })

  /** paid-purchase.jsonl with line `line` (1-based, the header is line 1) changed by `change`. */
  const withLine = (line: number, change: (event: Record<string, unknown>) => Record<string, unknown>) => {
    const lines = fixture("paid-purchase").split("\n")
    lines[line - 1] = JSON.stringify(change(JSON.parse(lines[line - 1] ?? "{}") as Record<string, unknown>))
    return lines.join("\n")
  }

  it("exits 1 naming the line and the field of an event that lacks one, with no stack trace", () => {
    const text = withLine(6, ({ process: _process, ...seatsTaken }) => seatsTaken)
    expect(JSON.parse(text.split("\n")[5] ?? "{}")).toMatchObject({ type: "api.seatsTaken" })
    const { code, out, err } = run(["bad.jsonl"], { "bad.jsonl": text })
    expect(code).toBe(1)
    expect(out).toBe("")
    expect(err).toBe("boleteria-replay: bad.jsonl: line 6: process: Missing key")
  })

  it("exits 1 naming the line of an event whose type no machine knows", () => {
    const text = withLine(5, (event) => ({ ...event, type: "cart.seatRequested" }))
    const { code, err } = run(["bad.jsonl"], { "bad.jsonl": text })
    expect(code).toBe(1)
    expect(err).toBe('boleteria-replay: bad.jsonl: line 5: type: unknown event type "cart.seatRequested"')
  })

  it("names a nested field of the wrong kind, and a field the event does not have", () => {
    const wrongKind = withLine(6, (event) => ({
      ...event,
      process: { ...(event["process"] as object), idProcesoDeCompra: "one" },
    }))
    expect(run(["bad.jsonl"], { "bad.jsonl": wrongKind }).err).toMatch(
      /^boleteria-replay: bad\.jsonl: line 6: process\.idProcesoDeCompra: Expected .+$/,
    )
    const extra = withLine(5, (event) => ({ ...event, idPromocoin: 3 }))
    expect(run(["bad.jsonl"], { "bad.jsonl": extra }).err).toMatch(
      /^boleteria-replay: bad\.jsonl: line 5: idPromocoin: /,
    )
  })

  it("exits 1 on an unknown format version, naming line 1", () => {
    const [header, ...rest] = fixture("paid-purchase").split("\n")
    const future = JSON.stringify({ ...JSON.parse(header ?? "{}"), version: 99 })
    const { code, err } = run(["future.jsonl"], { "future.jsonl": [future, ...rest].join("\n") })
    expect(code).toBe(1)
    expect(err).toMatch(/line 1: unknown format version 99/)
  })

  it("exits 1 when the file cannot be read, and 2 without a file", () => {
    expect(run(["missing.jsonl"], {}).code).toBe(1)
    expect(run([], {}).code).toBe(2)
  })
})
