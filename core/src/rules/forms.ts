import { AddressType, Country, PhoneType } from "../contract/customer.js"
import { validateZip } from "./address.js"
import { validateBirthDay, validateBirthMonth, validateBirthYear, validateBirthdateParts } from "./birthdate.js"
import {
  cardDigits,
  validateCardNumber,
  validateCardholderName,
  validateExpiry,
  validateInstallments,
  validateSecurityCode,
  type CardValidationFlags,
} from "./card.js"
import { detectCardBrand } from "./cardBrand.js"
import type { CalendarDate } from "./calendarDate.js"
import { isDocumentType, validateDocumentNumber, validateDocumentType } from "./document.js"
import { validateEmail, validateEmailConfirmation } from "./email.js"
import { collectErrors, type FormErrors } from "./formErrors.js"
import type { FieldValue } from "./input.js"
import type { MessageKey } from "./messageKeys.js"
import { validateCurrentPassword, validatePassword, validatePasswordConfirmation } from "./password.js"
import { validateEmailedCode, validateFirstName, validateGender, validateLastName } from "./person.js"
import { validatePhoneNumber } from "./phone.js"
import { validateTermsAccepted } from "./reservation.js"
import { validateChoice, validateRequired } from "./required.js"
import { valid, type Check } from "./result.js"

type Entry<Field extends string> = readonly [Field, Check<unknown>]

export type BirthdateField = "birthDay" | "birthMonth" | "birthYear" | "birthdate"

/** Each box on its own; the date as a whole (31 February, a future day) under "birthdate". */
export const birthdateChecks = (
  day: FieldValue,
  month: FieldValue,
  year: FieldValue,
  today: CalendarDate,
): ReadonlyArray<Entry<BirthdateField>> => {
  const dayCheck = validateBirthDay(day)
  const monthCheck = validateBirthMonth(month)
  const yearCheck = validateBirthYear(year, today)
  const wholeCheck =
    dayCheck.ok && monthCheck.ok && yearCheck.ok
      ? validateBirthdateParts({ year: yearCheck.value, month: monthCheck.value, day: dayCheck.value }, today)
      : valid(undefined)
  return [
    ["birthDay", dayCheck],
    ["birthMonth", monthCheck],
    ["birthYear", yearCheck],
    ["birthdate", wholeCheck],
  ]
}

/** A document number can only be judged against its type; without a type only the type is reported. */
export const documentNumberCheck = (type: string | null, documentNumber: FieldValue): Check<unknown> =>
  isDocumentType(type) ? validateDocumentNumber(type, documentNumber) : valid(undefined)

const EXPIRY_YEAR_ERRORS: ReadonlyArray<MessageKey> = [
  "validation.expiry.yearRequired",
  "validation.expiry.invalidYear",
]

/** Year problems show under the year box; the rest (a missing, wrong or past month) under the month. */
const expiryField = (expiry: Check<unknown>): "expiryMonth" | "expiryYear" =>
  !expiry.ok && EXPIRY_YEAR_ERRORS.includes(expiry.error) ? "expiryYear" : "expiryMonth"

export type PaymentFormInput = {
  readonly cardholderName: FieldValue
  readonly cardNumber: FieldValue
  readonly expiryMonth: FieldValue
  readonly expiryYear: FieldValue
  readonly securityCode: FieldValue
  readonly installments: FieldValue
  readonly documentType: string | null
  readonly documentNumber: FieldValue
  readonly email: FieldValue
  readonly birthDay: FieldValue
  readonly birthMonth: FieldValue
  readonly birthYear: FieldValue
}
export type PaymentFormField = keyof PaymentFormInput | "birthdate"

export type PaymentFormContext = {
  /** Today in the tenant's zone: expiry and birthdate are judged against it. */
  readonly today: CalendarDate
  readonly flags: CardValidationFlags
  /** The tenant's `cardSecurityCodeLengths`, used while the card brand is unknown. */
  readonly securityCodeLengths: ReadonlyArray<number>
}

