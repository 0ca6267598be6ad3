import { ApiError, DecodeError, Envelope, ErrorEnvelope, isErrorCode, Unauthorized } from "@boleteria/core"
import type { ApiFailure } from "@boleteria/core"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

/** What came back over the wire: the HTTP status and the raw body text. */
export interface RawAnswer {
  readonly status: number
  readonly body: string
}

/** How a 401 reads: for most calls the session is gone; for login it only means wrong credentials. */
export type UnauthorizedReading = "sessionEnded" | "wrongCredentials"

const HTTP_UNAUTHORIZED = 401
const HTTP_CLIENT_ERROR = 400

const parseJson = (text: string): Result.Result<unknown, undefined> => {
  try {
    return Result.succeed(JSON.parse(text) as unknown)
  } catch {
    return Result.fail(undefined)
  }
}

/** The server's message in an error answer: its text, its list of texts, or the bare status. */
const messageOf = (json: unknown, fallback: string): string => {
  const envelope = Schema.decodeUnknownResult(ErrorEnvelope)(json)
  if (Result.isFailure(envelope)) return fallback
  const { oData } = envelope.success
  if (typeof oData === "string" && oData.trim() !== "") return oData
  if (Array.isArray(oData) && oData.length > 0) return oData.join("\n")
  return fallback
}

const CodeOnly = Schema.Struct({ nCode: Schema.Int })

/** The nCode an error answer carries, or the HTTP status when it carries none worth reading. */
const errorCodeOf = (json: unknown, status: number): number => {
  const envelope = Schema.decodeUnknownResult(CodeOnly)(json)
  return Result.isSuccess(envelope) && isErrorCode(envelope.success.nCode) ? envelope.success.nCode : status
}

/**
 * Reads one answer of the v2 API into its oData or a typed failure: a 401 is Unauthorized
 * (or, for login, an ApiError with the server's message); an nCode above 299 or an HTTP
 * error is an ApiError keeping the server's message; a body off the contract is a DecodeError.
 */
export const readAnswer = <A>(
  raw: RawAnswer,
  answer: Schema.Decoder<A>,
  unauthorized: UnauthorizedReading,
): Result.Result<A, ApiFailure> => {
  const parsed = parseJson(raw.body)
  const json = Result.isSuccess(parsed) ? parsed.success : undefined
  const httpFallback = `HTTP ${raw.status}`

  if (raw.status === HTTP_UNAUTHORIZED) {
    const message = messageOf(json, httpFallback)
    return Result.fail(
      unauthorized === "sessionEnded"
        ? new Unauthorized({ message })
        : new ApiError({ nCode: errorCodeOf(json, raw.status), message }),
    )
  }
  const nCode = errorCodeOf(json, raw.status)
  if (raw.status >= HTTP_CLIENT_ERROR || isErrorCode(nCode)) {
    return Result.fail(new ApiError({ nCode, message: messageOf(json, httpFallback) }))
  }
  if (Result.isFailure(parsed)) {
    return Result.fail(new DecodeError({ field: "(root)", message: "The answer is not JSON" }))
  }
  const decoded = Schema.decodeUnknownResult(Envelope(answer))(json)
  return Result.isSuccess(decoded)
    ? Result.succeed(decoded.success.oData)
    : Result.fail(DecodeError.fromSchemaError(decoded.failure))
}
