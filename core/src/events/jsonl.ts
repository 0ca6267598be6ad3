import type { EventLog, LogEntry } from "./log.js"
import { LOG_FORMAT, LOG_FORMAT_VERSION, type LogHeader } from "./logFormat.js"
import { createLogReader } from "./reader.js"
import { createPersonalDataMask, type PersonalData } from "./redaction.js"
import type { MachineValues } from "./states.js"

export interface EventLogFile {
  readonly header: LogHeader
  readonly entries: ReadonlyArray<LogEntry>
}

/** One line of the file: `states` left out where they are the line before's. */
const lineOf = (entry: LogEntry, before: MachineValues | null): string => {
  const { seq, at, tab, ...event } = entry.event
  const line = { seq, at, tab, event }
  if (entry.states === null) return JSON.stringify({ ...line, states: null })
  const states = JSON.stringify(entry.states)
  return before !== null && JSON.stringify(before) === states
    ? JSON.stringify(line)
    : `${JSON.stringify(line).slice(0, -1)},"states":${states}}`
}

/** A log file's text (JSON Lines: the header, then one line per event), as `boleteria-replay` and /replay read it. */
export const toJsonLines = (file: EventLogFile): string => {
  const lines = [JSON.stringify(file.header)]
  let before: MachineValues | null = null
  for (const entry of file.entries) {
    lines.push(lineOf(entry, before))
    before = entry.states
  }
  return lines.join("\n") + "\n"
}

/** Reads a whole JSON Lines log (any version this build knows); throws LogFormatError naming the first bad line. */
export const fromJsonLines = (text: string): EventLogFile => {
  const reader = createLogReader()
  const entries: LogEntry[] = []
  for (const line of text.split("\n")) {
    const entry = reader.line(line)
    if (entry !== null) entries.push(entry)
  }
  return { header: reader.header(), entries }
}

export interface LogFileOptions {
  readonly tab: number
  readonly settings: LogHeader["settings"]
  readonly recordedAt: number
  /** "masked" unless the shopper asked for their own copy with their name and e-mail. */
  readonly personalData?: PersonalData
}

/** A tab's log as the file it shares: secrets were replaced when recorded; personal data is masked here unless kept. */
export const eventLogFile = (log: EventLog, options: LogFileOptions): EventLogFile => {
  const personalData = options.personalData ?? "masked"
  const mask = personalData === "masked" ? createPersonalDataMask() : <T>(value: T) => value
  return {
    header: {
      format: LOG_FORMAT,
      version: LOG_FORMAT_VERSION,
      tab: options.tab,
      settings: options.settings,
      recordedAt: options.recordedAt,
      personalData,
    },
    entries: log.entries().map((entry) => ({ event: mask(entry.event), states: entry.states })),
  }
}
