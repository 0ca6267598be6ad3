import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Ids } from "../Ids.js"

/** A well-formed version 4 UUID whose last 12 hex digits count up, readable in test output. */
const countingUuid = (count: number): string => `00000000-0000-4000-8000-${count.toString(16).padStart(12, "0")}`

/**
 * Ids counting up from seed: tab ids seed, seed + 1…, uuids ending in seed, seed + 1….
 * One call is one sequence: tabs sharing the layer never draw the same id.
 */
export const layerMemoryIds = (seed = 1): Layer.Layer<Ids> => {
  if (!Number.isSafeInteger(seed) || seed < 1) {
    throw new RangeError(`Ids seed must be a positive whole number, got ${seed}`)
  }
  let nextTabId = seed
  let nextUuid = seed
  return Layer.succeed(Ids, {
    tabId: () => Effect.sync(() => nextTabId++),
    uuid: () => Effect.sync(() => countingUuid(nextUuid++)),
  })
}
