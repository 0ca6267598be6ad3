import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { AnswerLanguage, MessageParams } from "@boleteria/core"

// What the server writes to a shopper (problem texts, an e-ticket, a mail) comes from the shop's own
// locales/<language>.json, as every text a shopper reads does.

type Messages = { readonly [name: string]: string | Messages }

// Joined to this file's path, not `new URL("…", import.meta.url)`, which a browser-like test environment rewrites.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "locales")

const loaded = new Map<AnswerLanguage, Messages>()

/** locales/<language>.json, read on first use. */
const messagesIn = (language: AnswerLanguage): Messages => {
  const known = loaded.get(language)
  if (known !== undefined) return known
  const messages = JSON.parse(readFileSync(join(LOCALES, `${language}.json`), "utf8")) as Messages
  loaded.set(language, messages)
  return messages
}

/** The text of a key in a language, or undefined when the file has none. */
export const textAt = (language: AnswerLanguage, key: string): string | undefined => {
  let node: string | Messages | undefined = messagesIn(language)
  for (const name of key.split(".")) {
    node = typeof node === "object" && Object.hasOwn(node, name) ? node[name] : undefined
  }
  return typeof node === "string" ? node : undefined
}

/** A text with its `{{param}}` placeholders filled from `params` (one without a value stays). */
const filled = (text: string, params: MessageParams): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/gu, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )

export type Texts = (key: string, params?: MessageParams) => string

/** The shop's texts in one language: `t("account.orders.eticketPdf.row")`. A missing key is a bug. */
export const textsIn =
  (language: AnswerLanguage): Texts =>
  (key, params = {}) => {
    const text = textAt(language, key)
    if (text === undefined) throw new Error(`locales/${language}.json has no text ${key}`)
    return filled(text, params)
  }

/** How dates read in each language (Intl locale): the shop's Argentine Spanish, and English. */
export const DATE_LOCALES: Record<AnswerLanguage, string> = { es: "es-AR", en: "en" }
