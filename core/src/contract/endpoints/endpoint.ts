import type * as Schema from "effect/Schema"
import type { AnswerLanguage } from "../language.js"
import type { RefusalClass } from "../refusals.js"

export type HttpMethod = "GET" | "POST" | "DELETE"

/**
 * Who may make a call:
 * - `public`: anyone. No token goes with it, so a 401 can only mean wrong credentials (login).
 * - `customer`: a signed-in customer, by bearer token; 401 without a valid one.
 * - `purchase`: whoever holds the purchase's key (X-Clave-Proceso) and, once a customer owns the
 *   purchase, only with that customer's token. A call without a purchase id in its path, or with
 *   id 0, starts a purchase: no key is needed then, and the answer carries the new one.
 * - `customerPurchase`: a purchase call that also needs a signed-in customer (paying).
 * - `visitor`: anyone, known by the signed-in customer's token when one comes (it is sent when the
 *   shopper has one, never required), else by the device fingerprint: the waiting room's calls.
 */
export type Access = "public" | "customer" | "purchase" | "customerPurchase" | "visitor"

/** The statuses a call answers on purpose besides 200; anything else (a 500) is a bug. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429

/**
 * The refusals a call may answer instead of its answer (core/src/contract/refusals.ts), each
 * declaring its status and meaning; those its access and request imply are added by the OpenAPI.
 */
export type ErrorAnswers = ReadonlyArray<RefusalClass>

/** An answer that is a file (an order's e-ticket, a bill), not the `{ nCode, oData }` envelope. */
export interface FileAnswer {
  readonly file: "application/pdf"
}

export const PDF: FileAnswer = { file: "application/pdf" }

/** A file as a call answers it: its bytes and the name the server gives it. */
export interface DownloadedFile {
  readonly bytes: Uint8Array
  readonly fileName: string
}

/**
 * One call of the v2/v3 contract, described once: the server registers its route from it, the
 * HTTP adapter builds the request from it, the memory Api implements it, and the OpenAPI
 * document and the fuzz test are generated from it.
 */
export interface Endpoint {
  readonly method: HttpMethod
  /** The OpenAPI path template, parameters in braces: `/v2/Funcion/{idFuncion}`. */
  readonly path: string
  readonly summary: string
  readonly access: Access
  /** A Struct with one field per `{parameter}` of the path, decoded from its text. */
  readonly params?: Schema.Top
  /** A Struct of the query string, decoded from its text. */
  readonly query?: Schema.Top
  /** A Struct of the headers the call reads, by lower-case name (credentials are not listed: see access). */
  readonly headers?: Schema.Top
  /** The JSON body. */
  readonly body?: Schema.Top
  /** The largest body it reads, when more than the edge's 64 KiB every other call keeps (server/src/app.ts). */
  readonly maxBodyBytes?: number
  /** oData of the success envelope, or a file. */
  readonly answer: Schema.Top | FileAnswer
  readonly errors: ErrorAnswers
}

/** Declares an endpoint, keeping every literal and schema type of it. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec

export const isFileAnswer = (answer: Endpoint["answer"]): answer is FileAnswer => "file" in answer

type Part = "params" | "query" | "headers" | "body"

/** A part of the request as a caller gives it: required unless every field of it is optional. */
type GivenPart<E, K extends Part, As extends string> = E extends { readonly [k in K]: infer S extends Schema.Top }
  ? object extends S["Type"]
    ? { readonly [a in As]?: S["Type"] }
    : { readonly [a in As]: S["Type"] }
  : object

/** A part of the request as a handler receives it, decoded. */
type DecodedPart<E, K extends Part, As extends string> = E extends { readonly [k in K]: infer S extends Schema.Top }
  ? { readonly [a in As]: S["Type"] }
  : object

/**
 * What a caller passes to an endpoint: `{ path, query, headers, body }`, each only where the endpoint
 * has it. Over a union of endpoints, one request per endpoint: its parts are never crossed with
 * another endpoint's (a union the compiler could not spell out once the table grew).
 */
export type RequestOf<E> = E extends unknown
  ? GivenPart<E, "params", "path"> &
      GivenPart<E, "query", "query"> &
      GivenPart<E, "headers", "headers"> &
      GivenPart<E, "body", "body">
  : never

/** Who called, as the request's headers say; the handler decides what that allows. */
export interface Caller {
  /** The bearer token, if one was sent. */
  readonly token: string | null
  /** The purchase key (X-Clave-Proceso), if one was sent. */
  readonly purchaseKey: string | null
  /** This device's fingerprint (X-Device-Fingerprint), if one was sent. */
  readonly deviceFingerprint: string | null
  /** The language to answer in, read from Accept-Language (Spanish without one). */
  readonly language: AnswerLanguage
}

/** What a handler of an endpoint receives: every part decoded by the endpoint's schemas, and the caller. */
export type DecodedRequestOf<E> = DecodedPart<E, "params", "path"> &
  DecodedPart<E, "query", "query"> &
  DecodedPart<E, "headers", "headers"> &
  DecodedPart<E, "body", "body"> & { readonly caller: Caller }

/** What an endpoint answers on success: oData's type, or a file. */
export type AnswerOf<E> = E extends { readonly answer: infer A }
  ? A extends FileAnswer
    ? DownloadedFile
    : A extends Schema.Top
      ? A["Type"]
      : never
  : never
