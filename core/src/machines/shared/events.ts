import * as Schema from "effect/Schema"
import type { Stamped } from "../../events/envelope.js"
import type { CancelOrigin } from "../../contract/timer.js"
import type { ProcessType } from "../../contract/common.js"

// Inputs more than one machine hears. Each input is an effect Schema, its type derived from it:
// system/events.ts gathers them into SystemEvent, what dispatch, the tab channel and the log accept.

/**
 * An input of the machines, shaped as XState's events are: its `type` and what it carries (effect's
 * TaggedStruct, keyed by `type` instead of `_tag`).
 */
export const inputEvent = <const Type extends string, const Fields extends Schema.Struct.Fields = Record<never, never>>(
  type: Type,
  fields: Fields = {} as Fields,
) => Schema.Struct({ type: Schema.Literal(type), ...fields })

/** The inputs a machine's list of event schemas decodes. */
export type InputOf<Events extends ReadonlyArray<Schema.Top>> = Events[number]["Type"]

/** Time flowing into the machines: the current instant is the envelope's `at`. */
export const ClockTicked = inputEvent("clock.ticked")
export type ClockTicked = typeof ClockTicked.Type

/** What an I/O actor reports when its call failed; `operation` names the actor. */
export const ApiFailurePayload = Schema.Struct({
  tag: Schema.Literals(["ApiError", "NetworkError", "Unauthorized", "DecodeError"]),
  nCode: Schema.Int,
  message: Schema.String,
  /** The message key the server sent with its text (ApiError's key): the shop says it in its language. */
  key: Schema.optionalKey(Schema.String),
})
export type ApiFailurePayload = typeof ApiFailurePayload.Type

export const ApiFailed = inputEvent("api.failed", { operation: Schema.String, error: ApiFailurePayload })
export type ApiFailed = typeof ApiFailed.Type

// Derived events: what a machine concludes. They are never logged (replaying the inputs derives
// them again), so they stay plain types.

/** A purchase process began holding seats, or went on holding more (same id). */
export type PurchaseStarted = Stamped<{
  type: "purchase.started"
  idProcesoDeCompra: number
  idFuncion: number
  ctProcess: ProcessType
}>

/** The purchase ends without paying; `message` is the locale key shown to the shopper. */
export type PurchaseCancelled = Stamped<{
  type: "purchase.cancelled"
  idProcesoDeCompra: number
  origin: CancelOrigin
  message: string
}>

/** The purchase was paid (or accepted pending confirmation): holds became tickets. */
export type PurchaseCompleted = Stamped<{ type: "purchase.completed"; idProcesoDeCompra: number }>

/** What every I/O actor receives besides its own input: the tab whose event asked for the call. */
export interface IoRequest {
  readonly requestedBy: number
}
