import type { User } from "../../contract/session.js"
import type { Stamped } from "../../events/envelope.js"
import type { ClockTicked, InputOf } from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"
import type { SESSION_EVENTS } from "./session.events.js"

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

export type SessionEvent = Stamped<InputOf<typeof SESSION_EVENTS> | ClockTicked>

export type SessionEndReason = "logout" | "expired" | "unauthorized"

export type SessionEmitted = Stamped<{ type: "session.ended"; reason: SessionEndReason }>
