import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"

export { PERSISTED_KEYS, type PersistedKey } from "./persistedKeys.js"

/** A write the storage refused (full, or disabled by the browser). */
export class KeyValueStoreError extends Data.TaggedError("KeyValueStoreError")<{
  readonly key: string
  readonly cause: unknown
}> {}

/**
 * String storage shared by every tab of the shop, like localStorage.
 * Reads never fail: storage that cannot be read reads as empty.
 */
export interface KeyValueStoreShape {
  readonly get: (key: string) => Effect.Effect<Option.Option<string>>
  readonly set: (key: string, value: string) => Effect.Effect<void, KeyValueStoreError>
  readonly remove: (key: string) => Effect.Effect<void>
  readonly keys: () => Effect.Effect<ReadonlyArray<string>>
}

export class KeyValueStore extends Context.Service<KeyValueStore, KeyValueStoreShape>()(
  "@boleteria/core/KeyValueStore",
) {}

/** Reads a JSON value; a missing, unparsable or off-schema value is none, never an error. */
export const getJson = <A, I>(
  key: string,
  schema: Schema.Codec<A, I>,
): Effect.Effect<Option.Option<A>, never, KeyValueStore> =>
  Effect.gen(function* () {
    const store = yield* KeyValueStore
    const stored = yield* store.get(key)
    return Option.flatMap(stored, Schema.decodeUnknownOption(Schema.fromJsonString(schema)))
  })

export const setJson = <A, I>(
  key: string,
  schema: Schema.Codec<A, I>,
  value: A,
): Effect.Effect<void, KeyValueStoreError | Schema.SchemaError, KeyValueStore> =>
  Effect.gen(function* () {
    const store = yield* KeyValueStore
    const json = yield* Schema.encodeEffect(Schema.fromJsonString(schema))(value)
    yield* store.set(key, json)
  })
