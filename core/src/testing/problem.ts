import * as Data from "effect/Data"
import type { ErrorStatus } from "../contract/endpoints/endpoint.js"
import type { AnswerLanguage } from "../contract/language.js"
import { keyedText, type RefusalKey, type TextParams } from "../rules/problems.js"

/**
 * An answer the memory backend gives on purpose, as the server would: an error status and the
 * message key of the refusal with its values, written in the caller's language only when the call
 * is answered (`problemMessage`).
 */
export class HttpProblem extends Data.TaggedError("HttpProblem")<{
  readonly status: ErrorStatus
  readonly key: RefusalKey
  readonly params?: TextParams
  /** The field it is about: the answer's text starts with it, for developers. */
  readonly field?: string
}> {}

const withParams = (params: TextParams | undefined) => (params === undefined ? {} : { params })

export const badRequest = (key: RefusalKey, params?: TextParams) =>
  new HttpProblem({ status: 400, key, ...withParams(params) })
/** A 400 about a field: `field: text`, the text of its key. */
export const fieldProblem = (field: string, key: RefusalKey, params?: TextParams) =>
  new HttpProblem({ status: 400, key, field, ...withParams(params) })
export const unauthorized = (key: RefusalKey = "problems.session.invalid") => new HttpProblem({ status: 401, key })
export const forbidden = (key: RefusalKey, field?: string) =>
  new HttpProblem({ status: 403, key, ...(field === undefined ? {} : { field }) })
export const notFound = (key: RefusalKey, params?: TextParams) =>
  new HttpProblem({ status: 404, key, ...withParams(params) })
export const conflict = (key: RefusalKey, params?: TextParams) =>
  new HttpProblem({ status: 409, key, ...withParams(params) })
export const gone = (key: RefusalKey) => new HttpProblem({ status: 410, key })

/** locales/<language>.json as read (core reads no files: whoever makes the backend hands them in). */
export type LocaleTexts = { readonly [name: string]: string | LocaleTexts }

/** The text at a dotted key, or undefined when `texts` has none there. */
const textAt = (texts: LocaleTexts | undefined, key: string): string | undefined => {
  let node: string | LocaleTexts | undefined = texts
  for (const name of key.split(".")) {
    node = typeof node === "object" && Object.hasOwn(node, name) ? node[name] : undefined
  }
  return typeof node === "string" ? node : undefined
}

/**
 * What the answer says, as the server's does: the key's text in `language` with its values, after
 * the field it is about. Without the locale's texts the key stands for its text.
 */
export const problemMessage = (
  problem: HttpProblem,
  texts: Partial<Record<AnswerLanguage, LocaleTexts>>,
  language: AnswerLanguage,
): string => {
  const text = keyedText((key) => textAt(texts[language], key), { key: problem.key, ...withParams(problem.params) })
  return problem.field === undefined ? text : `${problem.field}: ${text}`
}

/** The sentences a call answers with on success (locales' `answers.*`), as the server's. */
type AnswerKey = "answers.newsletterThanks" | "answers.contactReceived" | "answers.recoverySent"

/** Writes a sentence answer in the caller's language, as problemMessage writes a refusal. */
export type SayAnswer = (language: AnswerLanguage, key: AnswerKey, params?: TextParams) => string

/** SayAnswer from the locales' texts; without them the key stands for its text. */
export const answerSayer =
  (texts: Partial<Record<AnswerLanguage, LocaleTexts>>): SayAnswer =>
  (language, key, params) =>
    keyedText((name) => textAt(texts[language], name), { key, ...withParams(params) })
