import {
  firstChargeProblem,
  repricingProblem,
  type ChargeAmounts,
  type ChargeRequest,
  type TenantConfig,
} from "@boleteria/core"
import { fieldProblem } from "../../http/problems.js"

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
): void => {
  const problem = firstChargeProblem(form, tenant, now) ?? repricingProblem(form, amounts)
  if (problem !== null) throw fieldProblem(problem.field, problem.key)
}
