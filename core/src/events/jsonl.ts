import * as Result from "effect/Result"
import type { MachineSettings } from "../machines/shared/settings.js"
import type { SystemEvent } from "../system/events.js"
import { decodeSystemEvent } from "./exactEvent.js"
import type { LoggedEvent } from "./log.js"

export const LOG_FORMAT = "boleteria-event-log"
export const LOG_FORMAT_VERSION = 1

/** The first line of a log file: what it is, and what the replay needs to rebuild the tab. */
export interface LogHeader {
  readonly format: typeof LOG_FORMAT
  readonly version: number
  readonly tab: number
  readonly settings: MachineSettings
  readonly recordedAt: number
}

export interface EventLogFile {
  readonly header: LogHeader
  readonly events: ReadonlyArray<LoggedEvent>
}

/** A line that could not be read, with its 1-based line number. */
export class LogFormatError extends Error {
  readonly line: number
  constructor(line: number, reason: string) {
    super(`line ${line}: ${reason}`)
    this.name = "LogFormatError"
    this.line = line
  }
}

export const toJsonLines = (file: EventLogFile): string =>
  [file.header, ...file.events].map((entry) => JSON.stringify(entry)).join("\n") + "\n"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value)

const parseLine = (text: string, line: number): Record<string, unknown> => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new LogFormatError(line, "not valid JSON")
  }
  if (!isRecord(value)) throw new LogFormatError(line, "expected a JSON object")
  return value
}

const readHeader = (value: Record<string, unknown>, line: number): LogHeader => {
  if (value["format"] !== LOG_FORMAT) throw new LogFormatError(line, `expected a "${LOG_FORMAT}" header`)
  if (value["version"] !== LOG_FORMAT_VERSION) {
    throw new LogFormatError(
      line,
      `unknown format version ${JSON.stringify(value["version"])} (this build reads ${LOG_FORMAT_VERSION})`,
    )
  }
  if (!isWhole(value["tab"]) || !isRecord(value["settings"]) || !isWhole(value["recordedAt"])) {
    throw new LogFormatError(line, "header needs tab, settings and recordedAt")
  }
  return value as unknown as LogHeader
}

/** An event's own fields (all but the envelope), decoded with its type's schema: the first wrong field is named. */
const decodeEvent = (event: Record<string, unknown>, line: number): SystemEvent => {
  const decoded = decodeSystemEvent(event)
  if (Result.isSuccess(decoded)) return decoded.success
  throw new LogFormatError(line, `${decoded.failure.field}: ${decoded.failure.message}`)
}

const readEvent = (value: Record<string, unknown>, line: number, previousSeq: number): LoggedEvent => {
  const { seq, at, tab, ...event } = value
  if (!isWhole(seq)) throw new LogFormatError(line, `"seq" must be a whole number`)
  if (!isWhole(at)) throw new LogFormatError(line, `"at" must be a whole number`)
  if (!isWhole(tab)) throw new LogFormatError(line, `"tab" must be a whole number`)
  const type = event["type"]
  if (typeof type !== "string" || type === "") throw new LogFormatError(line, `"type" must be a name`)
  if (seq <= previousSeq) throw new LogFormatError(line, `"seq" must grow (after ${previousSeq})`)
  return { ...decodeEvent(event, line), seq, at, tab }
}

/**
 * Reads a JSON Lines log; throws LogFormatError naming the first bad line, and in an event the
 * field that is wrong (`line 5: process: Missing key`). Blank lines are allowed.
 */
export const fromJsonLines = (text: string): EventLogFile => {
  const lines = text.split("\n")
  let header: LogHeader | null = null
  const events: LoggedEvent[] = []
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === "") return
    const value = parseLine(raw, line)
    if (header === null) {
      header = readHeader(value, line)
      return
    }
    events.push(readEvent(value, line, events.at(-1)?.seq ?? 0))
  })
  if (header === null) throw new LogFormatError(1, "empty log: a header line is required")
  return { header, events }
}
