/** What a form field may hold: typed text, a selected number, or nothing yet. */
export type FieldValue = string | number | null | undefined

export const asText = (value: FieldValue): string => (value == null ? "" : String(value).trim())

export const isBlank = (value: FieldValue): boolean => asText(value) === ""

/** A whole number written with digits only ("07" is 7); anything else is null. */
export const parseWholeNumber = (value: FieldValue): number | null => {
  const text = asText(value)
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}
