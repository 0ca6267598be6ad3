import type { User } from "../../contract/session.js"
import type { Stamped } from "../../events/envelope.js"
import type { ClockTicked } from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"

export interface SessionInput {
  readonly settings: MachineSettings
}

export interface SessionContext {
  readonly settings: MachineSettings
  readonly token: string | null
  readonly user: User | null
  /** Locale key of the last message (SPEC: 'Your user session has been disconnected'). */
  readonly message: string | null
}

/** The login call answered: the customer's name, e-mail and alias flag; `at` is the login instant. */
export type SessionLoggedIn = Stamped<{
  type: "session.loggedIn"
  token: string
  user: Omit<User, "dLogin">
}>

export type SessionEvent =
  | SessionLoggedIn
  | Stamped<{ type: "session.restored"; token: string | null; user: User | null }>
  /** The customer changed their data (name, alias): the session shows it, its login instant stays. */
  | Stamped<{ type: "session.userUpdated"; user: Omit<User, "dLogin"> }>
  | Stamped<{ type: "session.logoutRequested" }>
  /** Any authenticated call answered 401: the token is no good any more. */
  | Stamped<{ type: "api.unauthorized" }>
  | Stamped<{ type: "session.messageDismissed" }>
  | ClockTicked

export type SessionEndReason = "logout" | "expired" | "unauthorized"

export type SessionEmitted = Stamped<{ type: "session.ended"; reason: SessionEndReason }>
