import type { ApiShape, Dispatch, KeyValueStoreShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"

/** The cc this browser kept (a JSON string, as the tab persists it), or null. */
const storedCountry = (store: KeyValueStoreShape): string | null => {
  const stored = Option.getOrNull(Effect.runSync(store.get("cc")))
  if (stored === null) return null
  try {
    const value: unknown = JSON.parse(stored)
    return typeof value === "string" ? value : null
  } catch {
    return null
  }
}

/**
 * SPEC §3's `cc`: the visitor's country, looked up once (GET /v2/Geo/Pais, the server's own IP
 * lookup) when this browser keeps none, then kept by the tab (geo.countryResolved) and sent as the
 * country header. A failed lookup sends no header; the next visit asks again.
 */
export const resolveVisitorCountry = (options: {
  readonly api: ApiShape
  readonly store: KeyValueStoreShape
  readonly dispatch: Dispatch
}): (() => string | null) => {
  let known = storedCountry(options.store)
  if (known === null) {
    void Effect.runPromise(Effect.result(options.api.getVisitorCountry())).then((result) => {
      if (result._tag === "Failure") return
      known = result.success.cPais
      options.dispatch({ type: "geo.countryResolved", cc: known })
    })
  }
  return () => known
}
