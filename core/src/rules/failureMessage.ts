import type { MessageKey } from "./messageKeys.js"

/** A server message that starts with the field it is about ("cNumeroTarjeta: …"): written for developers. */
const NAMES_A_FIELD = /^[\w.-]+: /u

/**
 * What the shop says of a failed call: the message key the server sent with its text (so the shopper
 * reads it in their language); else the server's own sentence, unless it names a field, which no
 * shopper should read: `fallback` (a message key) says it then, as it does for an empty message.
 */
export const failureMessageOf = (
  failure: { readonly message: string; readonly key?: string | undefined },
  fallback: MessageKey,
): string => {
  if (failure.key !== undefined) return failure.key
  return failure.message === "" || NAMES_A_FIELD.test(failure.message) ? fallback : failure.message
}
