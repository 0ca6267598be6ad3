import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import {
  isFileAnswer,
  type Access,
  type DecodedRequestOf,
  type DownloadedFile,
  type Endpoint,
} from "../contract/endpoints/endpoint.js"
import { endpoints } from "../contract/endpoints/index.js"
import { callerOf, decodeRequest, type ReceivedRequest } from "../contract/endpoints/receive.js"
import { toWire, type Credentials } from "../contract/endpoints/wire.js"
import { Envelope, SUCCESS_CODE } from "../contract/envelope.js"
import type { AnswerLanguage } from "../contract/language.js"
import type { CallOptions, SendCall } from "../ports/Api.js"
import { ApiError, DecodeError, failureOfStatus, type ApiFailure } from "../ports/apiErrors.js"
import type { MemoryHandlers } from "./handlers/handler.js"
import { answerLanguageOf } from "../rules/answerLanguage.js"
import { isMessageKey } from "../rules/messageKeys.js"
import { fieldProblem, forbidden, problemMessage, unauthorized, type HttpProblem, type LocaleTexts } from "./problem.js"

const HTTP_INTERNAL_ERROR = 500

type AnyHandler = (request: DecodedRequestOf<Endpoint>) => Effect.Effect<unknown, HttpProblem>

const nameOf = new Map(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint as Endpoint, name as keyof MemoryHandlers]),
)

const needsToken = (access: Access): boolean => access === "customer" || access === "customerPurchase"
const needsKey = (access: Access): boolean => access === "purchase" || access === "customerPurchase"

/** A purchase call without a process in its path, or with id 0, starts one: there is no key yet. */
const startsPurchase = (request: DecodedRequestOf<Endpoint>): boolean =>
  ((request as { readonly path?: { readonly idProcesoDeCompra?: number } }).path?.idProcesoDeCompra ?? 0) === 0

/** The parameters of a filled path, by the names of the endpoint's template (`/v2/Funcion/{idFuncion}`). */
const pathParams = (template: string, path: string): Record<string, string> => {
  const given = path.split("/")
  return Object.fromEntries(
    template.split("/").flatMap((segment, index) => {
      const name = /^\{(.+)\}$/u.exec(segment)?.[1]
      return name === undefined ? [] : [[name, decodeURIComponent(given[index] ?? "")]]
    }),
  )
}

/**
 * The request as the server receives it (path, query and headers as text, the body parsed from its
 * JSON), decoded as the server decodes it, after what the endpoint's access asks the caller to
 * bring: a token (401, before the body is read) and, on a purchase already started, its key (403).
 */
const receive = (
  endpoint: Endpoint,
  request: Readonly<Record<string, unknown>>,
  credentials: Credentials,
): Result.Result<DecodedRequestOf<Endpoint>, HttpProblem> => {
  const wire = toWire(endpoint, request, credentials)
  const header: ReceivedRequest["header"] = (name) => wire.headers[name]
  if (needsToken(endpoint.access) && callerOf(header).token === null) return Result.fail(unauthorized())
  if (endpoint.body !== undefined && wire.body === undefined)
    return Result.fail(fieldProblem("body", "problems.request.notJson"))
  const decoded = decodeRequest(endpoint, {
    params: pathParams(endpoint.path, wire.path),
    query: wire.query,
    header,
    body: wire.body === undefined ? undefined : (JSON.parse(wire.body) as unknown),
  })
  if (Result.isFailure(decoded)) {
    const { field, message } = decoded.failure
    // A rule's message key says what is wrong in the shopper's words; a schema's own words would not.
    return Result.fail(fieldProblem(field, isMessageKey(message) ? message : "problems.request.invalidValue"))
  }
  const { success } = decoded
  if (needsKey(endpoint.access) && !startsPurchase(success) && success.caller.purchaseKey === null) {
    return Result.fail(forbidden("problems.purchase.keyMissing", "X-Clave-Proceso"))
  }
  return Result.succeed(success)
}

/** The answer read back as the HTTP adapter reads it: through JSON and the endpoint's answer schema. */
const answerOverTheWire = (endpoint: Endpoint, answer: unknown): Result.Result<unknown, ApiFailure> => {
  if (isFileAnswer(endpoint.answer)) {
    const file = answer as DownloadedFile
    return Result.succeed({ bytes: Uint8Array.from(file.bytes), fileName: file.fileName })
  }
  const json: unknown = JSON.parse(JSON.stringify({ nCode: SUCCESS_CODE, oData: answer }))
  const decoded = Schema.decodeUnknownResult(Envelope(endpoint.answer as Schema.Decoder<unknown>))(json)
  return Result.isSuccess(decoded)
    ? Result.succeed(decoded.success.oData)
    : Result.fail(DecodeError.fromSchemaError(decoded.failure))
}

/**
 * Sends calls to the memory backend's handlers the way the HTTP adapter sends them to the server:
 * the request goes through the wire format and core's decoding (a bad field is the server's 400),
 * the answer through JSON and its schema (a drift in shape is a DecodeError), and a problem is
 * the failure its status reads as, its text written in the call's language from `texts`. A defect
 * (a bug of the backend) is the server's 500. The handlers answer in the language the call asks
 * for (Accept-Language), as the server's do.
 */
export const sendToHandlers =
  (
    handlersIn: (language: AnswerLanguage) => MemoryHandlers,
    credentialsFor: (request: CallOptions & { readonly path?: unknown }) => Credentials,
    texts: Partial<Record<AnswerLanguage, LocaleTexts>>,
  ): SendCall =>
  (endpoint, request) =>
    Effect.suspend(() => {
      const name = nameOf.get(endpoint)
      if (name === undefined)
        return Effect.die(new Error(`${endpoint.method} ${endpoint.path} is not in the endpoint table`))
      const handlerIn = (language: AnswerLanguage) => handlersIn(language)[name] as unknown as AnyHandler
      const credentials = credentialsFor(request)
      const language = answerLanguageOf(credentials.language ?? undefined)
      return Effect.fromResult(receive(endpoint, request, credentials)).pipe(
        Effect.flatMap((received) => handlerIn(received.caller.language)(received)),
        Effect.mapError((problem) =>
          failureOfStatus(endpoint.access, problem.status, problemMessage(problem, texts, language), problem.key),
        ),
        Effect.flatMap((answer) => Effect.fromResult(answerOverTheWire(endpoint, answer))),
        Effect.catchDefect((defect) =>
          Effect.fail(
            new ApiError({
              nCode: HTTP_INTERNAL_ERROR,
              message: defect instanceof Error ? defect.message : String(defect),
            }),
          ),
        ),
      )
    })
