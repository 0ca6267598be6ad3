/** What a form field may hold: typed text, a selected number, or nothing yet. */
export type FieldValue = string | number | null | undefined

export const asText = (value: FieldValue): string => (value == null ? "" : String(value).trim())

export const isBlank = (value: FieldValue): boolean => asText(value) === ""

/** A whole number written with digits only ("07" is 7); anything else is null. */
export const parseWholeNumber = (value: FieldValue): number | null => {
  const text = asText(value)
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}

/**
 * The control characters (C0 and DEL), as a regular-expression class: no single-line field holds
 * one, PostgreSQL refuses a NUL in text, and the contract's `Text` refuses the same class.
 */
export const CONTROL_CHARACTERS = "\\u0000-\\u001F\\u007F"

/** The same class less the tab and line breaks a text of several lines (a message) holds. */
export const CONTROL_CHARACTERS_BUT_LINE_BREAKS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F"

const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTERS}]`, "u")
const CONTROL_CHARACTER_BUT_LINE_BREAKS = new RegExp(`[${CONTROL_CHARACTERS_BUT_LINE_BREAKS}]`, "u")

/** True when typed text holds a control character, even at its ends, where trimming would hide it. */
export const hasControlCharacter = (value: FieldValue): boolean =>
  typeof value === "string" && CONTROL_CHARACTER.test(value)

/** The same for a text of several lines: its tabs and line breaks are allowed. */
export const hasControlCharacterButLineBreaks = (value: FieldValue): boolean =>
  typeof value === "string" && CONTROL_CHARACTER_BUT_LINE_BREAKS.test(value)
