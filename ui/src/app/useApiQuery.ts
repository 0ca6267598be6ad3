import type { ApiFailure, ApiShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useCallback, useEffect, useEffectEvent, useState } from "react"
import { useShop } from "./ShopContext.js"
import { useChosenLocale } from "./useChosenLocale.js"

export type Query<A> =
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: A }
  | { readonly status: "failure"; readonly error: ApiFailure }

/** Answers kept per shop for this page load, so going back to a list shows it at once while it refreshes. */
const caches = new WeakMap<object, Map<string, unknown>>()
const cacheOf = (shop: object): Map<string, unknown> => {
  const existing = caches.get(shop)
  if (existing !== undefined) return existing
  const created = new Map<string, unknown>()
  caches.set(shop, created)
  return created
}

/**
 * Reads from the API for a screen. `name` names the answer (change it when an
 * argument changes); failures are typed values, never thrown into React.
 */
export const useApiQuery = <A>(
  name: string,
  call: (api: ApiShape) => Effect.Effect<A, ApiFailure>,
): Query<A> & { readonly reload: () => void } => {
  const shop = useShop()
  const { api } = shop
  const cache = cacheOf(shop)
  // The API answers in the language the shop asks in (catalogue names): another language, another answer.
  const key = `${useChosenLocale(shop) ?? shop.tenant.locales.default}:${name}`
  const cached = cache.get(key) as A | undefined
  const [query, setQuery] = useState<Query<A>>(
    cached === undefined ? { status: "loading" } : { status: "success", data: cached },
  )
  const [round, setRound] = useState(0)
  // `call` is a new function each render; `key` names what it asks for.
  const ask = useEffectEvent(call)
  useEffect(() => {
    let live = true
    const known = cache.get(key) as A | undefined
    setQuery(known === undefined ? { status: "loading" } : { status: "success", data: known })
    void Effect.runPromise(Effect.result(ask(api))).then((result) => {
      if (!live) return
      if (result._tag === "Success") {
        cache.set(key, result.success)
        setQuery({ status: "success", data: result.success })
      } else {
        setQuery({ status: "failure", error: result.failure })
      }
    })
    return () => {
      live = false
    }
  }, [api, cache, key, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { ...query, reload }
}
