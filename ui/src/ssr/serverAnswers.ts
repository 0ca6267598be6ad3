import type { ApiError, ApiFailure } from "@boleteria/core"
import type * as Result from "effect/Result"
import { pageAnswersOf, type SettledAnswer } from "../app/pageAnswers.js"

/** What the server rendered with, to write into the page. Network and decode failures stay behind: the browser asks again. */
export const settledAnswers = (shop: object): ReadonlyArray<SettledAnswer> => {
  const { success, refusal } = pageAnswersOf(shop)
  return [
    ...[...success].map(([key, value]) => ({ key, success: value })),
    ...[...refusal]
      .filter((entry): entry is [string, ApiError] => entry[1]._tag === "ApiError")
      .map(([key, { nCode, message, key: problem }]) => ({
        key,
        refusal: { nCode, message, ...(problem === undefined ? {} : { key: problem }) },
      })),
  ]
}

type Settled = Result.Result<unknown, ApiFailure>

const asking = new WeakMap<object, Map<string, Promise<Settled>>>()

/**
 * The answer for `key`, asked once per render (shop.answerOnServer): React suspends the page on
 * the promise (`use`) and renders it again with the answer; the page's head reads the same answers.
 */
export const answerOnServer = <A>(
  shop: object,
  key: string,
  ask: () => Promise<Result.Result<A, ApiFailure>>,
): Promise<Result.Result<A, ApiFailure>> => {
  const pending = asking.get(shop) ?? new Map<string, Promise<Settled>>()
  asking.set(shop, pending)
  const known = pending.get(key)
  if (known !== undefined) return known as Promise<Result.Result<A, ApiFailure>>
  const { success, refusal } = pageAnswersOf(shop)
  const settled = ask().then((result) => {
    if (result._tag === "Success") success.set(key, result.success)
    else refusal.set(key, result.failure)
    return result
  })
  pending.set(key, settled)
  return settled
}
