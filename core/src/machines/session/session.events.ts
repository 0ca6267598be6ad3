import * as Schema from "effect/Schema"
import { inputEvent } from "../shared/events.js"
import { LoginResult } from "../../contract/customer.js"
import { User } from "../../contract/session.js"

/**
 * The login (or sign-up) call answered: the token and the customer's name, e-mail and alias flag.
 * The session adds the login instant (`dLogin`): the event's `at`.
 */
export const SessionLoggedIn = inputEvent("session.loggedIn", LoginResult.fields)

/** The session as storage kept it (a reload or a new tab). */
export const SessionRestored = inputEvent("session.restored", {
  token: Schema.NullOr(Schema.String),
  user: Schema.NullOr(User),
})

/** The customer changed their data (name, alias): the session shows it, its login instant stays. */
export const SessionUserUpdated = inputEvent("session.userUpdated", {
  user: LoginResult.fields.user,
})

export const SessionLogoutRequested = inputEvent("session.logoutRequested")

/** Any authenticated call answered 401: the token is no good any more. */
export const ApiUnauthorized = inputEvent("api.unauthorized")

export const SessionMessageDismissed = inputEvent("session.messageDismissed")

/** Every input the session's own commands and calls send. */
export const SESSION_EVENTS = [
  SessionLoggedIn,
  SessionRestored,
  SessionUserUpdated,
  SessionLogoutRequested,
  ApiUnauthorized,
  SessionMessageDismissed,
] as const
