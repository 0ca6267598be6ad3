import type { Country } from "../contract/customer.js"
import { asText, type FieldValue } from "./input.js"
import { invalid, valid, type Check } from "./result.js"

/**
 * Postal codes of the countries the shop serves: Argentina's old 4 digits or its 8-character CPA
 * ("C1425ABC"), Paraguay's 6 digits (4 in older addresses), Mexico's 5.
 */
const ZIP_PATTERNS: Readonly<Record<Country, RegExp>> = {
  AR: /^(\d{4}|[A-Z]\d{4}[A-Z]{3})$/,
  PY: /^(\d{4}|\d{6})$/,
  MX: /^\d{5}$/,
}

/** Before a country is chosen, anything that looks like a postal code of one of them. */
const ANY_ZIP = /^[A-Z0-9]{4,8}$/

/** Answers the code upper-cased and without spaces or dashes. */
export const validateZip = (value: FieldValue, country: Country | null): Check<string> => {
  const zip = asText(value).toUpperCase().replace(/[\s-]/g, "")
  if (zip === "") return invalid("validation.required")
  const pattern = country === null ? ANY_ZIP : ZIP_PATTERNS[country]
  return pattern.test(zip) ? valid(zip) : invalid("validation.zip.invalid")
}
