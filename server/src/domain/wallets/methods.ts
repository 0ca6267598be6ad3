import {
  acceptedProviders,
  amountLimitProblem,
  inLanguage,
  paymentProviderGroups,
  type AnswerLanguage,
  type OfferedMethod,
  type PaymentProviderGroup,
  type TenantConfig,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { textsIn } from "../../i18n/texts.js"
import { methodRows, type MethodRow } from "../../store/payments/offeredMethods.js"

/** Every method of a provider the tenant offers (its acceptedPayments), in id order. */
export const offeredMethods = async (db: Queryable, tenant: TenantConfig): Promise<ReadonlyArray<MethodRow>> => {
  const offered = acceptedProviders(tenant.acceptedPayments)
  return (await methodRows(db)).filter((row) => offered.has(row.provider))
}

export const limitsOf = (row: MethodRow) => ({
  minimum: Number(row.min_amount),
  maximum: row.max_amount === null ? null : Number(row.max_amount),
})

/** Whether a method's provider takes this total; null when it does. */
export const limitProblemOf = (row: MethodRow, total: number) => {
  const { minimum, maximum } = limitsOf(row)
  return amountLimitProblem(total, minimum, maximum)
}

/** The method as core's rules see it (paymentProviderGroups), named in `language`. */
const offeredOf = (row: MethodRow, language: AnswerLanguage): OfferedMethod => ({
  nFormaDePago: row.id,
  cNombre: inLanguage(language, row.name, row.name_en),
  cTipo: row.kind,
  provider: row.provider,
  ...limitsOf(row),
  maxInstallments: row.max_installments,
})

/** FormasDePago2 (docs/payments.md): the offered methods grouped by provider, as core's rule groups them. */
export const providerGroups = (
  rows: ReadonlyArray<MethodRow>,
  tenant: TenantConfig,
  total: number,
  language: AnswerLanguage,
): ReadonlyArray<PaymentProviderGroup> =>
  paymentProviderGroups(
    rows.map((row) => offeredOf(row, language)),
    tenant.acceptedPayments,
    total,
    textsIn(language)("payment.cardsProvider"),
  )
