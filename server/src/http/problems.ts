import { DEFAULT_ANSWER_LANGUAGE, isMessageKey, type AnswerLanguage, type MessageKey } from "@boleteria/core"
import { problemText } from "./problemText.js"

/**
 * An answer the server gives on purpose: `{ nCode: status, oData: message }` with the
 * same HTTP status, and `cClave` when the message is one of the shop's texts (a shop then says it
 * in its shopper's language). Anything else thrown is a bug and answers 500 without details.
 */
export class HttpProblem extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 429
  /** Sent with the answer, such as Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>
  /** The message key of the text, when it is one of locales/*.json. */
  readonly key: string | null
  constructor(
    status: HttpProblem["status"],
    message: string,
    headers: Readonly<Record<string, string>> = {},
    key: string | null = null,
  ) {
    super(message)
    this.name = "HttpProblem"
    this.status = status
    this.headers = headers
    this.key = key
  }
}

export const badRequest = (message: string) => new HttpProblem(400, message)

/** A 400 in the shop's words: the text of `key` (Spanish unless a language is given), with the key. */
export const keyedBadRequest = (key: MessageKey, language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE) =>
  new HttpProblem(400, problemText(key, {}, language), {}, key)

/**
 * A 400 about a field: `field: text` for developers, the text in the caller's language; when the
 * problem is a rule's message key (validation.…), the answer carries the key too.
 */
export const fieldProblem = (field: string, problem: string, language: AnswerLanguage) =>
  new HttpProblem(400, `${field}: ${problemText(problem, {}, language)}`, {}, isMessageKey(problem) ? problem : null)
export const unauthorized = (message = "Tu sesión no es válida o venció. Ingresá nuevamente.") =>
  new HttpProblem(401, message)
export const forbidden = (message: string) => new HttpProblem(403, message)
export const notFound = (message = "No encontramos lo que buscás.") => new HttpProblem(404, message)
export const conflict = (message: string) => new HttpProblem(409, message)
/** A 409 in the shop's words: the text of `key` in the caller's language, with the key. */
export const keyedConflict = (key: MessageKey, language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE) =>
  new HttpProblem(409, problemText(key, {}, language), {}, key)
export const gone = (message: string) => new HttpProblem(410, message)
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpProblem(429, message, retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) })
