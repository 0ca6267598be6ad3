import { callerOf, type AnswerLanguage, type RefusalKey, type TextParams } from "@boleteria/core"
import type { Context } from "hono"
import { problem } from "./envelope.js"
import { problemText } from "../i18n/problemText.js"

type ProblemStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 429 | 500

export interface ProblemDetails {
  /** The values of the text's `{{placeholders}}`: ids, counts, a seat's name (itself a keyed text). */
  readonly params?: TextParams
  /** The field the problem is about: the answer's text starts with it, for developers (a shop never shows it). */
  readonly field?: string
  /** Sent with the answer, such as Retry-After on a 429. */
  readonly headers?: Readonly<Record<string, string>>
}

/**
 * An answer the server gives on purpose: an error status and the message key of the refusal
 * (locales/*.json) with its values. The domain returns core's refusals (contract/refusals.ts), which
 * endpointRoutes.ts turns into one of these; the HTTP layer makes its own (a body that is not JSON,
 * a missing token, an unknown route). The text is written when the answer is (`answerProblem`), in
 * the caller's language: `{ nCode: status, oData: text, cClave: key }`. Anything else thrown is a
 * bug and answers 500 without details.
 */
export class HttpProblem extends Error {
  readonly status: ProblemStatus
  readonly key: string
  readonly params: TextParams
  readonly field: string | null
  readonly headers: Readonly<Record<string, string>>
  constructor(status: ProblemStatus, key: RefusalKey, details: ProblemDetails = {}) {
    super(key)
    this.name = "HttpProblem"
    this.status = status
    this.key = key
    this.params = details.params ?? {}
    this.field = details.field ?? null
    this.headers = details.headers ?? {}
  }
}

const withParams = (params: TextParams | undefined): ProblemDetails => (params === undefined ? {} : { params })

/** A 400 about a field: `field: text` (the field for developers, the text in the caller's language). */
export const fieldProblem = (field: string, key: RefusalKey, params?: TextParams) =>
  new HttpProblem(400, key, { ...withParams(params), field })
export const unauthorized = (key: RefusalKey = "problems.session.invalid") => new HttpProblem(401, key)
export const notFound = (key: RefusalKey, params?: TextParams) => new HttpProblem(404, key, withParams(params))

/** What the answer says in `language`: the key's text with its values, after the field it is about. */
export const problemMessage = (refusal: HttpProblem, language: AnswerLanguage): string => {
  const text = problemText(refusal.key, refusal.params, language)
  return refusal.field === null ? text : `${refusal.field}: ${text}`
}

/** What every refusal's answer says besides its own headers: like any answer, no cache may keep it for another language. */
const REFUSAL_HEADERS = { Vary: "Accept-Encoding, Accept-Language", "Cache-Control": "no-store" }

/** The refusal as the answer: written in the caller's language (Accept-Language), with its key. */
export const answerProblem = (c: Context, refusal: HttpProblem) =>
  problem(
    c,
    refusal.status,
    problemMessage(refusal, callerOf((name) => c.req.header(name)).language),
    { ...REFUSAL_HEADERS, ...refusal.headers },
    refusal.key,
  )
