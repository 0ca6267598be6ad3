import * as Effect from "effect/Effect"
import { catalogueEndpoints } from "../contract/endpoints/catalogue.js"
import type { Endpoint } from "../contract/endpoints/endpoint.js"
import type { ApiShape, SendCall } from "./Api.js"
import { NetworkError } from "./apiErrors.js"

type Table = Readonly<Record<string, Endpoint>>

export interface DeferredApi {
  readonly api: ApiShape
  /** Loads the rest of the table now; a shop calls it once its first page is up, so a purchase never waits for it. */
  readonly preload: () => Promise<void>
}

// Promise resolution asks any object for `then`, JSON.stringify for `toJSON`: neither is a call.
const NOT_CALLS = new Set(["then", "toJSON"])

/**
 * An Api that brings only the catalogue's endpoints with it and loads the rest of the table (the
 * purchase, payment and account calls, with the card and document rules their bodies decode with)
 * at the first call that needs it, or when preloaded: a shop's first download then carries only
 * the billboard's calls. Calls are found by name when first asked for; a rest that cannot be
 * loaded is a NetworkError, as an unreachable server is.
 */
export const makeDeferredApi = (send: SendCall): DeferredApi => {
  let rest: Promise<Table> | null = null
  const loadRest = () =>
    (rest ??= import("../contract/endpoints/table.js")
      .then((module) => module.endpoints as Table)
      .catch((cause) => {
        rest = null
        throw cause
      }))

  const callOf =
    (name: string) =>
    (request: Parameters<SendCall>[1] = {}) => {
      const catalogueEndpoint = (catalogueEndpoints as Table)[name]
      if (catalogueEndpoint !== undefined) return send(catalogueEndpoint, request)
      return Effect.tryPromise({
        try: loadRest,
        catch: (cause) => new NetworkError({ message: cause instanceof Error ? cause.message : String(cause) }),
      }).pipe(
        Effect.flatMap((table) => {
          const spec = table[name]
          return spec === undefined
            ? Effect.die(new Error(`The endpoint table has no call named ${name}`))
            : send(spec, request)
        }),
      )
    }

  const calls: Record<string, unknown> = {}
  const api = new Proxy(calls, {
    get: (target, name, receiver) => {
      if (typeof name !== "string" || name in target || NOT_CALLS.has(name))
        return Reflect.get(target, name, receiver) as unknown
      const call = callOf(name)
      target[name] = call
      return call
    },
  })
  return { api: api as unknown as ApiShape, preload: () => loadRest().then(() => undefined) }
}
