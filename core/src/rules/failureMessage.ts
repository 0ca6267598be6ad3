import type { MessageKey } from "./messageKeys.js"

/** A server message that starts with the field it is about ("cNumeroTarjeta: …"): written for developers. */
const NAMES_A_FIELD = /^[\w.-]+: /u

/**
 * What the shop says of a failed call. An answer with a message key (cClave) carries that key's text,
 * written by the backend in the shopper's language (the call's Accept-Language): the shop shows it
 * without the field it starts with for developers. Without a key, the server's own sentence, unless
 * it names a field, which no shopper should read: `fallback` (a message key) says it then, as it
 * does for an empty message.
 */
export const failureMessageOf = (
  failure: { readonly message: string; readonly key?: string | undefined },
  fallback: MessageKey,
): string => {
  const text = failure.key === undefined ? failure.message : failure.message.replace(NAMES_A_FIELD, "")
  return text === "" || NAMES_A_FIELD.test(text) ? fallback : text
}
