import type { SystemSnapshot } from "@boleteria/core"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { Shop } from "./shop.js"

const chosenLocale = (system: SystemSnapshot) => system.preferences.locale

/**
 * The language the shop shows: the one the shopper chose (a stored preference), else the one the
 * server rendered the page in (ui/src/ssr: `?lang=` or the shopper's cookie), else the tenant's
 * default. Only the language is read: the shop's tree re-renders when it changes, not on every event.
 */
export const useShopLanguage = (shop: Shop): string =>
  useSyncExternalStoreWithSelector(shop.subscribe, shop.getSnapshot, shop.getServerSnapshot, chosenLocale) ??
  shop.pageLocale ??
  shop.tenant.locales.default
