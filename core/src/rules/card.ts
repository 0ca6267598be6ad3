import type { TenantFlags } from "../contract/tenant.js"
import { CARD_BRANDS, detectCardBrand, type CardBrand } from "./cardBrand.js"
import type { CalendarDate } from "./calendarDate.js"
import { asText, hasControlCharacter, parseWholeNumber, type FieldValue } from "./input.js"
import { passesLuhn } from "./luhn.js"
import { requiredText } from "./required.js"
import { invalid, valid, type Check } from "./result.js"

/**
 * The tenant switches for card checks (SPEC §9). A switched-off check skips the card's own rules
 * (brand, length, Luhn, the brand's security-code length, expiry against today); what any processor
 * needs to receive (the `read…` rules: digits of a length some brand uses, a 3- or 4-digit code, a
 * month 1–12 and a two- or four-digit year) is always checked. The contract's ChargeRequest schema
 * runs those `read…` rules; the server's card form adds the tenant's switched-on ones.
 */
export type CardValidationFlags = Pick<TenantFlags, "cardNumberValidation" | "cvcValidation" | "expiryValidation">

export type CardNumber = {
  readonly digits: string
  readonly brand: CardBrand | null
}

/** Expiry years further away than this are a typo, not a card. */
const MAX_EXPIRY_YEARS_AHEAD = 20

/** The shortest and longest of every brand's numbers and codes: no processor takes a card outside them. */
const lengthRange = (lengths: ReadonlyArray<number>) => ({ min: Math.min(...lengths), max: Math.max(...lengths) })
export const CARD_NUMBER_LENGTH = lengthRange(CARD_BRANDS.flatMap((brand) => brand.lengths))
export const SECURITY_CODE_LENGTH = lengthRange(CARD_BRANDS.map((brand) => brand.securityCodeLength))

/** Digits with the spaces a shopper types between groups removed; null when anything else is there. */
export const cardDigits = (value: FieldValue): string | null => {
  const digits = asText(value).replace(/\s+/g, "")
  return /^\d*$/.test(digits) ? digits : null
}

/** The card number's digits, of a length some brand uses (CARD_NUMBER_LENGTH), whatever the tenant's switches. */
export const readCardNumber = (value: FieldValue): Check<string> => {
  const digits = cardDigits(value)
  if (digits === "") return invalid("validation.cardNumber.required")
  if (digits === null || hasControlCharacter(value)) return invalid("validation.cardNumber.invalid")
  if (digits.length < CARD_NUMBER_LENGTH.min) return invalid("validation.cardNumber.incomplete")
  return digits.length > CARD_NUMBER_LENGTH.max ? invalid("validation.cardNumber.invalid") : valid(digits)
}

/**
 * 'incomplete' while the number is shorter than its brand allows (or than 16 digits when the brand is
 * not known yet); 'invalid' for letters, an unknown brand, a wrong length or a failed Luhn check.
 */
export const validateCardNumber = (value: FieldValue, flags: CardValidationFlags): Check<CardNumber> => {
  const read = readCardNumber(value)
  if (!read.ok) return read
  const digits = read.value
  const brand = detectCardBrand(digits)
  if (!flags.cardNumberValidation) return valid({ digits, brand })
  const shortest = brand?.lengths[0] ?? 16
  if (digits.length < shortest) return invalid("validation.cardNumber.incomplete")
  if (brand === null || !brand.lengths.includes(digits.length)) return invalid("validation.cardNumber.invalid")
  return brand.luhn && !passesLuhn(digits) ? invalid("validation.cardNumber.invalid") : valid({ digits, brand })
}

/** A security code of 3 or 4 digits (SECURITY_CODE_LENGTH), whatever the tenant's switches. */
export const readSecurityCode = (value: FieldValue): Check<string> => {
  const code = asText(value)
  if (code === "") return invalid("validation.cvc.required")
  const fits = /^\d+$/.test(code) && code.length >= SECURITY_CODE_LENGTH.min && code.length <= SECURITY_CODE_LENGTH.max
  return fits && !hasControlCharacter(value) ? valid(code) : invalid("validation.cvc.invalid")
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
  const code = readSecurityCode(value)
  if (!code.ok || !flags.cvcValidation) return code
  const lengths = brand === null ? securityCodeLengths : [brand.securityCodeLength]
  return lengths.includes(code.value.length) ? code : invalid("validation.cvc.invalid")
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

/** The expiry month, 1 to 12, whatever the tenant's switches. */
export const readExpiryMonth = (value: FieldValue): Check<number> => {
  if (asText(value) === "") return invalid("validation.expiry.monthRequired")
  const month = parseWholeNumber(value)
  return month === null || month < 1 || month > 12 ? invalid("validation.expiry.invalidMonth") : valid(month)
}

/** The expiry year as four digits, from the two or four typed, whatever the tenant's switches. */
export const readExpiryYear = (value: FieldValue): Check<number> => {
  if (asText(value) === "") return invalid("validation.expiry.yearRequired")
  const year = fullYear(value)
  return year === null ? invalid("validation.expiry.invalidYear") : valid(year)
}

/** A card is valid through the last day of its expiry month, so the current month still passes. */
export const validateExpiry = (
  input: { readonly month: FieldValue; readonly year: FieldValue },
  today: CalendarDate,
  flags: CardValidationFlags,
): Check<CardExpiry> => {
  const month = readExpiryMonth(input.month)
  if (!month.ok) return month
  const year = readExpiryYear(input.year)
  if (!year.ok) return year
  const expiry = { month: month.value, year: year.value }
  if (!flags.expiryValidation) return valid(expiry)
  if (expiry.year > today.year + MAX_EXPIRY_YEARS_AHEAD) return invalid("validation.expiry.invalidYear")
  if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month)) {
    return invalid("validation.expiry.expired")
  }
  return valid(expiry)
}

export const validateCardholderName = requiredText("validation.cardholder.required")

/** The number of instalments chosen from the list the processor offered for the card. */
export const validateInstallments = (value: FieldValue): Check<number> => {
  const installments = parseWholeNumber(value)
  return installments === null || installments < 1 ? invalid("validation.installments.required") : valid(installments)
}