export const validatePaymentForm = (
  form: PaymentFormInput,
  { today, flags, securityCodeLengths }: PaymentFormContext,
): FormErrors<PaymentFormField> => {
  const brand = detectCardBrand(cardDigits(form.cardNumber) ?? "")
  const expiry = validateExpiry({ month: form.expiryMonth, year: form.expiryYear }, today, flags)
  return collectErrors<PaymentFormField>([
    ["cardholderName", validateCardholderName(form.cardholderName)],
    ["cardNumber", validateCardNumber(form.cardNumber, flags)],
    [expiryField(expiry), expiry],
    ["securityCode", validateSecurityCode(form.securityCode, brand, securityCodeLengths, flags)],
    ["installments", validateInstallments(form.installments)],
    ["documentType", validateDocumentType(form.documentType)],
    ["documentNumber", documentNumberCheck(form.documentType, form.documentNumber)],
    ["email", validateEmail(form.email)],
    ...birthdateChecks(form.birthDay, form.birthMonth, form.birthYear, today),
  ])
}

export type SignUpForm = {
  readonly firstName: FieldValue
  readonly lastName: FieldValue
  readonly email: FieldValue
  readonly emailConfirmation: FieldValue
  readonly password: string
  readonly passwordConfirmation: string
  readonly gender: string | null
  readonly documentType: string | null
  readonly documentNumber: FieldValue
  readonly termsAccepted: boolean
}
export type SignUpFormField = keyof SignUpForm

/** A new password and the same typed again, as every form that sets one judges them. */
const newPasswordChecks = (form: { readonly password: string; readonly passwordConfirmation: string }) =>
  [
    ["password", validatePassword(form.password)],
    ["passwordConfirmation", validatePasswordConfirmation(form.password, form.passwordConfirmation)],
  ] as const

/** `documentHidden` is the tenant's `signUpHidesDocument`: a hidden field cannot be asked for. */
export const validateSignUpForm = (
  form: SignUpForm,
  { documentHidden }: { readonly documentHidden: boolean },
): FormErrors<SignUpFormField> =>
  collectErrors<SignUpFormField>([
    ["firstName", validateFirstName(form.firstName)],
    ["lastName", validateLastName(form.lastName)],
    ["email", validateEmail(form.email)],
    ["emailConfirmation", validateEmailConfirmation(form.email, form.emailConfirmation)],
    ...newPasswordChecks(form),
    ["gender", validateGender(form.gender)],
    ...(documentHidden
      ? []
      : ([
          ["documentType", validateDocumentType(form.documentType)],
          ["documentNumber", documentNumberCheck(form.documentType, form.documentNumber)],
        ] as const)),
    ["termsAccepted", validateTermsAccepted(form.termsAccepted)],
  ])

export type PasswordRecoveryForm = {
  readonly code: FieldValue
  readonly password: string
  readonly passwordConfirmation: string
}

export const validatePasswordRecoveryForm = (form: PasswordRecoveryForm): FormErrors<keyof PasswordRecoveryForm> =>
  collectErrors<keyof PasswordRecoveryForm>([["code", validateEmailedCode(form.code)], ...newPasswordChecks(form)])

export type ChangePasswordForm = {
  readonly currentPassword: string
  readonly password: string
  readonly passwordConfirmation: string
}

export const validateChangePasswordForm = (form: ChangePasswordForm): FormErrors<keyof ChangePasswordForm> =>
  collectErrors<keyof ChangePasswordForm>([
    ["currentPassword", validateCurrentPassword(form.currentPassword)],
    ...newPasswordChecks(form),
  ])

export type AddressForm = {
  readonly type: string | null
  readonly street: FieldValue
  readonly number: FieldValue
  readonly country: string | null
  readonly province: FieldValue
  readonly location: FieldValue
  readonly zip: FieldValue
}

/** Referrer, floor and department are optional and free text, so they never fail. */
export const validateAddressForm = (form: AddressForm): FormErrors<keyof AddressForm> => {
  const country = validateChoice(form.country, Country.literals)
  return collectErrors<keyof AddressForm>([
    ["type", validateChoice(form.type, AddressType.literals)],
    ["street", validateRequired(form.street)],
    ["number", validateRequired(form.number)],
    ["country", country],
    ["province", validateRequired(form.province)],
    ["location", validateRequired(form.location)],
    ["zip", validateZip(form.zip, country.ok ? country.value : null)],
  ])
}

export type PhoneForm = {
  readonly type: string | null
  readonly number: FieldValue
}

export const validatePhoneForm = (form: PhoneForm): FormErrors<keyof PhoneForm> =>
  collectErrors<keyof PhoneForm>([
    ["type", validateChoice(form.type, PhoneType.literals)],
    ["number", validatePhoneNumber(form.number)],
  ])
