import { KeyValueStore, KeyValueStoreError } from "@boleteria/core"
import type { KeyValueStoreShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { browserStorage } from "./browserStorage.js"
import { DEFAULT_KEY_PREFIX } from "./storageNames.js"

const DISABLED = new Error("localStorage is not available")

/**
 * The KeyValueStore over a Storage (localStorage in the shop), each key under prefix.
 * Null storage (disabled by the browser) reads as empty and refuses every write.
 */
export const makeLocalStorageKeyValueStore = (
  storage: Storage | null,
  prefix: string = DEFAULT_KEY_PREFIX,
): KeyValueStoreShape => ({
  get: (key) =>
    Effect.sync(() => {
      try {
        return Option.fromNullishOr(storage?.getItem(prefix + key))
      } catch {
        return Option.none()
      }
    }),
  set: (key, value) =>
    Effect.try({
      try: () => {
        if (storage === null) throw DISABLED
        storage.setItem(prefix + key, value)
      },
      // A full storage throws QuotaExceededError; the caller decides whether that matters.
      catch: (cause) => new KeyValueStoreError({ key, cause }),
    }),
  remove: (key) =>
    Effect.sync(() => {
      try {
        storage?.removeItem(prefix + key)
      } catch {
        // remove cannot fail: a storage that refuses changes keeps what it has.
      }
    }),
  keys: () =>
    Effect.sync(() => {
      if (storage === null) return []
      try {
        const keys: Array<string> = []
        for (let index = 0; index < storage.length; index++) {
          const stored = storage.key(index)
          if (stored?.startsWith(prefix)) keys.push(stored.slice(prefix.length))
        }
        return keys
      } catch {
        return []
      }
    }),
})

/** The shop's KeyValueStore: SPEC §3's persisted keys in localStorage, surviving reloads. */
export const layerLocalStorage = (
  storage: Storage | null = browserStorage(),
  prefix: string = DEFAULT_KEY_PREFIX,
): Layer.Layer<KeyValueStore> => Layer.succeed(KeyValueStore, makeLocalStorageKeyValueStore(storage, prefix))
