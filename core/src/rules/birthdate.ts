import { compareCalendarDates, isRealDate, type CalendarDate } from "./calendarDate.js"
import { asText, parseWholeNumber, type FieldValue } from "./input.js"
import { invalid, valid, type Check } from "./result.js"
import type { MessageKey } from "./messageKeys.js"

/** Nobody buying a ticket was born more than this many years ago. */
export const MAX_AGE_YEARS = 120

/** The three boxes of a birthdate as the shopper filled them. */
export type BirthdateInput = {
  readonly day: FieldValue
  readonly month: FieldValue
  readonly year: FieldValue
}

export const validateBirthDay = (value: FieldValue): Check<number> => {
  const day = parseWholeNumber(value)
  return day === null || day < 1 || day > 31 ? invalid("validation.birthdate.invalidDay") : valid(day)
}

export const validateBirthMonth = (value: FieldValue): Check<number> => {
  const month = parseWholeNumber(value)
  return month === null || month < 1 || month > 12 ? invalid("validation.birthdate.invalidMonth") : valid(month)
}

export const validateFourDigitYear = (value: FieldValue): Check<number> => {
  const year = parseWholeNumber(value)
  return year === null || asText(value).length !== 4 ? invalid("validation.birthdate.invalidYear") : valid(year)
}

/** Four digits, not after this year and not more than MAX_AGE_YEARS before it. */
export const validateBirthYear = (value: FieldValue, today: CalendarDate): Check<number> => {
  const year = validateFourDigitYear(value)
  if (!year.ok) return year
  if (year.value > today.year) return invalid("validation.birthdate.yearTooHigh")
  if (year.value < today.year - MAX_AGE_YEARS) return invalid("validation.birthdate.yearTooLow")
  return year
}

/** The date as a whole once each box holds a plausible number. */
export const validateBirthdateParts = (date: CalendarDate, today: CalendarDate): Check<CalendarDate> => {
  if (!isRealDate(date)) return invalid("validation.birthdate.invalidDate")
  if (compareCalendarDates(date, today) > 0) return invalid("validation.birthdate.inFuture")
  return valid(date)
}

/**
 * The birthdate as far as it can be judged without knowing today: each box in range, a four-digit
 * year, a day that exists. The contract's schemas check this much; the bounds that move with the
 * calendar (not in the future, not too old) need the caller's clock: `validateBirthdate`.
 */
export const validateBirthdateShape = (input: BirthdateInput): Check<CalendarDate> => {
  const day = validateBirthDay(input.day)
  if (!day.ok) return day
  const month = validateBirthMonth(input.month)
  if (!month.ok) return month
  const year = validateFourDigitYear(input.year)
  if (!year.ok) return year
  const date = { year: year.value, month: month.value, day: day.value }
  return isRealDate(date) ? valid(date) : invalid("validation.birthdate.invalidDate")
}

/**
 * The whole birthdate: each box on its own first, then the date as a whole (no 31 February, not
 * after `today`). `today` is the tenant-zone calendar day the caller read from its clock.
 */
export const validateBirthdate = (input: BirthdateInput, today: CalendarDate): Check<CalendarDate> => {
  const day = validateBirthDay(input.day)
  if (!day.ok) return day
  const month = validateBirthMonth(input.month)
  if (!month.ok) return month
  const year = validateBirthYear(input.year, today)
  if (!year.ok) return year
  return validateBirthdateParts({ year: year.value, month: month.value, day: day.value }, today)
}

/**
 * A birth date a request carries (sign-up, personal data) judged with the receiver's clock: the
 * request schema checks the boxes, this checks the calendar (not in the future, not too old), as
 * the shop's forms do. The message key, or null when there is no date or it passes.
 */
export const birthDateProblem = (
  date: { readonly nDia: number; readonly nMes: number; readonly nAnio: number } | null,
  today: CalendarDate,
): MessageKey | null => {
  if (date === null) return null
  const check = validateBirthdate({ day: String(date.nDia), month: String(date.nMes), year: String(date.nAnio) }, today)
  return check.ok ? null : check.error
}
