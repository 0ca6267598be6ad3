import * as Data from "effect/Data"
import type { ErrorStatus } from "../contract/endpoints/endpoint.js"

/**
 * An answer the memory backend gives on purpose, as the server would: an error status and its
 * message, and the message key when the message is one of the shop's texts.
 */
export class HttpProblem extends Data.TaggedError("HttpProblem")<{
  readonly status: ErrorStatus
  readonly message: string
  readonly key?: string
}> {}

export const badRequest = (message: string) => new HttpProblem({ status: 400, message })

/** A 400 in the shop's words: its Spanish text, with the message key a shop says it by. */
export const keyedProblem = (message: string, key: string) => new HttpProblem({ status: 400, message, key })

/** A 400 about a field whose problem a rule named by its message key: `field: key`, with the key. */
export const fieldProblem = (field: string, key: string) =>
  new HttpProblem({ status: 400, message: `${field}: ${key}`, key })
export const unauthorized = (message = "Tu sesión no es válida o venció. Ingresá nuevamente.") =>
  new HttpProblem({ status: 401, message })
export const forbidden = (message: string) => new HttpProblem({ status: 403, message })
export const notFound = (message: string) => new HttpProblem({ status: 404, message })
export const conflict = (message: string) => new HttpProblem({ status: 409, message })
export const gone = (message: string) => new HttpProblem({ status: 410, message })
