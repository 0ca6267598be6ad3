import type { ApiFailure } from "@boleteria/core"

/**
 * The answers a shop's page queries got (useApiQuery), kept per shop for this page load: going back
 * to a list shows it at once while it refreshes. A page the server rendered (ui/src/ssr) hands the
 * answers it rendered with to the browser, which hydrates with them: the same page, not a skeleton.
 */
export interface PageAnswers {
  readonly success: Map<string, unknown>
  /** Answers the server rendered the page with: fresh, so the hydrated page does not ask for them again on arrival. */
  readonly fresh: Set<string>
  /** Refusals the server rendered (a function that does not exist): shown at once, not asked again on arrival. */
  readonly refusal: Map<string, ApiFailure>
}

const answers = new WeakMap<object, PageAnswers>()

export const pageAnswersOf = (shop: object): PageAnswers => {
  const existing = answers.get(shop)
  if (existing !== undefined) return existing
  const created: PageAnswers = { success: new Map(), fresh: new Set(), refusal: new Map() }
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

/** What the server rendered with, its successes, as the browser hydrates with them (refusals: pageRefusals.ts). */
export const seedPageAnswers = (shop: object, settled: ReadonlyArray<SettledAnswer>): void => {
  const { success, fresh } = pageAnswersOf(shop)
  for (const answer of settled) {
    if (!("success" in answer)) continue
    success.set(answer.key, answer.success)
    fresh.add(answer.key)
  }
}

/** What names an answer: the language the API answered in (catalogue names) and the query's name. */
export const queryKey = (locale: string, name: string): string => `${locale}:${name}`
