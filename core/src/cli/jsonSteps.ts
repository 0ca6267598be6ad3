import type { PlainSnapshot } from "../events/replay.js"
import { MACHINE_NAMES } from "../system/machines.js"
import { drawnOnce, eventFields, type CliOutput, type CliStep } from "./steps.js"

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
  // Built by hand around the memoised parts: the states of a million ticks are serialised once.
  const stepJson = (step: CliStep, withContexts: boolean) => {
    const { seq, at, tab, type } = step.event
    const parts = [
      `{"seq":${seq},"at":${at},"tab":${tab},"type":${JSON.stringify(type)}`,
      `"event":${JSON.stringify(eventFields(step.event))}`,
      `"states":${states(step.plain)}`,
      `"diverged":${JSON.stringify(step.diverged)}`,
    ]
    if (options.diff) parts.push(`"changes":${JSON.stringify(step.changes)}`)
    if (withContexts) parts.push(`"contexts":${contexts(step.plain)}`)
    return parts.join(",")
  }
  return {
    step: (step) => `${stepJson(step, options.contexts)}}`,
    stateAt: (step, persisted) => `${stepJson(step, true)},"persisted":${JSON.stringify(persisted)}}`,
    end: (persisted) => JSON.stringify({ persisted }),
  }
}
