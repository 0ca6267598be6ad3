import type { LoggedEvent } from "../events/log.js"
import type { PersistedKeys } from "../events/persisted.js"
import type { PlainSnapshot } from "../events/replay.js"
import type { StepChange } from "../events/stepChanges.js"
import { MACHINE_NAMES } from "../system/machines.js"
import { drawnOnce, eventFields, hasPayload, type CliOutput, type CliStep } from "./steps.js"

/** A machine's state in a word or a dotted path: `idle`, `holding.extending`. */
export const stateText = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value).replace(/[{}"]/g, "").replace(/:/g, ".")

const statesLine = (plain: PlainSnapshot): string =>
  `    ${MACHINE_NAMES.map((name) => `${name}=${stateText(plain[name].value)}`).join(" ")}`

/** Any value in one short piece of text, so a line stays readable. */
const shortened = (value: unknown, length: number): string => {
  const text = value === undefined ? "(none)" : JSON.stringify(value)
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}

/** The payload of an event in one short line; nothing for a tick. */
const payloadText = (event: LoggedEvent): string => {
  if (!hasPayload(event)) return ""
  const { type: _type, ...payload } = eventFields(event) as { readonly type: string }
  return ` ${shortened(payload, 80)}`
}

/**
 * `new Date(at).toISOString()`, its minute drawn once a minute: a tick a second makes toISOString
 * the dearest part of a timeline's line.
 */
const createInstantText = () => {
  let minute = Number.NaN
  let prefix = ""
  return (at: number): string => {
    const start = Math.floor(at / 60_000) * 60_000
    if (start !== minute) {
      minute = start
      const iso = new Date(start).toISOString()
      prefix = iso.slice(0, -"00.000Z".length)
    }
    const inMinute = at - start
    return `${prefix}${String(Math.floor(inMinute / 1000)).padStart(2, "0")}.${String(inMinute % 1000).padStart(3, "0")}Z`
  }
}

const changeLines = (changes: ReadonlyArray<StepChange>): ReadonlyArray<string> =>
  changes.map(({ path, before, after }) => `      ${path}: ${shortened(before, 40)} → ${shortened(after, 40)}`)

const indented = (value: unknown): string => (JSON.stringify(value, null, 2) ?? "undefined").replace(/^/gm, "  ")

const wholeState = (plain: PlainSnapshot): ReadonlyArray<string> => [
  ...MACHINE_NAMES.flatMap((name) => [`${name}: ${stateText(plain[name].value)}`, indented(plain[name].context)]),
  "preferences:",
  indented(plain.preferences),
  "queueTurn:",
  indented(plain.queueTurn),
]

const persistedText = (keys: PersistedKeys): string =>
  ["persisted keys:", ...Object.entries(keys).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`)].join("\n")

/**
 * The timeline as text: per step, `#seq instant tab N type payload`, then each machine's state, then
 * (--diff) each value the step changed; the persisted keys at the end.
 */
export const createTimeline = (): CliOutput => {
  const states = drawnOnce(statesLine)
  const instant = createInstantText()
  const eventLine = (event: LoggedEvent) =>
    `#${event.seq} ${instant(event.at)} tab ${event.tab} ${event.type}${payloadText(event)}`
  const stepText = (step: CliStep): string => {
    const text = `${eventLine(step.event)}\n${states(step.plain)}`
    return step.changes.length === 0 ? text : [text, ...changeLines(step.changes)].join("\n")
  }
  return {
    step: stepText,
    stateAt: (step, persisted) =>
      [stepText(step), "", ...wholeState(step.plain), "", persistedText(persisted)].join("\n"),
    end: (persisted) => `\n${persistedText(persisted)}`,
  }
}
