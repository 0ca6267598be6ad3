import { ApiError, type ApiFailure } from "@boleteria/core"

/**
 * The answers a shop's page queries got (useApiQuery), kept per shop for this page load: going back
 * to a list shows it at once while it refreshes. A page the server rendered (ui/src/ssr) hands the
 * answers it rendered with to the browser, which hydrates with them: the same page, not a skeleton.
 */
export interface PageAnswers {
  readonly success: Map<string, unknown>
  /** Refusals the server rendered (a function that does not exist): shown at once, not asked again on arrival. */
  readonly refusal: Map<string, ApiFailure>
}

const answers = new WeakMap<object, PageAnswers>()

export const pageAnswersOf = (shop: object): PageAnswers => {
  const existing = answers.get(shop)
  if (existing !== undefined) return existing
  const created: PageAnswers = { success: new Map(), refusal: new Map() }
  answers.set(shop, created)
  return created
}

/** An answer as it travels from the server's render to the browser (JSON). */
export type SettledAnswer =
  | { readonly key: string; readonly success: unknown }
  | {
      readonly key: string
      readonly refusal: { readonly nCode: number; readonly message: string; readonly key?: string }
    }

/** The browser, before it hydrates: the answers the server's render carried. */
export const seedPageAnswers = (shop: object, settled: ReadonlyArray<SettledAnswer>): void => {
  const { success, refusal } = pageAnswersOf(shop)
  for (const answer of settled) {
    if ("success" in answer) success.set(answer.key, answer.success)
    else refusal.set(answer.key, new ApiError(answer.refusal))
  }
}

/** What names an answer: the language the API answered in (catalogue names) and the query's name. */
export const queryKey = (locale: string, name: string): string => `${locale}:${name}`
