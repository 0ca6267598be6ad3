import type { LoginSystem } from "../contract/common.js"
import { Country, PhoneType, type Customer } from "../contract/customer.js"
import type { UpdatePersonalDataRequest } from "../contract/requests/index.js"
import type { CalendarDate } from "./calendarDate.js"
import { isDocumentType, validateDocumentType, validateOptionalDocument } from "./document.js"
import { collectErrors, hasErrors, type FormErrors } from "./formErrors.js"
import { birthdateChecks, documentNumberCheck, type BirthdateField } from "./forms.js"
import { asText, isBlank, type FieldValue } from "./input.js"
import { validateFirstName, validateGender, validateLastName } from "./person.js"
import { validatePhoneNumber } from "./phone.js"
import { validateChoice } from "./required.js"
import type { Check } from "./result.js"

/**
 * The customer's own data as "my data" edits it (SPEC §3 Customer, Modificar/DatosPersonales).
 * The e-mail is the account's name and is not edited here; the password has its own page.
 */
export type PersonalDataForm = {
  readonly firstName: FieldValue
  readonly lastName: FieldValue
  readonly gender: string | null
  /** null: no document given. */
  readonly documentType: string | null
  readonly documentNumber: FieldValue
  readonly birthDay: FieldValue
  readonly birthMonth: FieldValue
  readonly birthYear: FieldValue
  /** null: no contact phone given. */
  readonly phoneType: string | null
  readonly phoneNumber: FieldValue
  readonly country: string | null
  readonly telegramUser: FieldValue
  readonly alias: FieldValue
}

export type PersonalDataField = Exclude<keyof PersonalDataForm, "telegramUser" | "alias"> | BirthdateField

const bothBlank = (...values: ReadonlyArray<FieldValue>) => values.every(isBlank)

/** The document is optional; a number without a type, or a type without its number, is not. */
const documentChecks = (form: PersonalDataForm): ReadonlyArray<readonly [PersonalDataField, Check<unknown>]> =>
  form.documentType === null && isBlank(form.documentNumber)
    ? []
    : [
        ["documentType", validateDocumentType(form.documentType)],
        ["documentNumber", documentNumberCheck(form.documentType, form.documentNumber)],
      ]

/** The birthday is optional as a whole; once any box is filled, all three and the date must be right. */
const birthdayChecks = (form: PersonalDataForm, today: CalendarDate) =>
  bothBlank(form.birthDay, form.birthMonth, form.birthYear)
    ? []
    : birthdateChecks(form.birthDay, form.birthMonth, form.birthYear, today)

/** The contact phone is optional; a type needs a number and a number needs a type. */
const phoneChecks = (form: PersonalDataForm): ReadonlyArray<readonly [PersonalDataField, Check<unknown>]> =>
  form.phoneType === null && isBlank(form.phoneNumber)
    ? []
    : [
        ["phoneType", validateChoice(form.phoneType, PhoneType.literals)],
        ["phoneNumber", validatePhoneNumber(form.phoneNumber)],
      ]

/** SPEC §5's messages for the personal data: names, gender, document, birthday, phone, country. */
export const validatePersonalDataForm = (
  form: PersonalDataForm,
  { today }: { readonly today: CalendarDate },
): FormErrors<PersonalDataField> =>
  collectErrors<PersonalDataField>([
    ["firstName", validateFirstName(form.firstName)],
    ["lastName", validateLastName(form.lastName)],
    ["gender", validateGender(form.gender)],
    ...documentChecks(form),
    ...birthdayChecks(form, today),
    ...phoneChecks(form),
    ["country", validateChoice(form.country, Country.literals)],
  ])

const optionalText = (value: FieldValue): string | null => (isBlank(value) ? null : asText(value))

/** Telegram users are written with or without their "@"; the account keeps the name alone. */
const telegramUserOf = (value: FieldValue): string | null => optionalText(asText(value).replace(/^@+/u, ""))

