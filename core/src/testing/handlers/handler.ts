import type * as Effect from "effect/Effect"
import type { AnswerOf, DecodedRequestOf } from "../../contract/endpoints/endpoint.js"
import type { EndpointName, Endpoints } from "../../contract/endpoints/index.js"
import type { HttpProblem } from "../problem.js"

/** What the memory backend does for one endpoint: the decoded request in, the answer (or an HTTP problem) out. */
export type Handler<E> = (request: DecodedRequestOf<E>) => Effect.Effect<AnswerOf<E>, HttpProblem>

/** A handler for each endpoint of a group of the table (catalogueEndpoints…), and no other. */
export type HandlersOf<Group> = { readonly [Name in keyof Group]: Handler<Group[Name]> }

/** A handler for every endpoint of the table. */
export type MemoryHandlers = HandlersOf<Endpoints>

/** Names that are not endpoints of the table: a map carrying one does not compile. */
export type NoExtraHandlers<H> = { readonly [Name in Exclude<keyof H, EndpointName>]: never }
