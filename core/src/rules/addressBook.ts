import { AddressType, Country, PhoneType, type Address, type Phone } from "../contract/customer.js"
import type { AddressRequest, PhoneRequest } from "../contract/requests/index.js"
import { validateZip } from "./address.js"
import { hasErrors } from "./formErrors.js"
import { validateAddressForm, validatePhoneForm, type AddressForm, type PhoneForm } from "./forms.js"
import { asText, isBlank, type FieldValue } from "./input.js"
import { validatePhoneNumber } from "./phone.js"
import { validateChoice } from "./required.js"

/** An address as its form holds it: the checked fields plus the optional ones and the default flag. */
export type AddressFormValues = AddressForm & {
  readonly floor: FieldValue
  readonly department: FieldValue
  readonly referrer: FieldValue
  readonly isDefault: boolean
}

export type PhoneFormValues = PhoneForm & { readonly isDefault: boolean }

const optionalText = (value: FieldValue): string | null => (isBlank(value) ? null : asText(value))

/** The body of Domicilio/Insertar and /Modificar from a form the rules accept; null while any field fails. */
export const addressRequest = (form: AddressFormValues): AddressRequest | null => {
  const type = validateChoice(form.type, AddressType.literals)
  const country = validateChoice(form.country, Country.literals)
  if (hasErrors(validateAddressForm(form)) || !type.ok || !country.ok) return null
  const zip = validateZip(form.zip, country.value)
  return {
    cTipo: type.value,
    cReferente: optionalText(form.referrer),
    cCalle: asText(form.street),
    cNumero: asText(form.number),
    cPiso: optionalText(form.floor),
    cDepartamento: optionalText(form.department),
    cPais: country.value,
    cProvincia: asText(form.province),
    cLocalidad: asText(form.location),
    cCodigoPostal: zip.ok ? zip.value : asText(form.zip),
    lPredeterminado: form.isDefault,
  }
}

/** The form filled with a saved address, to edit it. */
export const addressFormOf = (address: Address): AddressFormValues => ({
  type: address.cTipo,
  street: address.cCalle,
  number: address.cNumero,
  floor: address.cPiso ?? "",
  department: address.cDepartamento ?? "",
  country: address.cPais,
  province: address.cProvincia,
  location: address.cLocalidad,
  zip: address.cCodigoPostal,
  referrer: address.cReferente ?? "",
  isDefault: address.lPredeterminado,
})

/** The body of Telefono/Insertar and /Modificar from a form the rules accept; null while any field fails. */
export const phoneRequest = (form: PhoneFormValues): PhoneRequest | null => {
  const type = validateChoice(form.type, PhoneType.literals)
  const number = validatePhoneNumber(form.number)
  if (hasErrors(validatePhoneForm(form)) || !type.ok || !number.ok) return null
  return { cTipo: type.value, cNumero: number.value, lPredeterminado: form.isDefault }
}

export const phoneFormOf = (phone: Phone): PhoneFormValues => ({
  type: phone.cTipo,
  number: phone.cNumero,
  isDefault: phone.lPredeterminado,
})

/** A saved address made the default one: the same address, sent back with the flag on. */
export const asDefaultAddress = (address: Address): AddressRequest => ({
  cTipo: address.cTipo,
  cReferente: address.cReferente,
  cCalle: address.cCalle,
  cNumero: address.cNumero,
  cPiso: address.cPiso,
  cDepartamento: address.cDepartamento,
  cPais: address.cPais,
  cProvincia: address.cProvincia,
  cLocalidad: address.cLocalidad,
  cCodigoPostal: address.cCodigoPostal,
  lPredeterminado: true,
})

export const asDefaultPhone = (phone: Phone): PhoneRequest => ({
  cTipo: phone.cTipo,
  cNumero: phone.cNumero,
  lPredeterminado: true,
})
