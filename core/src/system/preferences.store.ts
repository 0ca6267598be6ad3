import { createStore } from "@xstate/store"
import { NO_PREFERENCES, type Preferences } from "./preferences.js"
import type { CountryResolved, LocaleChanged, PreferencesRestored } from "./preferences.events.js"

/**
 * The preferences as an @xstate/store store: flat state with no flow to guard, so a store rather
 * than a machine (DESIGN.md). The purchase system feeds it the same logged events the machines
 * hear, so a replayed log ends with the same preferences.
 */
export const createPreferencesStore = () =>
  createStore({
    context: NO_PREFERENCES,
    on: {
      // The restored turn is the purchase machine's (queueTurn.ts), not a preference.
      "preferences.restored": (_, event: Omit<PreferencesRestored, "type">): Preferences => ({
        locale: event.preferences.locale,
        cc: event.preferences.cc,
      }),
      "locale.changed": (context, event: Omit<LocaleChanged, "type">): Preferences => ({
        ...context,
        locale: event.locale,
      }),
      "geo.countryResolved": (context, event: Omit<CountryResolved, "type">): Preferences => ({
        ...context,
        cc: event.cc,
      }),
    },
  })
