import type { ApiShape, Dispatch, KeyValueStoreShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"

/**
 * SPEC §3's `cc`: the visitor's country, looked up once (GET /v2/Geo/Pais, the server's own IP
 * lookup) when this browser keeps none, then kept by the tab (geo.countryResolved) and sent as the
 * country header. A page the server rendered carries the answer (`pageCountry`): no lookup then. A
 * failed lookup sends no header; the next visit asks again.
 */
export const resolveVisitorCountry = (options: {
  readonly api: ApiShape
  readonly store: KeyValueStoreShape
  readonly dispatch: Dispatch
  readonly pageCountry: string | null
}): (() => string | null) => {
  // Kept as the tab persists it: the JSON of a string.
  let known = Option.match(Effect.runSync(options.store.get("cc")), {
    onNone: () => null,
    onSome: (stored) => /^"([A-Z]{2})"$/u.exec(stored)?.[1] ?? null,
  })
  if (known === null && options.pageCountry !== null) {
    known = options.pageCountry
    options.dispatch({ type: "geo.countryResolved", cc: known })
  } else if (known === null) {
    void Effect.runPromise(Effect.result(options.api.getVisitorCountry())).then((result) => {
      if (result._tag === "Failure") return
      known = result.success.cPais
      options.dispatch({ type: "geo.countryResolved", cc: known })
    })
  }
  return () => known
}
