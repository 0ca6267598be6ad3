/**
 * An answer the server gives on purpose: `{ nCode: status, oData: message }` with the
 * same HTTP status. Anything else thrown is a bug and answers 500 without details.
 */
export class HttpProblem extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 429
  /** Sent with the answer, such as Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>
  constructor(status: HttpProblem["status"], message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message)
    this.name = "HttpProblem"
    this.status = status
    this.headers = headers
  }
}

export const badRequest = (message: string) => new HttpProblem(400, message)
export const unauthorized = (message = "Tu sesión no es válida o venció. Ingresá nuevamente.") =>
  new HttpProblem(401, message)
export const forbidden = (message: string) => new HttpProblem(403, message)
export const notFound = (message = "No encontramos lo que buscás.") => new HttpProblem(404, message)
export const conflict = (message: string) => new HttpProblem(409, message)
export const gone = (message: string) => new HttpProblem(410, message)
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpProblem(429, message, retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) })
