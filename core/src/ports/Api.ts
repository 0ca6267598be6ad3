import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { AnswerOf, Endpoint, RequestOf } from "../contract/endpoints/endpoint.js"
import type { EndpointName, Endpoints } from "../contract/endpoints/index.js"
import type { Credentials } from "../contract/endpoints/wire.js"
import type { ApiFailure } from "./apiErrors.js"

type Call<A> = Effect.Effect<A, ApiFailure>

/** What a call may carry besides its request: credentials other than the client's own (a token just received). */
export interface CallOptions {
  readonly credentials?: Partial<Credentials>
}

/** One call of an endpoint: its request (`{ path, query, headers, body }` as it has them) to its decoded answer. */
export type EndpointCall<E> =
  object extends RequestOf<E>
    ? (request?: RequestOf<E> & CallOptions) => Call<AnswerOf<E>>
    : (request: RequestOf<E> & CallOptions) => Call<AnswerOf<E>>

/**
 * The v2 API the storefront calls (SPEC §7): one call per endpoint of core's endpoint table, each
 * named as the table names it and typed by its schemas, answers already decoded. Failures are
 * typed values (ApiFailure), never thrown.
 */
export type ApiShape = { readonly [K in EndpointName]: EndpointCall<Endpoints[K]> }

export class Api extends Context.Service<Api, ApiShape>()("@boleteria/core/Api") {}

/** Sends one call of an endpoint; the HTTP adapter does it over fetch, the memory Api in memory. */
export type SendCall = (
  endpoint: Endpoint,
  request: RequestOf<Endpoint> & CallOptions & Record<string, unknown>,
) => Call<unknown>
