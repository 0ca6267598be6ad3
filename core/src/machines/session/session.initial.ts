import type { SessionContext, SessionInput } from "./session.types.js"

/** Where the session machine starts; runtime/lazy shows the same before the machine loads. */
export const SESSION_INITIAL = {
  state: "loggedOut",
  context: ({ settings }: SessionInput): SessionContext => ({ settings, token: null, user: null, message: null }),
} as const
