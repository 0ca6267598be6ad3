import type { SnapshotFrom } from "xstate"
import type { LoginResult } from "../../contract/customer.js"
import type { User } from "../../contract/session.js"
import type { Dispatch } from "../../events/envelope.js"
import type { sessionMachine } from "./session.machine.js"

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export interface SessionView {
  readonly isLoggedIn: boolean
  readonly displayName: string | null
  readonly email: string | null
  /** Bearer token for authenticated calls; null when logged out or expired. */
  readonly token: string | null
  readonly isExternalLogin: boolean
  readonly message: string | null
  /** The login (or sign-up) call answered: the customer is signed in, in every tab. */
  readonly logIn: (result: LoginResult) => void
  readonly logOut: () => void
  readonly dismissMessage: () => void
  /** After the customer edits their data: the session shows the new name and alias. */
  readonly userUpdated: (user: Omit<User, "dLogin">) => void
}

/**
 * `now` matters: between ticks a session may pass its 180 minutes, and SPEC counts
 * it as logged out from that instant.
 */
export const connectSession = (snapshot: SessionSnapshot, dispatch: Dispatch, now: number): SessionView => {
  const { token, user, settings, message } = snapshot.context
  const isLoggedIn =
    snapshot.value === "loggedIn" && token !== null && user !== null && now - user.dLogin < settings.sessionValidityMs
  return {
    isLoggedIn,
    displayName: isLoggedIn ? (user?.cNombre ?? null) : null,
    email: isLoggedIn ? (user?.cEmail ?? null) : null,
    token: isLoggedIn ? token : null,
    isExternalLogin: settings.loginSystem === "EXTERNAL_LOGIN",
    message,
    logIn: ({ token, user }) => dispatch({ type: "session.loggedIn", token, user }),
    logOut: () => dispatch({ type: "session.logoutRequested" }),
    dismissMessage: () => dispatch({ type: "session.messageDismissed" }),
    userUpdated: (user) => dispatch({ type: "session.userUpdated", user }),
  }
}
