import type { ChargeRequest } from "../contract/requests/index.js"
import type { TenantConfig } from "../contract/tenant.js"
import { TENANT_TIME_ZONE } from "./calendarDate.js"
import { calendarDateAt } from "./zonedTime.js"
import { validatePaymentForm, type PaymentFormContext, type PaymentFormField } from "./forms.js"
import type { MessageKey } from "./messageKeys.js"
import type { ChargeAmounts } from "./pricing.js"

/** Where each field of the payment form travels in the Cobrar body. */
export const CHARGE_BODY_FIELD: Record<PaymentFormField, string> = {
  cardholderName: "cTitular",
  cardNumber: "cNumeroTarjeta",
  expiryMonth: "nMesVencimiento",
  expiryYear: "nAnioVencimiento",
  securityCode: "cCodigoSeguridad",
  installments: "nCuotas",
  documentType: "cTipoDocumento",
  documentNumber: "cNumeroDocumento",
  email: "cEmail",
  birthDay: "oFechaNacimiento.nDia",
  birthMonth: "oFechaNacimiento.nMes",
  birthYear: "oFechaNacimiento.nAnio",
  birthdate: "oFechaNacimiento",
}

/**
 * A Cobrar body judged by the payment form's rules, the same the shop's form runs, with the
 * tenant's switches and today in Argentina (brand, length, Luhn, security code, expiry, document,
 * birthdate): the first field that fails, named as in the body, with its message key; null when the
 * card may be charged. The ChargeRequest schema, which cannot know the tenant, has already checked
 * what any processor needs.
 */
/** What a Cobrar body's fields are judged against: the tenant's flags and codes, and today where it sells. */
export const chargeFormContext = (
  tenant: Pick<TenantConfig, "flags" | "cardSecurityCodeLengths">,
  now: number,
): PaymentFormContext => ({
  today: calendarDateAt(now, TENANT_TIME_ZONE),
  flags: tenant.flags,
  securityCodeLengths: tenant.cardSecurityCodeLengths,
})

/** The holder's part of a Cobrar body (a new card's or a saved one's), as the card form names it. */
export const holderFieldsOf = (
  form: Pick<ChargeRequest, "nCuotas" | "cTipoDocumento" | "cNumeroDocumento" | "cEmail" | "oFechaNacimiento">,
) => ({
  installments: form.nCuotas,
  documentType: form.cTipoDocumento,
  documentNumber: form.cNumeroDocumento,
  email: form.cEmail,
  birthDay: form.oFechaNacimiento.nDia,
  birthMonth: form.oFechaNacimiento.nMes,
  birthYear: form.oFechaNacimiento.nAnio,
})

/** The first field the card form's rules refused, named as in the Cobrar body, or null. */
export const firstBodyProblem = (
  errors: Partial<Record<PaymentFormField, MessageKey>>,
): { readonly field: string; readonly key: MessageKey } | null => {
  const [first] = Object.entries(errors) as Array<[PaymentFormField, MessageKey]>
  return first === undefined ? null : { field: CHARGE_BODY_FIELD[first[0]], key: first[1] }
}

export const firstChargeProblem = (
  form: ChargeRequest,
  tenant: Pick<TenantConfig, "flags" | "cardSecurityCodeLengths">,
  now: number,
): { readonly field: string; readonly key: MessageKey } | null =>
  firstBodyProblem(
    validatePaymentForm(
      {
        cardholderName: form.cTitular,
        cardNumber: form.cNumeroTarjeta,
        expiryMonth: form.nMesVencimiento,
        expiryYear: form.nAnioVencimiento,
        securityCode: form.cCodigoSeguridad,
        ...holderFieldsOf(form),
      },
      chargeFormContext(tenant, now),
    ),
  )

/**
 * A card that a bank promotion of the purchase does not hold pays those places at full price
 * (chargeAmountsOf). Such a charge goes ahead only when the shopper agreed to it (lSinPromocion,
 * the card form's confirm step), so nothing is ever charged beyond what was shown before Pagar.
 */
export const repricingProblem = (
  form: Pick<ChargeRequest, "lSinPromocion">,
  amounts: Pick<ChargeAmounts, "repriced">,
): { readonly field: string; readonly key: MessageKey } | null =>
  amounts.repriced && form.lSinPromocion !== true ? { field: "lSinPromocion", key: "payment.fullPriceNotAgreed" } : null
