import * as Schema from "effect/Schema"
import { QUEUE_TURN_HEADER } from "./endpoints/wire.js"
import { Text } from "./text.js"

/**
 * SPEC §7's queue check for a function (GET /v2/Cola), answered by our own waiting room
 * (docs/waiting-room.md): both null when the function has no room, or it is off; `colaTurno` when
 * the shopper already holds a turn for it; `redirect_url` (the shop's /cola/{idFuncion} page) when
 * the shopper must wait in line first.
 */
export const QueueTurn = Schema.Struct({
  redirect_url: Schema.NullOr(Schema.String),
  colaTurno: Schema.NullOr(Schema.String),
}).annotate({ identifier: "QueueTurn" })
export type QueueTurn = typeof QueueTurn.Type

// The header the take calls read the shopper's turn from: named in wire.ts with the other
// credential headers, which the shop's first download carries without this module's schemas.
export { QUEUE_TURN_HEADER }

/** The turn a take call may carry; the server judges it (403 when the room is on and it does not hold). */
export const QueueTurnHeader = Schema.Struct({
  [QUEUE_TURN_HEADER]: Schema.optionalKey(Text),
})
