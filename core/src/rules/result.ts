import type { MessageKey } from "./messageKeys.js"

export type MessageParams = Readonly<Record<string, string | number>>

/** What a rule answers: the cleaned value, or the message key a UI translates and shows. */
export type Check<T = void> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: MessageKey; readonly params?: MessageParams }

export const valid = <T>(value: T): Check<T> => ({ ok: true, value })

export const invalid = (error: MessageKey, params?: MessageParams): Check<never> =>
  params === undefined ? { ok: false, error } : { ok: false, error, params }
