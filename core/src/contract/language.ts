import * as Schema from "effect/Schema"

/**
 * The languages the v2 API answers in: catalogue names (show types, promotions, delivery types,
 * payment methods, extras), payment reasons, problem texts and an order's documents. The shop sends
 * its language as Accept-Language on every call; a call without one is answered in Spanish.
 */
export const AnswerLanguage = Schema.Literals(["es", "en"])
export type AnswerLanguage = typeof AnswerLanguage.Type

/** The tenant's language, and the answer to a call that asks for none the API speaks. */
export const DEFAULT_ANSWER_LANGUAGE: AnswerLanguage = "es"
