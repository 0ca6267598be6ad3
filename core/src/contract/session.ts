import * as Schema from "effect/Schema"
import { EpochMillis } from "./common.js"

/** The signed-in customer as the session keeps it (SPEC §3 "Session"). */
export const User = Schema.Struct({
  cNombre: Schema.String,
  cEmail: Schema.String,
  lAlias: Schema.Boolean,
  /** When the customer logged in; the session is valid for 180 minutes from here. */
  dLogin: EpochMillis,
})
export type User = typeof User.Type

export const Session = Schema.Struct({
  token: Schema.NullOr(Schema.String),
  isLoggedIn: Schema.Boolean,
  user: Schema.NullOr(User),
})
export type Session = typeof Session.Type
