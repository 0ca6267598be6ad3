import { NetworkError, toWire } from "../index.js"
import type { CallOptions, Credentials, Endpoint, SendCall } from "../index.js"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { readAnswer } from "./readAnswer.js"

export interface HttpApiOptions {
  /** Base of the v2/v3 API (tenant.apiBase); empty means the shop's own origin. */
  readonly baseUrl: string
  /** The fetch to call; the global one, looked up at each call, by default. */
  readonly fetch?: typeof fetch
  /** The signed-in shopper's session token, sent with customer and purchase calls; null when signed out. */
  readonly token: () => string | null
  /** The key this browser holds for a purchase (the first take's answer carries it); null for none. */
  readonly purchaseKey?: (idProcesoDeCompra: number) => string | null
  /** This device's fingerprint, sent on every call as x-device-fingerprint. */
  readonly fingerprint: () => string
  /**
   * The language the shop shows, sent on every call as Accept-Language (catalogue names, payment
   * reasons and an order's documents answer in it); without it the browser's own header goes.
   */
  readonly language?: () => string
  /** Told the API path of every 401 except login's, so the shop can send the shopper to login with nextUrl. */
  readonly onUnauthorized?: (path: string) => void
  /** The waiting room's turn (colaTurno), sent as x-cola-turno on the take calls that read it; null for none. */
  readonly queueTurn?: () => string | null
  /** The visitor's country (`cc`), sent as x-country-code on the calls that declare it (the show landing, a function); null for none. */
  readonly country?: () => string | null
}

/** The URL with the query appended, joined to a query the URL may already carry. */
export const withQuery = (url: string, query: Readonly<Record<string, string>>): string => {
  const params = new URLSearchParams(Object.entries(query))
  if ([...params].length === 0) return url
  return `${url}${url.includes("?") ? "&" : "?"}${params.toString()}`
}

const causeMessage = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** The purchase a call names by its path, if any. */
const purchaseIdOf = (request: { readonly path?: Readonly<Record<string, unknown>> }): number | null => {
  const id = request.path?.["idProcesoDeCompra"]
  return typeof id === "number" ? id : null
}

/**
 * Sends calls of the endpoint table over fetch: JSON, the device fingerprint and the shop's language,
 * the session's token and the purchase's key where the endpoint's access asks for them. Request bodies are never
 * logged or copied into failures: card numbers travel in Cobrar.
 */
export const makeSend = (options: HttpApiOptions): SendCall => {
  const base = options.baseUrl.replace(/\/+$/u, "")
  // Looked up per call, so a test (or a polyfill) that replaces the global fetch is honoured.
  const fetchNow: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const credentialsFor = (
    request: CallOptions & { readonly path?: Readonly<Record<string, unknown>> },
  ): Credentials => {
    const purchaseId = purchaseIdOf(request)
    return {
      token: options.token(),
      purchaseKey: purchaseId === null || purchaseId === 0 ? null : (options.purchaseKey?.(purchaseId) ?? null),
      deviceFingerprint: options.fingerprint(),
      language: options.language?.() ?? null,
      queueTurn: options.queueTurn?.() ?? null,
      countryCode: options.country?.() ?? null,
      ...request.credentials,
    }
  }

  return (endpoint: Endpoint, request) => {
    const wire = toWire(endpoint, request, credentialsFor(request))
    return Effect.tryPromise({
      try: async (signal) => {
        const response = await fetchNow(withQuery(base + wire.path, wire.query), {
          method: wire.method,
          headers: { ...(wire.body === undefined ? {} : { "content-type": "application/json" }), ...wire.headers },
          ...(wire.body === undefined ? {} : { body: wire.body }),
          signal,
        })
        return {
          status: response.status,
          contentType: response.headers.get("content-type") ?? "",
          contentDisposition: response.headers.get("content-disposition") ?? "",
          body: new Uint8Array(await response.arrayBuffer()),
        }
      },
      catch: (cause) => new NetworkError({ message: causeMessage(cause) }),
    }).pipe(
      Effect.flatMap((raw) => {
        const outcome = readAnswer(raw, endpoint)
        if (Result.isFailure(outcome) && outcome.failure._tag === "Unauthorized") options.onUnauthorized?.(wire.path)
        return Effect.fromResult(outcome)
      }),
    )
  }
}
