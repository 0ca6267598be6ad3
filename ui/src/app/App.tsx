import { useEffect, useMemo, useState } from "react"
import { Router } from "wouter"
import { createTranslator, isLocaleLoaded, loadLocale, type ShopLocale } from "../i18n/i18n.js"
import { DebugPanelMount } from "../debug/DebugPanelMount.js"
import { Shell } from "../shell/Shell.js"
import { tenantThemeStyle, themeClass } from "../theme/themes.js"
import { languageCookie } from "./pageLanguage.js"
import { RouteView } from "./RouteView.js"
import type { Shop } from "./shop.js"
import { ShopProvider } from "./ShopContext.js"
import { useShopLanguage } from "./useShopLanguage.js"

const translatorFor = createTranslator("es")

/** The wanted language once its texts have loaded; the fallback meanwhile. */
const useLoadedLocale = (wanted: ShopLocale, fallback: ShopLocale): ShopLocale => {
  const [, setLoaded] = useState(0)
  useEffect(() => {
    // A language whose texts do not arrive leaves the shop in the fallback; the next pick tries again.
    if (!isLocaleLoaded(wanted))
      loadLocale(wanted).then(
        () => setLoaded((n) => n + 1),
        () => undefined,
      )
  }, [wanted])
  return isLocaleLoaded(wanted) ? wanted : fallback
}

/**
 * Texts follow the locale the shopper chose (stored with the other preferences), else the page's
 * (rendered on the server), else the tenant's default.
 */
const LocalizedShop = ({ shop }: { shop: Shop }) => {
  const wanted = useShopLanguage(shop) as ShopLocale
  const locale = useLoadedLocale(wanted, shop.tenant.locales.fallback as ShopLocale)
  const value = useMemo(() => ({ shop, t: translatorFor(locale), locale }), [shop, locale])
  // The page's own language, not only the shop's tree: screen readers, hyphenation and translators
  // read <html lang>, and a portal (a dialog) renders outside the tree.
  // The cookie tells the server the language of the next page it renders (ui/src/ssr).
  useEffect(() => {
    document.documentElement.lang = locale
    document.cookie = languageCookie(locale)
  }, [locale])
  return (
    <ShopProvider value={value}>
      <div className={themeClass} style={tenantThemeStyle(shop.tenant)} lang={locale}>
        <Shell>
          <RouteView />
        </Shell>
        <DebugPanelMount />
      </div>
    </ShopProvider>
  )
}

/** The address the server renders (ui/src/ssr); in the browser the router reads the location itself. */
export interface RenderedAddress {
  readonly path: string
  readonly search: string
}

export const App = ({ shop, address }: { shop: Shop; address?: RenderedAddress }) => (
  <Router {...(address === undefined ? {} : { ssrPath: address.path, ssrSearch: address.search })}>
    <LocalizedShop shop={shop} />
  </Router>
)
