import type { TenantFlags } from "../contract/tenant.js"
import { detectCardBrand, type CardBrand } from "./cardBrand.js"
import type { CalendarDate } from "./calendarDate.js"
import { asText, parseWholeNumber, type FieldValue } from "./input.js"
import { passesLuhn } from "./luhn.js"
import { invalid, valid, type Check } from "./result.js"

/**
 * The tenant switches for card checks (SPEC §9). A switched-off check skips the card's own rules
 * (brand, length, Luhn, security-code length, expiry against today); what the processor needs to
 * receive at all (a value, digits only, a month 1–12) is always checked.
 */
export type CardValidationFlags = Pick<
  TenantFlags,
  "cardNumberValidation" | "cvcValidation" | "expiryValidation"
>

export type CardNumber = {
  readonly digits: string
  readonly brand: CardBrand | null
}

/** Expiry years further away than this are a typo, not a card. */
const MAX_EXPIRY_YEARS_AHEAD = 20

/** Digits with the spaces a shopper types between groups removed; null when anything else is there. */
export const cardDigits = (value: FieldValue): string | null => {
  const digits = asText(value).replace(/\s+/g, "")
  return /^\d*$/.test(digits) ? digits : null
}

/**
 * 'incomplete' while the number is shorter than its brand allows (or than 16 digits when the brand is
 * not known yet); 'invalid' for letters, an unknown brand, a wrong length or a failed Luhn check.
 */
export const validateCardNumber = (value: FieldValue, flags: CardValidationFlags): Check<CardNumber> => {
  const digits = cardDigits(value)
  if (digits === "") return invalid("validation.cardNumber.required")
  if (digits === null) return invalid("validation.cardNumber.invalid")
  const brand = detectCardBrand(digits)
  if (!flags.cardNumberValidation) return valid({ digits, brand })
  const shortest = brand?.lengths[0] ?? 16
  if (digits.length < shortest) return invalid("validation.cardNumber.incomplete")
  if (brand === null || !brand.lengths.includes(digits.length)) return invalid("validation.cardNumber.invalid")
  return brand.luhn && !passesLuhn(digits) ? invalid("validation.cardNumber.invalid") : valid({ digits, brand })
}

/**
 * The card's security code: the brand's length (4 for American Express, 3 for the others), or any
 * of the tenant's `cardSecurityCodeLengths` while the brand is unknown.
 */
export const validateSecurityCode = (
  value: FieldValue,
  brand: CardBrand | null,
  securityCodeLengths: ReadonlyArray<number>,
  flags: CardValidationFlags,
): Check<string> => {
  const code = asText(value)
  if (code === "") return invalid("validation.cvc.required")
  if (!/^\d+$/.test(code)) return invalid("validation.cvc.invalid")
  if (!flags.cvcValidation) return valid(code)
  const lengths = brand === null ? securityCodeLengths : [brand.securityCodeLength]
  return lengths.includes(code.length) ? valid(code) : invalid("validation.cvc.invalid")
}

/** A card's expiry: the month and the four-digit year it is valid through. */
export type CardExpiry = {
  readonly month: number
  readonly year: number
}

/** Two-digit years ("27") are this century's, as printed on cards. */
const fullYear = (value: FieldValue): number | null => {
  const year = parseWholeNumber(value)
  const digits = asText(value).length
  if (year === null || (digits !== 2 && digits !== 4)) return null
  return digits === 2 ? 2000 + year : year
}

/** A card is valid through the last day of its expiry month, so the current month still passes. */
export const validateExpiry = (
  input: { readonly month: FieldValue; readonly year: FieldValue },
  today: CalendarDate,
  flags: CardValidationFlags,
): Check<CardExpiry> => {
  if (asText(input.month) === "") return invalid("validation.expiry.monthRequired")
  if (asText(input.year) === "") return invalid("validation.expiry.yearRequired")
  const month = parseWholeNumber(input.month)
  if (month === null || month < 1 || month > 12) return invalid("validation.expiry.invalidMonth")
  const year = fullYear(input.year)
  if (year === null) return invalid("validation.expiry.invalidYear")
  if (!flags.expiryValidation) return valid({ month, year })
  if (year > today.year + MAX_EXPIRY_YEARS_AHEAD) return invalid("validation.expiry.invalidYear")
  if (year < today.year || (year === today.year && month < today.month)) {
    return invalid("validation.expiry.expired")
  }
  return valid({ month, year })
}

export const validateCardholderName = (value: FieldValue): Check<string> => {
  const name = asText(value)
  return name === "" ? invalid("validation.cardholder.required") : valid(name)
}

/** The number of instalments chosen from the list the processor offered for the card. */
export const validateInstallments = (value: FieldValue): Check<number> => {
  const installments = parseWholeNumber(value)
  return installments === null || installments < 1
    ? invalid("validation.installments.required")
    : valid(installments)
}
