import * as Effect from "effect/Effect"
import { expireHolds } from "./holds.js"
import type { MemoryStore } from "./store.js"

export type Call = <A, E>(body: () => Effect.Effect<A, E>) => Effect.Effect<A, E>

/** Every call first lets expired holds go: time is read when the call runs, so no timer is needed. */
export const callOn =
  (store: MemoryStore): Call =>
  (body) =>
    Effect.suspend(() => {
      expireHolds(store)
      return body()
    })
