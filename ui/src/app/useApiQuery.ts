import type { ApiFailure, ApiShape } from "@boleteria/core"
import type * as Effect from "effect/Effect"
import { use, useCallback, useEffect, useEffectEvent, useState } from "react"
import { pageAnswersOf, queryKey } from "./pageAnswers.js"
import { useServicesFailure, useShop } from "./ShopContext.js"
import { useShopLanguage } from "./useShopLanguage.js"

export type Query<A> =
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: A }
  | { readonly status: "failure"; readonly error: ApiFailure }

/**
 * Reads from the API for a screen. `name` names the answer (change it when an
 * argument changes); the API's failures are typed values, never thrown into React (only services
 * that did not load are, to the page's boundary).
 */
export const useApiQuery = <A>(
  name: string,
  call: (api: ApiShape) => Effect.Effect<A, ApiFailure>,
): Query<A> & { readonly reload: () => void } => {
  const shop = useShop()
  const answers = pageAnswersOf(shop)
  const cache = answers.success
  // The API answers in the language the shop asks in (catalogue names): another language, another answer.
  const key = queryKey(useShopLanguage(shop), name)
  // Rendered on the server, the page waits for its answers (React suspends here and streams the rest).
  // Every render asks, answered or not (the same promise per key): React matches a component's `use`
  // calls by their order, and one skipped would hand the next query the answer of the one before.
  if (shop.answerOnServer !== undefined) use(shop.answerOnServer(key, call))
  const cached = cache.get(key) as A | undefined
  const refused = answers.refusal.get(key)
  const [query, setQuery] = useState<Query<A>>(
    cached !== undefined
      ? { status: "success", data: cached }
      : refused !== undefined
        ? { status: "failure", error: refused }
        : { status: "loading" },
  )
  const [round, setRound] = useState(0)
  const unloaded = useServicesFailure()
  // `call` is a new function each render; `key` names what it asks for.
  const ask = useEffectEvent(call)
  useEffect(() => {
    // What the server rendered with (a list, or a function that does not exist) was just asked: it is
    // shown, not asked again on arrival; a later visit to the page asks as usual.
    if (round === 0 && (answers.fresh.delete(key) || answers.refusal.delete(key))) return
    let live = true
    const known = cache.get(key) as A | undefined
    setQuery(known === undefined ? { status: "loading" } : { status: "success", data: known })
    // The services load with the first query that asks (a page the server rendered hydrates without them).
    void shop
      .services()
      .then((services) => services.ask(ask))
      .then(
        (result) => {
          if (!live) return
          if (result._tag === "Success") {
            cache.set(key, result.success)
            setQuery({ status: "success", data: result.success })
          } else {
            setQuery({ status: "failure", error: result.failure })
          }
        },
        (error: unknown) => live && unloaded(error),
      )
    return () => {
      live = false
    }
  }, [shop, answers, cache, key, round, unloaded])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { ...query, reload }
}

/** A page's read from the API: what names its answer, and the call (catalogueQueries.ts). */
export interface PageQuery<A> {
  readonly name: string
  readonly call: (api: ApiShape) => Effect.Effect<A, ApiFailure>
}

export const usePageQuery = <A>(query: PageQuery<A>) => useApiQuery(query.name, query.call)
