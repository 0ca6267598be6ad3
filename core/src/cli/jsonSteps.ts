import type { PlainSnapshot } from "../events/replay.js"
import { MACHINE_NAMES } from "../system/machines.js"
import { drawnOnce, eventFields, hasPayload, type CliOutput, type CliStep } from "./steps.js"

const statesJson = (plain: PlainSnapshot): string =>
  JSON.stringify(Object.fromEntries(MACHINE_NAMES.map((name) => [name, plain[name].value])))

/** Each machine's context, and the preferences and the queue turn held beside them. */
const contextsJson = (plain: PlainSnapshot): string =>
  JSON.stringify({
    ...Object.fromEntries(MACHINE_NAMES.map((name) => [name, plain[name].context])),
    preferences: plain.preferences,
    queueTurn: plain.queueTurn,
  })

/**
 * The timeline as JSON Lines, one object per step:
 * `{"seq","at","tab","type","event":{type, payload},"states":{machine: value},"diverged":[machine]}`,
 * with `"changes":[{path, before, after}]` (--diff) and `"contexts"` (--contexts); then `{"persisted":…}`.
 * `--at` writes one object with the contexts and the persisted keys at that step.
 */
export const createJsonSteps = (options: { readonly contexts: boolean; readonly diff: boolean }): CliOutput => {
  const states = drawnOnce(statesJson)
  const contexts = drawnOnce(contextsJson)
  const typeJson = new Map<string, string>()
  const quotedType = (type: string): string => {
    const quoted = typeJson.get(type) ?? JSON.stringify(type)
    typeJson.set(type, quoted)
    return quoted
  }
  // Built by hand around the memoised parts: the states of a million ticks are serialised once.
  const stepJson = (step: CliStep, withContexts: boolean): string => {
    const { seq, at, tab } = step.event
    const type = quotedType(step.event.type)
    const event = hasPayload(step.event) ? JSON.stringify(eventFields(step.event)) : `{"type":${type}}`
    const diverged = step.diverged.length === 0 ? "[]" : JSON.stringify(step.diverged)
    const changes = options.diff ? `,"changes":${JSON.stringify(step.changes)}` : ""
    const withContext = withContexts ? `,"contexts":${contexts(step.plain)}` : ""
    return `{"seq":${seq},"at":${at},"tab":${tab},"type":${type},"event":${event},"states":${states(step.plain)},"diverged":${diverged}${changes}${withContext}`
  }
  return {
    step: (step) => `${stepJson(step, options.contexts)}}`,
    stateAt: (step, persisted) => `${stepJson(step, true)},"persisted":${JSON.stringify(persisted)}}`,
    end: (persisted) => JSON.stringify({ persisted }),
  }
}
