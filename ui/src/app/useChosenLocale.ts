import type { SystemSnapshot } from "@boleteria/core"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { Shop } from "./shop.js"

const chosenLocale = (system: SystemSnapshot) => system.preferences.locale

/**
 * The language the shopper chose (a stored preference), or null for the tenant's default. Only
 * the language is read: the shop's tree re-renders when it changes, not on every event.
 */
export const useChosenLocale = (shop: Shop): string | null =>
  useSyncExternalStoreWithSelector(shop.subscribe, shop.getSnapshot, shop.getSnapshot, chosenLocale)
