import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { KeyValueStore, type KeyValueStoreShape } from "../KeyValueStore.js"

/**
 * An in-memory store. One call is one storage: give the same store to several
 * tabs and they share it, as tabs share localStorage.
 */
export const makeMemoryKeyValueStore = (initial: Iterable<readonly [string, string]> = []): KeyValueStoreShape => {
  const entries = new Map<string, string>(initial)
  return {
    get: (key) => Effect.sync(() => Option.fromNullishOr(entries.get(key))),
    set: (key, value) => Effect.sync(() => void entries.set(key, value)),
    remove: (key) => Effect.sync(() => void entries.delete(key)),
    keys: () => Effect.sync(() => [...entries.keys()]),
  }
}

/** makeMemoryKeyValueStore as a layer: provide the same layer to several tabs and they share one storage. */
export const layerMemoryKeyValueStore = (
  initial: Iterable<readonly [string, string]> = [],
): Layer.Layer<KeyValueStore> => Layer.succeed(KeyValueStore, makeMemoryKeyValueStore(initial))
