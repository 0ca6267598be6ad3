import { NetworkError } from "@boleteria/core"
import type { ApiFailure, AuthToken } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import type * as Schema from "effect/Schema"
import { readAnswer, type UnauthorizedReading } from "./readAnswer.js"

export interface HttpApiOptions {
  /** Base of the v2/v3 API (tenant.apiBase); empty means the shop's own origin. */
  readonly baseUrl: string
  /** The fetch to call; the global one, looked up at each call, by default. */
  readonly fetch?: typeof fetch
  /** The signed-in shopper's session token, sent with the purchase-process calls; null when signed out. */
  readonly token: () => string | null
  /** This device's fingerprint, sent on every call as x-device-fingerprint. */
  readonly fingerprint: () => string
  /** Told the API path of every 401 except login's, so the shop can send the shopper to login with nextUrl. */
  readonly onUnauthorized?: (path: string) => void
  /** The queue service asked before a function's seats (SPEC §7); without one, nobody waits. */
  readonly queueUrl?: string | null
}

/** Which bearer token a call sends: none, the session's (options.token), or the one its caller gave. */
export type Bearer = "none" | "session" | { readonly token: AuthToken }

export interface HttpCall<A> {
  readonly method: "GET" | "POST"
  /** The path below the base, its parameters already URI-encoded; the whole URL of an external call. */
  readonly path: string
  /** A call to another service (the queue): not under the API base, and that site's cookies go along. */
  readonly external?: boolean
  readonly query?: { readonly [name: string]: string | number }
  readonly body?: unknown
  readonly bearer: Bearer
  /** The contract schema of oData. */
  readonly answer: Schema.Decoder<A>
  readonly unauthorized?: UnauthorizedReading
}

export type Send = <A>(call: HttpCall<A>) => Effect.Effect<A, ApiFailure>

const DEVICE_FINGERPRINT_HEADER = "x-device-fingerprint"

/** The URL with the query appended, joined to a query the URL may already carry. */
const withQuery = (url: string, query: HttpCall<unknown>["query"]): string => {
  if (query === undefined) return url
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))
  return `${url}${url.includes("?") ? "&" : "?"}${params.toString()}`
}

const causeMessage = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/**
 * Sends calls of the v2 API: JSON, the device fingerprint, a bearer token when there is one.
 * Request bodies are never logged or copied into failures: card numbers travel in Cobrar.
 */
export const makeSend = (options: HttpApiOptions): Send => {
  const base = options.baseUrl.replace(/\/+$/u, "")
  // Looked up per call, so a test (or a polyfill) that replaces the global fetch is honoured.
  const fetchNow: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const bearerToken = (bearer: Bearer): string | null =>
    bearer === "none" ? null : bearer === "session" ? options.token() : bearer.token

  // Another service gets no header of ours: neither our token nor this device's id is its business.
  const headersFor = (call: HttpCall<unknown>): Record<string, string> => {
    if (call.external === true) return {}
    const token = bearerToken(call.bearer)
    return {
      "content-type": "application/json",
      [DEVICE_FINGERPRINT_HEADER]: options.fingerprint(),
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    }
  }

  return (call) =>
    Effect.tryPromise({
      try: async (signal) => {
        const url = withQuery(call.external === true ? call.path : base + call.path, call.query)
        const response = await fetchNow(url, {
          method: call.method,
          headers: headersFor(call),
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
          ...(call.external === true ? { credentials: "include" as const } : {}),
          signal,
        })
        return { status: response.status, body: await response.text() }
      },
      catch: (cause) => new NetworkError({ message: causeMessage(cause) }),
    }).pipe(
      Effect.flatMap((raw) => {
        const outcome = readAnswer(raw, call.answer, call.unauthorized ?? "sessionEnded")
        if (Result.isFailure(outcome) && outcome.failure._tag === "Unauthorized") options.onUnauthorized?.(call.path)
        return Effect.fromResult(outcome)
      }),
    )
}
