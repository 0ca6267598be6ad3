import * as Schema from "effect/Schema"
import { Locale } from "../contract/common.js"

const Text = Schema.NullOr(Schema.String)

/** The preferences as storage kept them (a reload or a new tab). */
export const PreferencesRestored = Schema.Struct({
  type: Schema.Literal("preferences.restored"),
  preferences: Schema.Struct({ locale: Text, cc: Text, colaTurno: Text }),
})
export type PreferencesRestored = typeof PreferencesRestored.Type

/** The shopper picked a language. */
export const LocaleChanged = Schema.Struct({ type: Schema.Literal("locale.changed"), locale: Locale })
export type LocaleChanged = typeof LocaleChanged.Type

/** The IP lookup answered with a country code. */
export const CountryResolved = Schema.Struct({ type: Schema.Literal("geo.countryResolved"), cc: Schema.String })
export type CountryResolved = typeof CountryResolved.Type

/** The queue granted a turn (colaTurno) before taking seats. */
export const QueueTurnAssigned = Schema.Struct({ type: Schema.Literal("queue.turnAssigned"), colaTurno: Schema.String })
export type QueueTurnAssigned = typeof QueueTurnAssigned.Type

export const QueueTurnCleared = Schema.Struct({ type: Schema.Literal("queue.turnCleared") })
export type QueueTurnCleared = typeof QueueTurnCleared.Type

/** Every input of the preferences. */
export const PREFERENCES_EVENTS = [
  PreferencesRestored,
  LocaleChanged,
  CountryResolved,
  QueueTurnAssigned,
  QueueTurnCleared,
] as const
