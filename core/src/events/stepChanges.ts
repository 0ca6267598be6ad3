import type { PlainSnapshot } from "./replay.js"

/** One value that changed between two steps: where (`cart.context.process.fPrecioTotalFinal`), and from what to what. */
export interface StepChange {
  readonly path: string
  readonly before: unknown
  readonly after: unknown
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const changesOf = (before: unknown, after: unknown, path: string, into: StepChange[]): void => {
  // Machines' snapshots share what did not change: the same object, nothing to look into.
  if (before === after) return
  // A part the step before did not have (the first step's everything) is listed leaf by leaf too.
  if ((isObject(before) || before === undefined) && isObject(after)) {
    const known = before ?? {}
    for (const key of new Set([...Object.keys(known), ...Object.keys(after)])) {
      changesOf(known[key], after[key], path === "" ? key : `${path}.${key}`, into)
    }
    return
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) into.push({ path, before, after })
}

/**
 * What a step changed: each leaf of the machines' states and contexts (and the preferences and the
 * queue turn) that differs from the step before, in the snapshot's order. Arrays count as one value.
 */
export const stepChanges = (before: PlainSnapshot | null, after: PlainSnapshot): ReadonlyArray<StepChange> => {
  const into: StepChange[] = []
  // The first step: everything it shows is a change.
  changesOf(before ?? {}, after, "", into)
  return into
}
