import rosetta from "rosetta"
import spanishBase from "locale-slice:es/base"
import type { TextGroup } from "../app/lazyParts.js"

export type Translate = (key: string, params?: Record<string, string | number>) => string

type Dictionary = Record<string, unknown>
/** "base" (the first download's texts) or a slice that loads with a part (ui/src/app/lazyParts.ts). */
type Slice = "base" | TextGroup

const loaded = async (slice: Promise<{ default: Dictionary }>) => (await slice).default

/**
 * Spanish is the default and fallback, so its common texts ship with the first download; a
 * group's own texts load with the group, and other languages when a shopper picks one (keeps
 * the billboard's JS within budget).
 */
const SLICES = {
  es: {
    base: () => Promise.resolve(spanishBase),
    info: () => loaded(import("locale-slice:es/info")),
    account: () => loaded(import("locale-slice:es/account")),
    checkout: () => loaded(import("locale-slice:es/checkout")),
    function: () => loaded(import("locale-slice:es/function")),
    purchase: () => loaded(import("locale-slice:es/purchase")),
  },
  en: {
    base: () => loaded(import("locale-slice:en/base")),
    info: () => loaded(import("locale-slice:en/info")),
    account: () => loaded(import("locale-slice:en/account")),
    checkout: () => loaded(import("locale-slice:en/checkout")),
    function: () => loaded(import("locale-slice:en/function")),
    purchase: () => loaded(import("locale-slice:en/purchase")),
  },
} satisfies Record<string, Record<Slice, () => Promise<Dictionary>>>
export type ShopLocale = keyof typeof SLICES

const isShopLocale = (locale: string): locale is ShopLocale => locale in SLICES

/** One rosetta for the shop: each slice that arrives is merged into its language's table. */
const i18n = rosetta<Dictionary>({})
const slicesIn = new Map<string, Set<Slice>>()
/** The groups some page has needed so far: a language picked later loads them too. */
const groupsInUse = new Set<TextGroup>()
/** The languages asked for so far: a group needed later loads in each of them. */
const localesInUse = new Set<ShopLocale>(["es"])

const addSlice = async (locale: ShopLocale, slice: Slice): Promise<void> => {
  if (slicesIn.get(locale)?.has(slice) === true) return
  i18n.set(locale, await SLICES[locale][slice]())
  slicesIn.set(locale, new Set([...(slicesIn.get(locale) ?? []), slice]))
}

i18n.set("es", spanishBase)
slicesIn.set("es", new Set(["base"]))

/**
 * The languages the shop can show: their common texts and those of every group in use when they
 * were picked are here. A language stays ready: a group needed later brings its texts in every
 * language in use before its pages render (`withGroupTexts`), so the shop never drops back.
 */
const readyLocales = new Set<string>(["es"])

export const isLocaleLoaded = (locale: string): boolean => readyLocales.has(locale)

/** Loads a language's texts once (common and groups in use); later translators use them. */
export const loadLocale = async (locale: string): Promise<void> => {
  if (!isShopLocale(locale)) return
  localesInUse.add(locale)
  await Promise.all((["base", ...groupsInUse] as const).map((slice) => addSlice(locale, slice)))
  readyLocales.add(locale)
}

/** Loads a group's texts in every language in use; a group's chunk waits for it before rendering. */
const loadGroupTexts = async (group: TextGroup): Promise<void> => {
  groupsInUse.add(group)
  await Promise.all([...localesInUse].map((locale) => addSlice(locale, group)))
}

/** A part's module, once its texts are here too: its chunk and its texts load side by side. */
export const withGroupTexts = <Module>(group: TextGroup, module: Promise<Module>): Promise<Module> =>
  Promise.all([module, loadGroupTexts(group)]).then(([loaded]) => loaded)

/** For tests and tools that already hold a whole dictionary: every slice of it counts as loaded. */
export const registerLocale = (locale: string, dictionary: Dictionary): void => {
  if (isShopLocale(locale)) localesInUse.add(locale)
  readyLocales.add(locale)
  i18n.set(locale, dictionary)
  slicesIn.set(locale, new Set(Object.keys(SLICES.es) as Array<Slice>))
}

/** A translator per language; a missing key (or a language not loaded yet) falls back to Spanish, then shows the key. */
export const createTranslator =
  (fallback: ShopLocale) =>
  (locale: string): Translate => {
    const chosen = slicesIn.has(locale) ? locale : fallback
    return (key, params) => {
      i18n.locale(chosen)
      const text = i18n.t(key, params)
      if (text !== "") return text
      i18n.locale(fallback)
      return i18n.t(key, params) || key
    }
  }

/** The tenant's configured languages (es, en), pt filtered out by configuration. */
export const availableLocales = (enabled: ReadonlyArray<string>): ReadonlyArray<ShopLocale> =>
  enabled.filter(isShopLocale)
