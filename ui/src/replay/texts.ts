import type { TenantConfig } from "@boleteria/core"
import english from "locale-slice:en/replay"
import spanish from "locale-slice:es/replay"
import { LAZY_PARTS } from "../app/lazyParts.js"
import { availableLocales, loadLocale, registerLocale, withGroupTexts, type ShopLocale } from "../i18n/i18n.js"

const VIEWER_TEXTS: Readonly<Record<ShopLocale, Record<string, unknown>>> = { es: spanish, en: english }

/** Every slice a part of the shop loads: the viewer draws any of its screens. */
const SHOP_GROUPS = [...new Set(Object.values(LAZY_PARTS).flat())]

/** The viewer's language: `?lang=`, else the browser's, when the tenant offers it; else the tenant's default. */
export const viewerLocale = (tenant: TenantConfig, search: string, browser: ReadonlyArray<string>): ShopLocale => {
  const offered = availableLocales(tenant.locales.enabled)
  const wanted = [new URLSearchParams(search).get("lang") ?? "", ...browser].map((tag) => tag.slice(0, 2).toLowerCase())
  const fallback = availableLocales([tenant.locales.default])[0] ?? "es"
  return wanted.find((tag): tag is ShopLocale => (offered as ReadonlyArray<string>).includes(tag)) ?? fallback
}

/** The shop's texts in `locale` (and Spanish, its fallback), every part's, and the viewer's own. */
export const loadViewerTexts = async (locale: ShopLocale): Promise<void> => {
  await loadLocale(locale)
  await Promise.all(SHOP_GROUPS.map((group) => withGroupTexts(group, Promise.resolve())))
  for (const language of new Set<ShopLocale>(["es", locale])) registerLocale(language, VIEWER_TEXTS[language])
}
