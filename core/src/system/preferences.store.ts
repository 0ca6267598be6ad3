import { createStore } from "@xstate/store"
import { CANCEL_ORIGINS } from "../machines/shared/messages.js"
import type { ApiFailed, PurchaseCancelled } from "../machines/shared/events.js"
import { isQueueTurnRefusal } from "../rules/queueRoom.js"
import { NO_PREFERENCES, type Preferences } from "./preferences.js"
import type { CountryResolved, LocaleChanged, PreferencesRestored, QueueTurnAssigned } from "./preferences.events.js"

/**
 * The preferences as an @xstate/store store: flat state with no flow to guard, so a store rather
 * than a machine (DESIGN.md). The purchase system feeds it the same logged events the machines
 * hear, so a replayed log ends with the same preferences.
 */
export const createPreferencesStore = () =>
  createStore({
    context: NO_PREFERENCES,
    on: {
      "preferences.restored": (_, event: Omit<PreferencesRestored, "type">): Preferences => event.preferences,
      "locale.changed": (context, event: Omit<LocaleChanged, "type">): Preferences => ({
        ...context,
        locale: event.locale,
      }),
      "geo.countryResolved": (context, event: Omit<CountryResolved, "type">): Preferences => ({
        ...context,
        cc: event.cc,
      }),
      "queue.turnAssigned": (context, event: Omit<QueueTurnAssigned, "type">): Preferences => ({
        ...context,
        colaTurno: event.colaTurno,
      }),
      "queue.turnCleared": (context): Preferences => ({
        ...context,
        colaTurno: null,
      }),
      // A purchase paid, or given up from the checkout, ends the waiting room's turn (the purchase machine's
      // leaveQueue gives its places back to the server). An emptied cart or a lapsed clock keeps it: the shopper may choose again.
      "purchase.completed": (context): Preferences => ({ ...context, colaTurno: null }),
      "purchase.cancelled": (context, event: Pick<PurchaseCancelled, "origin">): Preferences =>
        event.origin === CANCEL_ORIGINS.shopperCancelled ? { ...context, colaTurno: null } : context,
      // A take the server refused for the turn: the turn is over (the function page sends the shopper back in line).
      "api.failed": (context, event: Pick<ApiFailed, "error">): Preferences =>
        isQueueTurnRefusal(event.error) ? { ...context, colaTurno: null } : context,
    },
  })
