import * as Schema from "effect/Schema"
import { IDEMPOTENCY_KEY_HEADER } from "./endpoints/wire.js"
import { QueueTurnHeader } from "./queue.js"

/**
 * An Idempotency-Key as a first take carries it: base64url, from 22 characters (the 16 random bytes
 * the shop sends) to 64. The server derives the new purchase's key from it, so it is as secret as that.
 */
export const IdempotencyKey = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{22,64}$/u, { expected: "22 to 64 base64url characters" }),
).annotate({
  description:
    "A fresh random key per call (16 bytes in base64url); a resend of the call with the same key is answered the purchase the first one started",
})

/**
 * The headers of a take that may start a purchase (Tomar, TomarGrupo with id 0, POST /v3/procesodecompra):
 * the shopper's turn, and the take's Idempotency-Key. A resend with the key of a take that started a
 * purchase is answered that purchase; without one, every take with id 0 starts a new purchase.
 */
export const FirstTakeHeaders = Schema.Struct({
  ...QueueTurnHeader.fields,
  [IDEMPOTENCY_KEY_HEADER]: Schema.optionalKey(IdempotencyKey),
})
