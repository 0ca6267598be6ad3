import { readFileSync } from "node:fs"

export type ShopLocale = "es" | "en"
export const LOCALES: ReadonlyArray<ShopLocale> = ["es", "en"]

export type Texts = (key: string, params?: Record<string, string | number>) => string

const dictionary = (locale: ShopLocale): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >

/**
 * The shop's own words in one language, read from the locale files the shop is built with, so
 * the tests find buttons and headings as a shopper reads them in either language.
 */
export const textsFor = (locale: ShopLocale): Texts => {
  const words = dictionary(locale)
  return (key, params = {}) => {
    const found = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], words)
    if (typeof found !== "string") throw new Error(`locales/${locale}.json has no text ${key}`)
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`))
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A text with a placeholder, as a pattern for the part before it (a name that goes on with a date, a count…). */
export const startingWith = (text: string): RegExp => new RegExp(`^${escaped(text.split("{{")[0]!)}`)

/** A text with placeholders as a pattern for the whole of it, whatever fills them ("{{name}}'s account"). */
export const withAnyValues = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escaped)
      .join(".+")}$`,
  )

/** A pattern for a text anywhere in a longer name (a radio's label that goes on with a price). */
export const containing = (text: string): RegExp => new RegExp(escaped(text))

/**
 * SPEC §4 and §8's messages, word for word: the tests check these against SPEC itself, not
 * against the locale files, so a changed translation cannot hide a broken rule.
 */
export const SPEC_MESSAGES = {
  otherTab: {
    es: "Se inició una compra en otra pestaña del navegador",
    en: "You have started a purchase in another tab of your browser",
  },
  canceledTitle: { es: "Proceso de compra cancelado", en: "Purchase process canceled" },
  expired: { es: "El tiempo límite de la compra expiró", en: "Your purchase time limit has expired" },
  disconnected: { es: "La sesión de usuario se desconectó", en: "Your user session has been disconnected" },
} as const satisfies Record<string, Record<ShopLocale, string>>
