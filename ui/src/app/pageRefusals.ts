import { ApiError } from "@boleteria/core"
import { pageAnswersOf, type SettledAnswer } from "./pageAnswers.js"

/**
 * The refusals the server rendered a page with (a function that does not exist), as the API's own
 * ApiError: a module of its own, loaded only by such a page, since ApiError brings Effect with it.
 */
export const seedPageRefusals = (shop: object, settled: ReadonlyArray<SettledAnswer>): void => {
  const { refusal } = pageAnswersOf(shop)
  for (const answer of settled) if ("refusal" in answer) refusal.set(answer.key, new ApiError(answer.refusal))
}
