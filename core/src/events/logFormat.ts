import * as Schema from "effect/Schema"
import { LoginSystem, ProcessType } from "../contract/common.js"
import type { MachineSettings } from "../machines/shared/settings.js"
import { SystemEvent } from "../system/events.js"
import { MACHINE_NAMES } from "../system/machines.js"
import type { PersonalData } from "./redaction.js"

export const LOG_FORMAT = "boleteria-event-log"

/**
 * The version of what a log file's lines hold. Any change to a logged shape (an event's fields, the
 * header, a line) bumps it and adds an upcaster from the version before (events/upcast): logs
 * recorded by every earlier version still replay. tests/core/events/logVersions.test.ts fails when
 * LOG_LINE_SCHEMAS changes and this does not.
 */
export const LOG_FORMAT_VERSION = 2

const Whole = Schema.Int
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/** The machines' settings as a header carries them. */
const LoggedSettings = Schema.Struct({
  clockMs: Count,
  tickMs: Count,
  alertMs: Whole,
  maxHoldExtensions: Schema.optionalKey(Whole),
  sessionValidityMs: Count,
  verificationAttempts: Count,
  verificationStepMs: Count,
  processType: ProcessType,
  loginSystem: LoginSystem,
})
// The header's settings are the machines' settings: a field added to one and not the other does not compile.
const settingsAgree: [MachineSettings, typeof LoggedSettings.Type] = [
  {} as typeof LoggedSettings.Type,
  {} as MachineSettings,
]
void settingsAgree

/** The first line of a log file: what it is, and what the replay needs to rebuild the tab. */
export const LogHeaderLine = Schema.Struct({
  format: Schema.Literal(LOG_FORMAT),
  version: Schema.Literal(LOG_FORMAT_VERSION),
  tab: Whole,
  settings: LoggedSettings,
  recordedAt: Whole,
  personalData: Schema.Literals(["masked", "kept"]),
})
export interface LogHeader extends Omit<typeof LogHeaderLine.Type, "settings" | "personalData"> {
  readonly settings: MachineSettings
  readonly personalData: PersonalData
}

/** Each machine's state value, as a line records it. */
const LoggedStates = Schema.Struct(
  Object.fromEntries(MACHINE_NAMES.map((name) => [name, Schema.Json])) as {
    readonly [K in (typeof MACHINE_NAMES)[number]]: typeof Schema.Json
  },
)

/**
 * Every line after the header: the event's envelope, the event, and the machines' states after it
 * (absent: as on the line before; null: not known).
 */
const LogEventLine = Schema.Struct({
  seq: Count,
  at: Whole,
  tab: Whole,
  event: SystemEvent,
  states: Schema.optionalKey(Schema.NullOr(LoggedStates)),
})

/** The shapes a log of LOG_FORMAT_VERSION is made of: their JSON Schema is kept per version (fixtures/logs/schemas). */
export const LOG_LINE_SCHEMAS = { header: LogHeaderLine, line: LogEventLine } as const
