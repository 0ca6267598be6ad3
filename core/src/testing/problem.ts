import * as Data from "effect/Data"
import type { ErrorStatus } from "../contract/endpoints/endpoint.js"

/** An answer the memory backend gives on purpose, as the server would: an error status and its message. */
export class HttpProblem extends Data.TaggedError("HttpProblem")<{
  readonly status: ErrorStatus
  readonly message: string
}> {}

export const badRequest = (message: string) => new HttpProblem({ status: 400, message })
export const unauthorized = (message = "Tu sesión no es válida o venció. Ingresá nuevamente.") =>
  new HttpProblem({ status: 401, message })
export const forbidden = (message: string) => new HttpProblem({ status: 403, message })
export const notFound = (message: string) => new HttpProblem({ status: 404, message })
export const conflict = (message: string) => new HttpProblem({ status: 409, message })
export const gone = (message: string) => new HttpProblem({ status: 410, message })
