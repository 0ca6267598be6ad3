import * as Schema from "effect/Schema"

/**
 * The queue service's answer for a function (SPEC §7, an external call by idFuncion): null lets
 * the shopper in; a URL is the waiting room to send them to.
 */
export const QueueTurn = Schema.Struct({
  redirect_url: Schema.NullOr(Schema.String),
}).annotate({ identifier: "QueueTurn" })
export type QueueTurn = typeof QueueTurn.Type
