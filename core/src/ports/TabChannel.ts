import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { LoggedEvent } from "../events/log.js"

/** What tabs share: a logged event `{ seq, at, tab, type, ...payload }`; the channel carries it as JSON. */
export type TabMessage = LoggedEvent

export type TabListener = (message: TabMessage) => void

/** Plain functions so XState callback actors can call them from their cleanup. */
export type Unsubscribe = () => void

/**
 * This tab's identity and best-effort delivery of events to the other tabs of the
 * shop. A tab never hears its own messages; publishing never fails, since a tab
 * that cannot reach the others still works on its own.
 */
export interface TabChannelShape {
  readonly tabId: number
  readonly publish: (message: TabMessage) => Effect.Effect<void>
  readonly subscribe: (listener: TabListener) => Effect.Effect<Unsubscribe>
}

export class TabChannel extends Context.Service<TabChannel, TabChannelShape>()("@boleteria/core/TabChannel") {}
