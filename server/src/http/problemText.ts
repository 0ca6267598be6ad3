import { readFileSync } from "node:fs"
import type { MessageParams } from "@boleteria/core"

type Messages = { readonly [name: string]: string | Messages }

let spanish: Messages | null = null

/** locales/es.json, the tenant's language, read on first use. */
const spanishMessages = (): Messages =>
  (spanish ??= JSON.parse(readFileSync(new URL("../../../locales/es.json", import.meta.url), "utf8")) as Messages)

const textAt = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages
  for (const name of key.split(".")) {
    node = typeof node === "object" && Object.hasOwn(node, name) ? node[name] : undefined
  }
  return typeof node === "string" ? node : undefined
}

/**
 * What a 400 says to the shopper: a message key a rule answered (`validation.password.uppercase`,
 * which the contract's schemas fail with) becomes the shop's Spanish text, its `{{param}}`
 * placeholders filled from `params`; any other message is already a sentence and comes back as is.
 */
export const problemText = (message: string, params: MessageParams = {}): string => {
  const text = textAt(spanishMessages(), message)
  if (text === undefined) return message
  return text.replace(/\{\{\s*(\w+)\s*\}\}/gu, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
