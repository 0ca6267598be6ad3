import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { firstIssueOf } from "../contract/issues.js"
import { MACHINE_NAMES } from "../system/machines.js"
import { decodeSystemEvent } from "./exactEvent.js"
import type { LogEntry } from "./log.js"
import { LOG_FORMAT, LOG_FORMAT_VERSION, LogHeaderLine, type LogHeader } from "./logFormat.js"
import type { MachineValues } from "./states.js"
import { UPCASTERS, type JsonObject } from "./upcast/index.js"

/** A line that could not be read, with its 1-based line number. */
export class LogFormatError extends Error {
  readonly line: number
  constructor(line: number, reason: string) {
    super(`line ${line}: ${reason}`)
    this.name = "LogFormatError"
    this.line = line
  }
}

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value)

const parseLine = (text: string, line: number): JsonObject => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new LogFormatError(line, "not valid JSON")
  }
  if (!isRecord(value)) throw new LogFormatError(line, "expected a JSON object")
  return value
}

const decodeHeader = (value: unknown) => Schema.decodeUnknownResult(LogHeaderLine)(value, { errors: "first" })

/** The upcasters a log of `version` goes through, each started for this log. */
const upcastersFrom = (version: unknown, line: number) => {
  if (!isWhole(version) || version < 1)
    throw new LogFormatError(line, `unknown format version ${JSON.stringify(version)}`)
  if (version > LOG_FORMAT_VERSION) {
    throw new LogFormatError(
      line,
      `unknown format version ${version} (this build reads up to ${LOG_FORMAT_VERSION}: a newer @boleteria/core wrote it)`,
    )
  }
  return UPCASTERS.filter((upcaster) => upcaster.from >= version).map((upcaster) => upcaster.start())
}

const readStates = (value: unknown, line: number): MachineValues | null | undefined => {
  if (value === undefined || value === null) return value
  if (!isRecord(value) || MACHINE_NAMES.some((name) => !(name in value))) {
    throw new LogFormatError(line, `"states" must name every machine (${MACHINE_NAMES.join(", ")})`)
  }
  return value as MachineValues
}

/**
 * Reads a log one line at a time, so a log of any length reads in flat memory: `line` gives the
 * header's line nothing back and each event's line its entry. An older version's lines are upcast
 * first (events/upcast); then the line is checked, and the event decoded with its type's schema: a
 * LogFormatError names the first bad line and, in an event, the wrong field (`line 5: process: Missing key`).
 * `states` comes back as recorded, or as the line before had them when the line leaves them out.
 */
export const createLogReader = () => {
  let header: LogHeader | null = null
  let upcasters: ReadonlyArray<ReturnType<(typeof UPCASTERS)[number]["start"]>> = []
  let previousSeq = 0
  let previousStates: MachineValues | null = null
  let lineNumber = 0

  const readHeader = (raw: JsonObject): LogHeader => {
    if (raw["format"] !== LOG_FORMAT) throw new LogFormatError(lineNumber, `expected a "${LOG_FORMAT}" header`)
    upcasters = upcastersFrom(raw["version"], lineNumber)
    const upcast = upcasters.reduce((value, upcaster) => upcaster.header(value), raw)
    const decoded = decodeHeader(upcast)
    if (Result.isFailure(decoded)) {
      const issue = firstIssueOf(decoded.failure)
      throw new LogFormatError(lineNumber, `header: ${issue.field}: ${issue.message}`)
    }
    return decoded.success
  }

  const readEntry = (raw: JsonObject): LogEntry => {
    const { seq, at, tab, event, states } = upcasters.reduce((value, upcaster) => upcaster.line(value), raw)
    if (!isWhole(seq)) throw new LogFormatError(lineNumber, `"seq" must be a whole number`)
    if (!isWhole(at)) throw new LogFormatError(lineNumber, `"at" must be a whole number`)
    if (!isWhole(tab)) throw new LogFormatError(lineNumber, `"tab" must be a whole number`)
    if (seq <= previousSeq) throw new LogFormatError(lineNumber, `"seq" must grow (after ${previousSeq})`)
    const decoded = decodeSystemEvent(event)
    if (Result.isFailure(decoded)) {
      throw new LogFormatError(lineNumber, `${decoded.failure.field}: ${decoded.failure.message}`)
    }
    const recorded = readStates(states, lineNumber)
    const after = recorded === undefined ? previousStates : recorded
    previousSeq = seq
    previousStates = after
    // Not a spread: the decoded events' many shapes made it cost more than decoding (a million lines: seconds).
    return { event: Object.assign({}, decoded.success, { seq, at, tab }), states: after }
  }

  return {
    /** The entry a line holds; null for the header and blank lines. */
    line: (text: string): LogEntry | null => {
      lineNumber += 1
      if (text.trim() === "") return null
      const raw = parseLine(text, lineNumber)
      if (header === null) {
        header = readHeader(raw)
        return null
      }
      return readEntry(raw)
    },
    /** The header once read; throws when the text had none. */
    header: (): LogHeader => {
      if (header === null) throw new LogFormatError(1, "empty log: a header line is required")
      return header
    },
  }
}

export type LogReader = ReturnType<typeof createLogReader>
