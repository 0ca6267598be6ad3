import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { KeyValueStore } from "../KeyValueStore.js"

/**
 * An in-memory store. One call is one storage: provide the same layer to several
 * tabs and they share it, as tabs share localStorage.
 */
export const layerMemoryKeyValueStore = (
  initial: Iterable<readonly [string, string]> = [],
): Layer.Layer<KeyValueStore> => {
  const entries = new Map<string, string>(initial)
  return Layer.succeed(KeyValueStore, {
    get: (key) => Effect.sync(() => Option.fromNullishOr(entries.get(key))),
    set: (key, value) => Effect.sync(() => void entries.set(key, value)),
    remove: (key) => Effect.sync(() => void entries.delete(key)),
    keys: () => Effect.sync(() => [...entries.keys()]),
  })
}
