import type { Endpoint, HttpMethod } from "./endpoint.js"
import { newIdempotencyKey } from "./idempotencyKey.js"
import { COUNTRY_CODE_HEADER } from "./shared.js"

export const AUTHORIZATION_HEADER = "authorization"
/** The purchase's key travels in this header on every call after the first take. */
export const PURCHASE_KEY_HEADER = "x-clave-proceso"
/** SPEC §7: a device fingerprint header is sent on most calls. */
export const DEVICE_FINGERPRINT_HEADER = "x-device-fingerprint"
/** The shopper's language, sent on every call: catalogue names, reasons and documents answer in it. */
export const LANGUAGE_HEADER = "accept-language"
/** The header the take calls read the shopper's turn from, when the function's waiting room is on. */
export const QUEUE_TURN_HEADER = "x-cola-turno"
/**
 * A first take (the call that starts a purchase) carries a fresh random key here, as payment APIs
 * do: a browser sends a POST again when its kept-alive connection closes unanswered, and the resend,
 * carrying the same key, is answered the purchase the first one started instead of starting another.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key"

/** What a client sends with a call besides the request itself: who it is, and the language it reads. */
export interface Credentials {
  /** The signed-in customer's bearer token. */
  readonly token: string | null
  /** The key of the purchase the call names, as the first take answered it. */
  readonly purchaseKey: string | null
  readonly deviceFingerprint: string | null
  /** The shop's language ("en"); null sends none, and the API answers in Spanish. */
  readonly language: string | null
  /** The waiting room's turn (colaTurno), sent only on the calls that declare its header (the takes). */
  readonly queueTurn?: string | null
  /** The visitor's country (`cc`, SPEC §3), sent only on the calls that declare its header (SPEC §7: the show landing). */
  readonly countryCode?: string | null
}

export const NO_CREDENTIALS: Credentials = { token: null, purchaseKey: null, deviceFingerprint: null, language: null }

/** A call as it travels: what the HTTP adapter sends, and what the memory Api decodes as the server would. */
export interface WireRequest {
  readonly method: HttpMethod
  /** The path with every parameter put in, URI-encoded. */
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>
  /** The JSON text of the body; undefined when the call has none. */
  readonly body: string | undefined
}

/** A request as a caller gives it (RequestOf an endpoint): `{ path, query, headers, body }`. */
type GivenRequest = Readonly<Record<string, unknown>>
/** Path parameters, query and headers are scalars on the wire. */
type GivenPart = Readonly<Record<string, string | number | boolean | undefined>> | undefined

const textEntries = (values: GivenPart): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  )

/** The names of the headers the endpoint's schema reads (its `fields`), lower-case. */
const declaredHeaders = (endpoint: Endpoint): object =>
  (endpoint.headers as { fields?: object } | undefined)?.fields ?? {}

const credentialHeaders = (endpoint: Endpoint, credentials: Credentials): Record<string, string> => {
  const sendsToken = endpoint.access !== "public" && credentials.token !== null
  const sendsKey =
    (endpoint.access === "purchase" || endpoint.access === "customerPurchase") && credentials.purchaseKey !== null
  // Only the calls whose headers schema lists x-cola-turno (the takes) read the turn.
  const turn = credentials.queueTurn
  const declared = declaredHeaders(endpoint)
  const sendsTurn = turn && QUEUE_TURN_HEADER in declared
  const country = credentials.countryCode
  const sendsCountry = country && COUNTRY_CODE_HEADER in declared
  return {
    ...(credentials.deviceFingerprint === null ? {} : { [DEVICE_FINGERPRINT_HEADER]: credentials.deviceFingerprint }),
    ...(credentials.language === null ? {} : { [LANGUAGE_HEADER]: credentials.language }),
    ...(sendsToken ? { [AUTHORIZATION_HEADER]: `Bearer ${credentials.token}` } : {}),
    ...(sendsKey ? { [PURCHASE_KEY_HEADER]: credentials.purchaseKey } : {}),
    ...(sendsTurn ? { [QUEUE_TURN_HEADER]: turn } : {}),
    ...(sendsCountry ? { [COUNTRY_CODE_HEADER]: country } : {}),
  }
}

/** A fresh Idempotency-Key for a call of an endpoint that reads one, unless the caller gave its own. */
const idempotencyHeader = (endpoint: Endpoint, given: Readonly<Record<string, string>>): Record<string, string> =>
  IDEMPOTENCY_KEY_HEADER in declaredHeaders(endpoint) && given[IDEMPOTENCY_KEY_HEADER] === undefined
    ? { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() }
    : {}

/**
 * Builds a call of an endpoint: its path with the parameters in, its query, headers and JSON body.
 * A call of a first take gets its own Idempotency-Key here: one call, one key, and a resend of its
 * HTTP request (by the browser) carries the same bytes.
 */
export const toWire = (endpoint: Endpoint, request: GivenRequest, credentials: Credentials): WireRequest => {
  const params = (request["path"] ?? {}) as Readonly<Record<string, unknown>>
  const given = textEntries(request["headers"] as GivenPart)
  return {
    method: endpoint.method,
    path: endpoint.path.replace(/\{([^}]+)\}/gu, (_match, name: string) => encodeURIComponent(String(params[name]))),
    query: textEntries(request["query"] as GivenPart),
    headers: { ...given, ...idempotencyHeader(endpoint, given), ...credentialHeaders(endpoint, credentials) },
    body: endpoint.body === undefined || request["body"] === undefined ? undefined : JSON.stringify(request["body"]),
  }
}
