import * as Schema from "effect/Schema"
import { Id, MAX_STORED_INT } from "../common.js"

/** A quantity asked for: at least one, at most what the database stores. */
export const PositiveInt = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_STORED_INT }))

export const NonEmptyIds = Schema.Array(Id).check(Schema.isMinLength(1))
