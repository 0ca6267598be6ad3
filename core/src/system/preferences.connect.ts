import type { Locale } from "../contract/common.js"
import type { Dispatch } from "../events/envelope.js"
import type { Preferences } from "./preferences.js"

export interface PreferencesView {
  /** The language the shopper chose; null until they choose one (the tenant's default shows). */
  readonly locale: string | null
  readonly cc: string | null
  /** A stored preference: the choice survives a reload and reaches the other tabs. */
  readonly changeLanguage: (locale: Locale) => void
}

export const connectPreferences = (preferences: Preferences, dispatch: Dispatch): PreferencesView => ({
  locale: preferences.locale,
  cc: preferences.cc,
  changeLanguage: (locale) => dispatch({ type: "locale.changed", locale }),
})
