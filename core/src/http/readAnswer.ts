import { DecodeError, Envelope, ErrorEnvelope, failureOfStatus, isErrorCode, isFileAnswer } from "../index.js"
import type { ApiFailure, DownloadedFile, Endpoint } from "../index.js"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

/** What came back over the wire: the HTTP status, two headers and the raw body. */
export interface RawAnswer {
  readonly status: number
  readonly contentType: string
  readonly contentDisposition: string
  readonly body: Uint8Array
}

const HTTP_CLIENT_ERROR = 400

const parseJson = (bytes: Uint8Array): Result.Result<unknown, undefined> => {
  try {
    return Result.succeed(JSON.parse(new TextDecoder().decode(bytes)) as unknown)
  } catch {
    return Result.fail(undefined)
  }
}

/** The server's message in an error answer (its text, its list of texts, or the bare status), and its key. */
const messageOf = (json: unknown, fallback: string): { readonly message: string; readonly key?: string } => {
  const envelope = Schema.decodeUnknownResult(ErrorEnvelope)(json)
  if (Result.isFailure(envelope)) return { message: fallback }
  const { oData, cClave } = envelope.success
  const key = cClave === undefined ? {} : { key: cClave }
  if (typeof oData === "string" && oData.trim() !== "") return { message: oData, ...key }
  if (Array.isArray(oData) && oData.length > 0) return { message: oData.join("\n"), ...key }
  return { message: fallback, ...key }
}

const CodeOnly = Schema.Struct({ nCode: Schema.Int })

/** The nCode an error answer carries, or the HTTP status when it carries none worth reading. */
const errorCodeOf = (json: unknown, status: number): number => {
  const envelope = Schema.decodeUnknownResult(CodeOnly)(json)
  return Result.isSuccess(envelope) && isErrorCode(envelope.success.nCode) ? envelope.success.nCode : status
}

/** `attachment; filename="entradas-pedido-7.pdf"` → the file name; a fallback when none is given. */
const fileNameOf = (contentDisposition: string, fallback: string): string =>
  /filename="?([^";]+)"?/iu.exec(contentDisposition)?.[1] ?? fallback

const readFile = (raw: RawAnswer, contentType: string): Result.Result<DownloadedFile, ApiFailure> =>
  raw.contentType.startsWith(contentType)
    ? Result.succeed({ bytes: raw.body, fileName: fileNameOf(raw.contentDisposition, "documento.pdf") })
    : Result.fail(
        new DecodeError({ field: "(root)", message: `Expected a PDF, got ${raw.contentType || "no content type"}` }),
      )

/**
 * Reads one answer of an endpoint into its oData (or its file) or a typed failure: an error
 * status or an nCode above 299 keeps the server's message (a 401 on a call with credentials is
 * Unauthorized: the session is over); a body off the contract is a DecodeError.
 */
export const readAnswer = (raw: RawAnswer, endpoint: Endpoint): Result.Result<unknown, ApiFailure> => {
  const file = isFileAnswer(endpoint.answer) ? endpoint.answer.file : null
  const parsed = file !== null && raw.status < HTTP_CLIENT_ERROR ? Result.fail(undefined) : parseJson(raw.body)
  const json = Result.isSuccess(parsed) ? parsed.success : undefined
  const nCode = errorCodeOf(json, raw.status)
  if (raw.status >= HTTP_CLIENT_ERROR || isErrorCode(nCode)) {
    const { message, key } = messageOf(json, `HTTP ${raw.status}`)
    return Result.fail(failureOfStatus(endpoint.access, nCode, message, key))
  }
  if (file !== null) return readFile(raw, file)
  if (Result.isFailure(parsed)) {
    return Result.fail(new DecodeError({ field: "(root)", message: "The answer is not JSON" }))
  }
  const decoded = Schema.decodeUnknownResult(Envelope(endpoint.answer as Schema.Decoder<unknown>))(json)
  return Result.isSuccess(decoded)
    ? Result.succeed(decoded.success.oData)
    : Result.fail(DecodeError.fromSchemaError(decoded.failure))
}
