import * as Schema from "effect/Schema"
import { LoginResult } from "../../contract/customer.js"
import { User } from "../../contract/session.js"

/**
 * The login (or sign-up) call answered: the token and the customer's name, e-mail and alias flag.
 * The session adds the login instant (`dLogin`): the event's `at`.
 */
export const SessionLoggedIn = Schema.Struct({ type: Schema.Literal("session.loggedIn"), ...LoginResult.fields })
export type SessionLoggedIn = typeof SessionLoggedIn.Type

/** The session as storage kept it (a reload or a new tab). */
export const SessionRestored = Schema.Struct({
  type: Schema.Literal("session.restored"),
  token: Schema.NullOr(Schema.String),
  user: Schema.NullOr(User),
})
export type SessionRestored = typeof SessionRestored.Type

/** The customer changed their data (name, alias): the session shows it, its login instant stays. */
export const SessionUserUpdated = Schema.Struct({
  type: Schema.Literal("session.userUpdated"),
  user: LoginResult.fields.user,
})
export type SessionUserUpdated = typeof SessionUserUpdated.Type

export const SessionLogoutRequested = Schema.Struct({ type: Schema.Literal("session.logoutRequested") })
export type SessionLogoutRequested = typeof SessionLogoutRequested.Type

/** Any authenticated call answered 401: the token is no good any more. */
export const ApiUnauthorized = Schema.Struct({ type: Schema.Literal("api.unauthorized") })
export type ApiUnauthorized = typeof ApiUnauthorized.Type

export const SessionMessageDismissed = Schema.Struct({ type: Schema.Literal("session.messageDismissed") })
export type SessionMessageDismissed = typeof SessionMessageDismissed.Type

/** Every input the session's own commands and calls send. */
export const SESSION_EVENTS = [
  SessionLoggedIn,
  SessionRestored,
  SessionUserUpdated,
  SessionLogoutRequested,
  ApiUnauthorized,
  SessionMessageDismissed,
] as const
