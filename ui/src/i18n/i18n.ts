import rosetta from "rosetta"
import en from "../../../locales/en.json" with { type: "json" }
import es from "../../../locales/es.json" with { type: "json" }

export type Translate = (key: string, params?: Record<string, string | number>) => string

const DICTIONARIES = { es, en } as const
export type ShopLocale = keyof typeof DICTIONARIES

/** One rosetta for the shop; a missing key falls back to Spanish, then shows the key itself. */
export const createTranslator = (fallback: ShopLocale) => {
  const i18n = rosetta<Record<string, unknown>>(DICTIONARIES)
  return (locale: string): Translate => {
    const chosen: ShopLocale = locale in DICTIONARIES ? (locale as ShopLocale) : fallback
    return (key, params) => {
      i18n.locale(chosen)
      const text = i18n.t(key, params)
      if (text !== "") return text
      i18n.locale(fallback)
      return i18n.t(key, params) || key
    }
  }
}

/** The tenant's configured languages (es, en), pt filtered out by configuration. */
export const availableLocales = (enabled: ReadonlyArray<string>): ReadonlyArray<ShopLocale> =>
  enabled.filter((locale): locale is ShopLocale => locale in DICTIONARIES)
