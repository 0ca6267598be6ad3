import { describe, expect, it } from "vitest"
import {
  fromJsonLines,
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  LogFormatError,
  toJsonLines,
  type EventLogFile,
  type LogHeader,
  DEFAULT_SETTINGS,
} from "@boleteria/core"
import { createDriver, MINUTE, T0 } from "../../support/driver.js"
import { enterBuyRoute, logIn, takeSeats } from "../../support/flows.js"

const HEADER: LogHeader = {
  format: LOG_FORMAT,
  version: LOG_FORMAT_VERSION,
  tab: 1,
  settings: DEFAULT_SETTINGS,
  recordedAt: T0,
  personalData: "kept",
}

/** A real log: what a tab records while a shopper logs in, holds seats and waits a minute. */
const recordedLog = (): EventLogFile => {
  const driver = createDriver()
  logIn(driver, { at: T0 })
  takeSeats(driver, { idProcesoDeCompra: 501, lContiguas: false })
  enterBuyRoute(driver, 501)
  driver.tickUntil(T0 + MINUTE)
  return { header: { ...HEADER, recordedAt: driver.now() }, entries: driver.log.entries() }
}

const lines = (text: string) => text.split("\n")

const errorOf = (read: () => unknown): LogFormatError => {
  try {
    read()
  } catch (error) {
    if (error instanceof LogFormatError) return error
    throw error
  }
  throw new Error("expected a LogFormatError")
}

describe("event log as JSON Lines", () => {
  it("writes the header on the first line and one event per line", () => {
    const file = recordedLog()
    const text = toJsonLines(file)
    expect(text.endsWith("\n")).toBe(true)
    const written = lines(text.trimEnd())
    expect(written).toHaveLength(1 + file.entries.length)
    expect(JSON.parse(written[0] ?? "")).toEqual(file.header)
    expect(JSON.parse(written[1] ?? "")).toMatchObject({ seq: 1, at: T0, tab: 1, event: { type: "session.loggedIn" } })
  })

  it("reads back exactly what it wrote", () => {
    const file = recordedLog()
    expect(fromJsonLines(toJsonLines(file))).toEqual(file)
  })

  it("allows blank lines and a missing final newline", () => {
    const file = recordedLog()
    const text = toJsonLines(file).trimEnd().split("\n").join("\n\n")
    expect(fromJsonLines(text)).toEqual(file)
  })

  it("names the line that is not JSON", () => {
    const written = lines(toJsonLines(recordedLog()))
    written[2] = '{"seq": 2, "at": '
    const error = errorOf(() => fromJsonLines(written.join("\n")))
    expect(error.line).toBe(3)
    expect(error.message).toBe("line 3: not valid JSON")
    expect(error.name).toBe("LogFormatError")
  })

  it("names the line of an event without a whole-number instant", () => {
    const text = [JSON.stringify(HEADER), '{"seq":1,"at":1.5,"tab":1,"event":{"type":"clock.ticked"}}'].join("\n")
    expect(errorOf(() => fromJsonLines(text))).toMatchObject({
      line: 2,
      message: 'line 2: "at" must be a whole number',
    })
  })

  it("names the line of an event without a type", () => {
    const text = [JSON.stringify(HEADER), '{"seq":1,"at":1,"tab":1,"event":{}}'].join("\n")
    expect(errorOf(() => fromJsonLines(text)).line).toBe(2)
  })

  it("names the line where seq stops growing", () => {
    const text = [
      JSON.stringify(HEADER),
      '{"seq":1,"at":1,"tab":1,"event":{"type":"clock.ticked"}}',
      "",
      '{"seq":1,"at":2,"tab":1,"event":{"type":"clock.ticked"}}',
    ].join("\n")
    expect(errorOf(() => fromJsonLines(text))).toMatchObject({ line: 4, message: 'line 4: "seq" must grow (after 1)' })
  })

  it("names a line that holds JSON but not an object", () => {
    const text = [JSON.stringify(HEADER), "[1,2,3]"].join("\n")
    expect(errorOf(() => fromJsonLines(text))).toMatchObject({ line: 2, message: "line 2: expected a JSON object" })
  })

  it("refuses an unknown format version on line 1", () => {
    const text = [
      JSON.stringify({ ...HEADER, version: LOG_FORMAT_VERSION + 1 }),
      '{"seq":1,"at":1,"tab":1,"event":{"type":"clock.ticked"}}',
    ].join("\n")
    const error = errorOf(() => fromJsonLines(text))
    expect(error.line).toBe(1)
    expect(error.message).toContain(`unknown format version ${LOG_FORMAT_VERSION + 1}`)
  })

  it("refuses a first line that is not this format's header", () => {
    const text = '{"seq":1,"at":1,"tab":1,"type":"clock.ticked"}\n'
    expect(errorOf(() => fromJsonLines(text))).toMatchObject({ line: 1 })
    expect(errorOf(() => fromJsonLines(JSON.stringify({ ...HEADER, tab: "one" }))).line).toBe(1)
  })

  it("refuses an empty log on line 1", () => {
    expect(errorOf(() => fromJsonLines("\n\n")).message).toBe("line 1: empty log: a header line is required")
  })
})
