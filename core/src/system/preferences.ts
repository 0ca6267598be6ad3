import type { Stamped } from "../events/envelope.js"
import type {
  CountryResolved,
  LocaleChanged,
  PreferencesRestored,
  QueueTurnAssigned,
  QueueTurnCleared,
} from "./preferences.events.js"

/** Flat, per-browser state that no purchase rule depends on (SPEC §3 persisted keys). */
export interface Preferences {
  readonly locale: string | null
  /** Country code from the IP lookup. */
  readonly cc: string | null
  /** The queue turn (colaTurno) granted before taking seats, when the queue is on. */
  readonly colaTurno: string | null
}

export type PreferencesEvent = Stamped<
  PreferencesRestored | LocaleChanged | CountryResolved | QueueTurnAssigned | QueueTurnCleared
>

export const PREFERENCES_EVENT_TYPES: ReadonlyArray<PreferencesEvent["type"]> = [
  "preferences.restored",
  "locale.changed",
  "geo.countryResolved",
  "queue.turnAssigned",
  "queue.turnCleared",
]

export const NO_PREFERENCES: Preferences = { locale: null, cc: null, colaTurno: null }

export const reducePreferences = (state: Preferences, event: PreferencesEvent): Preferences => {
  switch (event.type) {
    case "preferences.restored":
      return event.preferences
    case "locale.changed":
      return { ...state, locale: event.locale }
    case "geo.countryResolved":
      return { ...state, cc: event.cc }
    case "queue.turnAssigned":
      return { ...state, colaTurno: event.colaTurno }
    case "queue.turnCleared":
      return { ...state, colaTurno: null }
  }
}
