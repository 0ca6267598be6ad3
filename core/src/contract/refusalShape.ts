import * as Schema from "effect/Schema"
import type { RefusalKey, TextParams } from "../rules/problems.js"
import type { ErrorStatus } from "./endpoints/endpoint.js"

// The pieces every refusal of contract/refusals.ts is declared with, in a module of their own so
// that the catalogue's few refusals load with the shop's first download without all the others.

export const Params = Schema.declare(
  (input: unknown): input is TextParams => typeof input === "object" && input !== null,
)

/** A refusal said by a rule's own message key (a form's validation): any key. */
export const AnyKey = Schema.declare((input: unknown): input is RefusalKey => typeof input === "string")

type Keys = readonly [RefusalKey, ...Array<RefusalKey>]

/** What every refusal carries: its text's key, the values of its placeholders, the field it is about. */
export const keyed = <const K extends Keys>(keys: K) => ({
  key: Schema.Literals(keys),
  params: Schema.optionalKey(Params),
  field: Schema.optionalKey(Schema.String),
})

/** A 429's: how long to wait, when it is known (Retry-After). */
export const waiting = <const K extends Keys>(keys: K) => ({
  ...keyed(keys),
  retryAfterSeconds: Schema.optionalKey(Schema.Number),
})

export const answers = (httpApiStatus: ErrorStatus, description: string) => ({ httpApiStatus, description })
