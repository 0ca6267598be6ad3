import type { SavedCard, SavedCardChargeRequest } from "../contract/savedCards.js"
import type { TenantConfig } from "../contract/tenant.js"
import { validateExpiry } from "./card.js"
import type { CalendarDate } from "./calendarDate.js"
import { CARD_BIN_LENGTH, holderPartOf } from "./chargeRequest.js"
import { chargeFormContext, firstBodyProblem, holderFieldsOf } from "./chargeCheck.js"
import { hasErrors, type FormErrors } from "./formErrors.js"
import { validatePaymentForm, type PaymentFormContext, type PaymentFormField, type PaymentFormInput } from "./forms.js"
import type { MessageKey } from "./messageKeys.js"

/** What a saved card's charge still asks of the payment form: the instalments and the holder's part. */
const SAVED_CARD_FIELDS: ReadonlySet<PaymentFormField> = new Set<PaymentFormField>([
  "installments",
  "documentType",
  "documentNumber",
  "email",
  "birthDay",
  "birthMonth",
  "birthYear",
  "birthdate",
])

/** The payment form's errors for a saved card: the card's own fields are the processor's, not asked. */
export const validateSavedCardForm = (
  form: PaymentFormInput,
  context: PaymentFormContext,
): FormErrors<PaymentFormField> =>
  Object.fromEntries(
    Object.entries(validatePaymentForm(form, context)).filter(([field]) =>
      SAVED_CARD_FIELDS.has(field as PaymentFormField),
    ),
  )

/** A saved card past its expiry cannot be charged (the key the card form shows for an expired card). */
const savedCardExpiryProblem = (
  card: Pick<SavedCard, "nMesVencimiento" | "nAnioVencimiento">,
  context: PaymentFormContext,
): MessageKey | null => {
  const expiry = validateExpiry({ month: card.nMesVencimiento, year: card.nAnioVencimiento }, context.today, {
    ...context.flags,
    expiryValidation: true,
  })
  return expiry.ok ? null : "validation.expiry.expired"
}

/** A saved card is good through the last day of its expiry month ("my cards" marks it expired after). */
export const isSavedCardExpired = (
  card: Pick<SavedCard, "nMesVencimiento" | "nAnioVencimiento">,
  today: CalendarDate,
): boolean =>
  card.nAnioVencimiento < today.year || (card.nAnioVencimiento === today.year && card.nMesVencimiento < today.month)

export type SavedCardFormReading =
  | { readonly ok: true; readonly request: SavedCardChargeRequest; readonly card: { cardBin: string; last4: string } }
  | { readonly ok: false; readonly errors: FormErrors<PaymentFormField> }

/** The payment form read as a Cobrar body for a saved card, and what the event log may keep of the card. */
export const readSavedCardForm = (
  form: PaymentFormInput,
  card: SavedCard,
  context: PaymentFormContext,
): SavedCardFormReading => {
  const errors = validateSavedCardForm(form, context)
  const expired = savedCardExpiryProblem(card, context)
  const holder = holderPartOf(form, context)
  if (hasErrors(errors) || expired !== null || holder === null) return { ok: false, errors }
  return {
    ok: true,
    request: {
      cAliasToken: card.cAliasToken,
      ...holder,
    },
    card: { cardBin: card.cBin.slice(0, CARD_BIN_LENGTH), last4: card.cUltimos4 },
  }
}

/**
 * A Cobrar body for a saved card judged as the card form judges it (the holder's part) and the
 * card's stored expiry: the first field that fails, named as in the body, or null.
 */
export const firstSavedCardChargeProblem = (
  form: SavedCardChargeRequest,
  card: Pick<SavedCard, "nMesVencimiento" | "nAnioVencimiento">,
  tenant: Pick<TenantConfig, "flags" | "cardSecurityCodeLengths">,
  now: number,
): { readonly field: string; readonly key: MessageKey } | null => {
  const context = chargeFormContext(tenant, now)
  const expired = savedCardExpiryProblem(card, context)
  if (expired !== null) return { field: "cAliasToken", key: expired }
  return firstBodyProblem(
    validateSavedCardForm(
      {
        cardholderName: "",
        cardNumber: "",
        expiryMonth: "",
        expiryYear: "",
        securityCode: "",
        ...holderFieldsOf(form),
      },
      context,
    ),
  )
}

/** The saved card the card form starts with: the newest that has not expired; none leaves a new card. */
export const preselectedSavedCard = (cards: ReadonlyArray<SavedCard>, today: CalendarDate): SavedCard | null =>
  cards.find((card) => !isSavedCardExpired(card, today)) ?? null

type SavedHolderField = "documentType" | "documentNumber" | "birthDay" | "birthMonth" | "birthYear"

/** The holder's fields of the payment form as a saved card remembers them; null when it remembers none. */
export const holderFormValuesOf = (card: SavedCard): Readonly<Record<SavedHolderField, string>> | null => {
  const holder = card.oTitular ?? null
  if (holder === null) return null
  return {
    documentType: holder.cTipoDocumento,
    documentNumber: holder.cNumeroDocumento,
    birthDay: String(holder.oFechaNacimiento.nDia),
    birthMonth: String(holder.oFechaNacimiento.nMes),
    birthYear: String(holder.oFechaNacimiento.nAnio),
  }
}
