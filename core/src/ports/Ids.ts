import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

/** Where fresh identities come from, so machines and the event log stay deterministic in tests. */
export interface IdsShape {
  /** A positive whole number naming a browser tab (SPEC §3 aTabId, nTabIdPrincipal). */
  readonly tabId: () => Effect.Effect<number>
  /** An RFC 4122 version 4 UUID. */
  readonly uuid: () => Effect.Effect<string>
}

export class Ids extends Context.Service<Ids, IdsShape>()("@boleteria/core/Ids") {}
