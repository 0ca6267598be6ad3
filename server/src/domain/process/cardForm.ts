import { readFileSync } from "node:fs"
import { validatePaymentForm, type ChargeRequest, type MessageKey, type PaymentFormField, type TenantConfig } from "@boleteria/core"
import { badRequest } from "../../http/problems.js"
import { calendarDateAt, TENANT_TIME_ZONE } from "@boleteria/core"

/** Where each field of core's payment form travels in the Cobrar body. */
const BODY_FIELD: Record<PaymentFormField, string> = {
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

let spanish: Record<string, unknown> | null = null

/** The shop's Spanish text for a rule's message key (locales/es.json, the tenant's language). */
const messageText = (key: MessageKey): string => {
  spanish ??= JSON.parse(readFileSync(new URL("../../../../locales/es.json", import.meta.url), "utf8")) as Record<string, unknown>
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], spanish)
  return typeof text === "string" ? text : key
}

/**
 * The payment form judged by core's rules, the same the shop's form runs (brand, length, Luhn,
 * security code, expiry against today in Argentina, document, birthdate). The first failing field
 * answers 400, named as in the body.
 */
export const checkCardForm = (form: ChargeRequest, tenant: TenantConfig, now: number): void => {
  const today = calendarDateAt(now, TENANT_TIME_ZONE)
  const errors = validatePaymentForm(
    {
      cardholderName: form.cTitular,
      cardNumber: form.cNumeroTarjeta,
      expiryMonth: form.nMesVencimiento,
      expiryYear: form.nAnioVencimiento,
      securityCode: form.cCodigoSeguridad,
      installments: form.nCuotas,
      documentType: form.cTipoDocumento,
      documentNumber: form.cNumeroDocumento,
      email: form.cEmail,
      birthDay: form.oFechaNacimiento.nDia,
      birthMonth: form.oFechaNacimiento.nMes,
      birthYear: form.oFechaNacimiento.nAnio,
    },
    { today, flags: tenant.flags, securityCodeLengths: tenant.cardSecurityCodeLengths },
  )
  const [first] = Object.entries(errors) as Array<[PaymentFormField, MessageKey]>
  if (first !== undefined) throw badRequest(`${BODY_FIELD[first[0]]}: ${messageText(first[1])}`)
}
