import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { firstIssueOf, type FirstIssue } from "../contract/issues.js"
import { SystemEvent } from "../system/events.js"
import { RefusedEventError } from "./refusedEvent.js"

type Decode = (input: unknown, options: typeof EXACTLY) => Result.Result<SystemEvent, Schema.SchemaError>

const EXACTLY = { errors: "first", onExcessProperty: "error" } as const

// One decoder per event type, made once: the clock's tick and every click pass through one.
const DECODERS: ReadonlyMap<string, Decode> = new Map(
  Object.entries(SystemEvent.cases).map(([type, schema]): [string, Decode] => [
    type,
    Schema.decodeUnknownResult(schema),
  ]),
)

// Events with no field but their type (the clock's tick: most of a long log) need no schema to decode.
const BARE_TYPES: ReadonlySet<string> = new Set(
  Object.entries(SystemEvent.cases).flatMap(([type, schema]) =>
    Object.keys(schema.fields).length === 1 ? [type] : [],
  ),
)

const typeOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null ? (value as { readonly type?: unknown }).type : undefined

/**
 * An event's own fields (no envelope) decoded exactly as its type's schema declares them: a field
 * the type does not declare is an issue, as a missing or mistyped one is. What dispatch admits is
 * what a log file's line decodes with, so whatever ran live replays.
 */
export const decodeSystemEvent = (value: unknown): Result.Result<SystemEvent, FirstIssue> => {
  const type = typeOf(value)
  const decode = typeof type === "string" ? DECODERS.get(type) : undefined
  if (decode === undefined) return Result.fail({ field: "type", message: `unknown event type ${JSON.stringify(type)}` })
  if (BARE_TYPES.has(type as string) && Object.keys(value as object).length === 1) {
    return Result.succeed({ type } as SystemEvent)
  }
  return Result.mapError(decode(value, EXACTLY), firstIssueOf)
}

/**
 * The event itself when it decodes exactly; otherwise throws RefusedEventError, before anything
 * logs, folds, shares or queues it. Thrown, not returned: it is the front end's programming error,
 * as a wrong argument is, and once logged it would stop the log from replaying.
 */
export const admitEvent = <E>(event: E): E => {
  const decoded = decodeSystemEvent(event)
  if (Result.isFailure(decoded)) throw new RefusedEventError(String(typeOf(event)), decoded.failure)
  return event
}
