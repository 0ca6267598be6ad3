import * as Schema from "effect/Schema"
import { inputEvent } from "../machines/shared/events.js"
import { Locale } from "../contract/common.js"

const Text = Schema.NullOr(Schema.String)

/** The preferences as storage kept them (a reload or a new tab). */
export const PreferencesRestored = inputEvent("preferences.restored", {
  preferences: Schema.Struct({ locale: Text, cc: Text, colaTurno: Text }),
})
export type PreferencesRestored = typeof PreferencesRestored.Type

/** The shopper picked a language. */
export const LocaleChanged = inputEvent("locale.changed", { locale: Locale })
export type LocaleChanged = typeof LocaleChanged.Type

/** The IP lookup answered with a country code. */
export const CountryResolved = inputEvent("geo.countryResolved", { cc: Schema.String })
export type CountryResolved = typeof CountryResolved.Type

/** The queue granted a turn (colaTurno) before taking seats. */
export const QueueTurnAssigned = inputEvent("queue.turnAssigned", { colaTurno: Schema.String })
export type QueueTurnAssigned = typeof QueueTurnAssigned.Type

export const QueueTurnCleared = inputEvent("queue.turnCleared")

/** Every input of the preferences. */
export const PREFERENCES_EVENTS = [
  PreferencesRestored,
  LocaleChanged,
  CountryResolved,
  QueueTurnAssigned,
  QueueTurnCleared,
] as const
