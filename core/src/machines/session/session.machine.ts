import { assign, assertEvent, enqueueActions, setup } from "xstate"
import { deriveFrom } from "../../events/envelope.js"
import { MESSAGES } from "../shared/messages.js"
import { SESSION_INITIAL } from "./session.initial.js"
import { sessionDeadline } from "./session.rules.js"
import type { SessionContext, SessionEmitted, SessionEndReason, SessionEvent, SessionInput } from "./session.types.js"

const isValidAt = (context: SessionContext, at: number): boolean => {
  const deadline = sessionDeadline(context.user, context.settings.sessionValidityMs)
  return context.token !== null && deadline !== null && at < deadline
}

/**
 * SPEC §4 "Session": logged in only while a token exists and less than 180 minutes
 * have passed since login. Logging out clears user and token here; the other
 * machines clear the process, timers and purchase when they hear `session.ended`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  guards: {
    restoredStillValid: ({ context, event }) => {
      assertEvent(event, "session.restored")
      return isValidAt({ ...context, token: event.token, user: event.user }, event.at)
    },
    hasExpired: ({ context, event }) => !isValidAt(context, event.at),
  },
  actions: {
    logIn: assign(({ event }) => {
      assertEvent(event, "session.loggedIn")
      return { token: event.token, user: { ...event.user, dLogin: event.at }, message: null }
    }),
    restore: assign(({ event }) => {
      assertEvent(event, "session.restored")
      return { token: event.token, user: event.user }
    }),
    updateUser: assign(({ context, event }) => {
      assertEvent(event, "session.userUpdated")
      return { user: context.user === null ? null : { ...event.user, dLogin: context.user.dLogin } }
    }),
    dismissMessage: assign({ message: null }),
    endSession: enqueueActions(({ event, enqueue }, params: { reason: SessionEndReason }) => {
      enqueue.assign({ token: null, user: null, message: MESSAGES.sessionDisconnected })
      enqueue.emit(deriveFrom(event, { type: "session.ended" as const, reason: params.reason }))
    }),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => SESSION_INITIAL.context(input),
  initial: SESSION_INITIAL.state,
  states: {
    loggedOut: {
      on: {
        "session.loggedIn": { target: "loggedIn", actions: "logIn" },
        "session.restored": { guard: "restoredStillValid", target: "loggedIn", actions: "restore" },
        "session.messageDismissed": { actions: "dismissMessage" },
      },
    },
    loggedIn: {
      on: {
        "session.loggedIn": { actions: "logIn" },
        "session.userUpdated": { actions: "updateUser" },
        "session.logoutRequested": {
          target: "loggedOut",
          actions: { type: "endSession", params: { reason: "logout" } },
        },
        "api.unauthorized": {
          target: "loggedOut",
          actions: { type: "endSession", params: { reason: "unauthorized" } },
        },
        "clock.ticked": {
          guard: "hasExpired",
          target: "loggedOut",
          actions: { type: "endSession", params: { reason: "expired" } },
        },
      },
    },
  },
})
