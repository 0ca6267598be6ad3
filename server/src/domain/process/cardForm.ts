import {
  firstChargeProblem,
  PaymentRefused,
  repricingProblem,
  type ChargeAmounts,
  type ChargeRequest,
  type TenantConfig,
} from "@boleteria/core"

/**
 * The payment form judged as the shop's card form judges it (core's firstChargeProblem), then
 * whether the shopper agreed to the full price a bank promotion falls back to with this card
 * (repricingProblem): 400 naming the first failing field, by its key.
 */
export const checkCardForm = (
  form: ChargeRequest,
  tenant: TenantConfig,
  now: number,
  amounts: Pick<ChargeAmounts, "repriced">,
): PaymentRefused | null => {
  const problem = firstChargeProblem(form, tenant, now) ?? repricingProblem(form, amounts)
  return problem === null ? null : new PaymentRefused({ key: problem.key, field: problem.field })
}