/** The body of Modificar/DatosPersonales from a form the rules accept; null while any field fails. */
export const personalDataRequest = (
  form: PersonalDataForm,
  context: { readonly today: CalendarDate },
): UpdatePersonalDataRequest | null => {
  if (hasErrors(validatePersonalDataForm(form, context))) return null
  const gender = validateGender(form.gender)
  const country = validateChoice(form.country, Country.literals)
  const phoneType = validateChoice(form.phoneType, PhoneType.literals)
  const phone = validatePhoneNumber(form.phoneNumber)
  const documentNumber = validateOptionalDocument(form.documentType, form.documentNumber)
  if (!gender.ok || !country.ok || !documentNumber.ok) return null
  return {
    cNombre: asText(form.firstName),
    cApellido: asText(form.lastName),
    cGenero: gender.value,
    cTipoDocumento: isDocumentType(form.documentType) ? form.documentType : null,
    cNumeroDocumento: documentNumber.value,
    cTipoTelefono: phoneType.ok ? phoneType.value : null,
    cTelefono: phone.ok ? phone.value : null,
    oFechaNacimiento: bothBlank(form.birthDay, form.birthMonth, form.birthYear)
      ? null
      : {
          nDia: Number(asText(form.birthDay)),
          nMes: Number(asText(form.birthMonth)),
          nAnio: Number(asText(form.birthYear)),
        },
    cAlias: optionalText(form.alias),
    cUsuarioTelegram: telegramUserOf(form.telegramUser),
    cPais: country.value,
  }
}

const textOf = (value: string | number | null): string => (value === null ? "" : String(value))

/** The form filled with what the account holds now. */
export const personalDataFormOf = (customer: Customer): PersonalDataForm => ({
  firstName: customer.cNombre,
  lastName: customer.cApellido,
  gender: customer.cGenero,
  documentType: customer.cTipoDocumento,
  documentNumber: textOf(customer.cNumeroDocumento),
  birthDay: textOf(customer.oFechaNacimiento?.nDia ?? null),
  birthMonth: textOf(customer.oFechaNacimiento?.nMes ?? null),
  birthYear: textOf(customer.oFechaNacimiento?.nAnio ?? null),
  phoneType: customer.cTipoTelefono,
  phoneNumber: textOf(customer.cTelefono),
  country: customer.cPais,
  telegramUser: textOf(customer.cUsuarioTelegram),
  alias: textOf(customer.cAlias),
})

/**
 * The whole personal data as the account holds it, so a page that edits one field (the alias, the
 * Telegram user) sends the rest unchanged: Modificar/DatosPersonales replaces all of it.
 */
export const personalDataOf = (customer: Customer): UpdatePersonalDataRequest => ({
  cNombre: customer.cNombre,
  cApellido: customer.cApellido,
  cGenero: customer.cGenero,
  cTipoDocumento: customer.cTipoDocumento,
  cNumeroDocumento: customer.cNumeroDocumento,
  cTipoTelefono: customer.cTipoTelefono,
  cTelefono: customer.cTelefono,
  oFechaNacimiento: customer.oFechaNacimiento,
  cAlias: customer.cAlias,
  cUsuarioTelegram: customer.cUsuarioTelegram,
  cPais: customer.cPais,
})

/** The extras page's fields, each optional: an alias and a Telegram user. */
export const additionalDataRequest = (
  customer: Customer,
  extras: { readonly alias: FieldValue; readonly telegramUser: FieldValue },
): UpdatePersonalDataRequest => ({
  ...personalDataOf(customer),
  cAlias: optionalText(extras.alias),
  cUsuarioTelegram: telegramUserOf(extras.telegramUser),
})

/** SPEC §6: the alias belongs to external login, and only when the tenant's alias flag is on. */
export const isAliasEditable = (loginSystem: LoginSystem, aliasFlag: boolean): boolean =>
  loginSystem === "EXTERNAL_LOGIN" && aliasFlag
