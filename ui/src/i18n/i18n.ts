import rosetta from "rosetta"
import es from "../../../locales/es.json" with { type: "json" }

export type Translate = (key: string, params?: Record<string, string | number>) => string

type Dictionary = Record<string, unknown>

/**
 * Spanish is the default and fallback, so it ships with the first download; other
 * languages load when a shopper picks one (keeps the billboard's JS within budget).
 */
const LOADERS = {
  es: async () => es as Dictionary,
  en: async () => (await import("../../../locales/en.json", { with: { type: "json" } })).default as Dictionary,
} as const
export type ShopLocale = keyof typeof LOADERS

const loaded = new Map<string, Dictionary>([["es", es as Dictionary]])

export const isLocaleLoaded = (locale: string): boolean => loaded.has(locale)

/** Loads a language's texts once; later translators use them. */
export const loadLocale = async (locale: string): Promise<void> => {
  if (loaded.has(locale) || !(locale in LOADERS)) return
  loaded.set(locale, await LOADERS[locale as ShopLocale]())
}

/** For tests and tools that already hold a dictionary. */
export const registerLocale = (locale: string, dictionary: Dictionary): void => {
  loaded.set(locale, dictionary)
}

/** One rosetta for the shop; a missing key (or a language not loaded yet) falls back to Spanish, then shows the key. */
export const createTranslator = (fallback: ShopLocale) => {
  const i18n = rosetta<Dictionary>({})
  return (locale: string): Translate => {
    for (const [name, dictionary] of loaded) i18n.set(name, dictionary)
    const chosen = loaded.has(locale) ? locale : fallback
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
  enabled.filter((locale): locale is ShopLocale => locale in LOADERS)
