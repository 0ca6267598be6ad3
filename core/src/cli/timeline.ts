import type { PersistedKeys } from "../events/persisted.js"
import type { PlainSnapshot, ReplayResult, ReplayStep } from "../events/replay.js"
import { MACHINE_NAMES } from "../system/machines.js"

const ENVELOPE_FIELDS = new Set(["seq", "at", "tab", "type"])

const stateText = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value).replace(/[{}"]/g, "").replace(/:/g, ".")

export const statesLine = (snapshot: PlainSnapshot): string =>
  MACHINE_NAMES.map((name) => `${name}=${stateText(snapshot[name].value)}`).join(" ")

/** The payload of an event in one short line, so a timeline stays readable. */
const payloadText = (step: ReplayStep): string => {
  const payload = Object.fromEntries(Object.entries(step.event).filter(([key]) => !ENVELOPE_FIELDS.has(key)))
  const text = JSON.stringify(payload)
  if (text === "{}") return ""
  return text.length > 80 ? ` ${text.slice(0, 77)}...` : ` ${text}`
}

export const timelineLine = (step: ReplayStep): string => {
  const { seq, at, tab, type } = step.event
  return `#${seq} ${new Date(at).toISOString()} tab ${tab} ${type}${payloadText(step)}\n    ${statesLine(step.snapshot)}`
}

export const persistedText = (keys: PersistedKeys): string =>
  Object.entries(keys)
    .map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`)
    .join("\n")

export const timelineText = (result: ReplayResult): string =>
  [...result.steps.map(timelineLine), "", "persisted keys:", persistedText(result.persisted)].join("\n")
