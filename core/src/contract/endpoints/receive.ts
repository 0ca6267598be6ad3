import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { answerLanguageOf } from "../../rules/answerLanguage.js"
import { firstIssueOf } from "../issues.js"
import type { Caller, DecodedRequestOf, Endpoint } from "./endpoint.js"
import { AUTHORIZATION_HEADER, DEVICE_FINGERPRINT_HEADER, LANGUAGE_HEADER, PURCHASE_KEY_HEADER } from "./wire.js"

// The receiving side of a call (the server, the memory Api): kept apart from wire.ts so a client
// does not carry the decoders.

/** A call as the receiving side sees it: the parts of the URL by name, the headers, the parsed body. */
export interface ReceivedRequest {
  readonly params: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
  readonly header: (lowerCaseName: string) => string | undefined
  /** The parsed JSON body; undefined when none came. */
  readonly body: unknown
}

/** Why a request was refused before its handler ran: the field (or part) and what is wrong with it. */
export interface RequestProblem {
  readonly field: string
  readonly message: string
}

const bearerOf = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/iu.exec(authorization ?? "")?.[1] ?? null

export const callerOf = (header: ReceivedRequest["header"]): Caller => ({
  token: bearerOf(header(AUTHORIZATION_HEADER)),
  purchaseKey: header(PURCHASE_KEY_HEADER) ?? null,
  deviceFingerprint: header(DEVICE_FINGERPRINT_HEADER) ?? null,
  language: answerLanguageOf(header(LANGUAGE_HEADER)),
})

type Decode = (input: unknown) => Result.Result<unknown, Schema.SchemaError>

// Decoders are built once per schema: the take call decodes on the hot path of an on-sale day.
const decoders = new WeakMap<Schema.Top, Decode>()
const decoderOf = (schema: Schema.Top, fromText: boolean): Decode => {
  const cached = decoders.get(schema)
  if (cached !== undefined) return cached
  const codec = (fromText ? Schema.toCodecStringTree(schema) : schema) as Schema.Decoder<unknown>
  const decode: Decode = (input) => Schema.decodeUnknownResult(codec)(input, { errors: "first" })
  decoders.set(schema, decode)
  return decode
}

type Decoded = Result.Result<unknown, RequestProblem>

/** Path, query and headers arrive as text: their schemas read numbers and the like from it. */
const decodePart = (schema: Schema.Top | undefined, input: unknown, part: string, fromText: boolean): Decoded => {
  if (schema === undefined) return Result.succeed(undefined)
  const result = decoderOf(schema, fromText)(input)
  if (Result.isSuccess(result)) return Result.succeed(result.success)
  const { field, message } = firstIssueOf(result.failure)
  return Result.fail({ field: field === "(root)" ? part : field, message })
}

const declaredHeaders = (schema: Schema.Top | undefined, header: ReceivedRequest["header"]) => {
  const names =
    schema !== undefined && Schema.isSchema(schema) && "fields" in schema ? Object.keys(schema.fields as object) : []
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = header(name)
      return value === undefined ? [] : [[name, value]]
    }),
  )
}

/**
 * Decodes every part of a received call with the endpoint's schemas, path first, then query,
 * headers and body; the first problem found is the answer (a 400 naming its field).
 */
export const decodeRequest = <E extends Endpoint>(
  endpoint: E,
  received: ReceivedRequest,
): Result.Result<DecodedRequestOf<E>, RequestProblem> => {
  const parts = [
    ["path", decodePart(endpoint.params, received.params, "path", true)],
    ["query", decodePart(endpoint.query, received.query, "query", true)],
    ["headers", decodePart(endpoint.headers, declaredHeaders(endpoint.headers, received.header), "headers", true)],
    ["body", decodePart(endpoint.body, received.body, "body", false)],
  ] as const
  const decoded: Record<string, unknown> = { caller: callerOf(received.header) }
  for (const [name, part] of parts) {
    if (Result.isFailure(part)) return Result.fail(part.failure)
    if (part.success !== undefined) decoded[name] = part.success
  }
  return Result.succeed(decoded as DecodedRequestOf<E>)
}
