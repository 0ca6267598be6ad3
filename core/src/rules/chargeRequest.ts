import type { ChargeRequest } from "../contract/requests/index.js"
import { validateBirthdate } from "./birthdate.js"
import { cardDigits, validateExpiry, validateSecurityCode } from "./card.js"
import { detectCardBrand } from "./cardBrand.js"
import { isDocumentType, validateDocumentNumber } from "./document.js"
import { hasErrors, type FormErrors } from "./formErrors.js"
import { validatePaymentForm, type PaymentFormContext, type PaymentFormField, type PaymentFormInput } from "./forms.js"
import { asText, parseWholeNumber } from "./input.js"

/** Digits the processor is asked about for the brand and its installments (SPEC §7 Tarjetas/{cardBin}). */
export const CARD_BIN_LENGTH = 6

/** The BIN of a partly typed card number, once it has enough digits; null before. */
export const cardBinOf = (cardNumber: string): string | null => {
  const digits = cardDigits(cardNumber)
  return digits !== null && digits.length >= CARD_BIN_LENGTH ? digits.slice(0, CARD_BIN_LENGTH) : null
}

export type PaymentFormReading =
  | {
      readonly ok: true
      readonly request: ChargeRequest
      /** What may be said of the card outside the charge itself (the event log): BIN and last 4 digits. */
      readonly card: { readonly cardBin: string; readonly last4: string }
    }
  | { readonly ok: false; readonly errors: FormErrors<PaymentFormField> }

/**
 * The holder's part of a Cobrar body, a new card's or a saved one's: the instalments, the document
 * (its number cleaned), the e-mail and the birth date; null while any of them is wrong.
 */
export const holderPartOf = (form: PaymentFormInput, context: PaymentFormContext) => {
  const documentType = isDocumentType(form.documentType) ? form.documentType : null
  const documentNumber = documentType === null ? null : validateDocumentNumber(documentType, form.documentNumber)
  const birthdate = validateBirthdate(
    { day: form.birthDay, month: form.birthMonth, year: form.birthYear },
    context.today,
  )
  const installments = parseWholeNumber(form.installments)
  if (documentType === null || !documentNumber?.ok || !birthdate.ok || installments === null) return null
  return {
    nCuotas: installments,
    cTipoDocumento: documentType,
    cNumeroDocumento: documentNumber.value,
    cEmail: asText(form.email),
    oFechaNacimiento: { nDia: birthdate.value.day, nMes: birthdate.value.month, nAnio: birthdate.value.year },
  }
}

/**
 * A valid payment form as the body of …/Cobrar (card digits only, a four-digit expiry year, the
 * document number cleaned) and the card summary the event log may keep; otherwise every error.
 */
export const readPaymentForm = (form: PaymentFormInput, context: PaymentFormContext): PaymentFormReading => {
  const errors = validatePaymentForm(form, context)
  const digits = cardDigits(form.cardNumber) ?? ""
  const expiry = validateExpiry({ month: form.expiryMonth, year: form.expiryYear }, context.today, context.flags)
  const code = validateSecurityCode(
    form.securityCode,
    detectCardBrand(digits),
    context.securityCodeLengths,
    context.flags,
  )
  const holder = holderPartOf(form, context)
  if (hasErrors(errors) || !expiry.ok || !code.ok || holder === null) return { ok: false, errors }
  return {
    ok: true,
    request: {
      cTitular: asText(form.cardholderName),
      cNumeroTarjeta: digits,
      nMesVencimiento: expiry.value.month,
      nAnioVencimiento: expiry.value.year,
      cCodigoSeguridad: code.value,
      ...holder,
    },
    card: { cardBin: digits.slice(0, CARD_BIN_LENGTH), last4: digits.slice(-4) },
  }
}
