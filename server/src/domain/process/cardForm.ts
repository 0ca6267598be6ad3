import { firstChargeProblem, type ChargeRequest, type TenantConfig } from "@boleteria/core"
import { badRequest } from "../../http/problems.js"
import { problemText } from "../../http/problemText.js"

/** The payment form judged as the shop's card form judges it (core's firstChargeProblem): 400 naming the first failing field. */
export const checkCardForm = (form: ChargeRequest, tenant: TenantConfig, now: number): void => {
  const problem = firstChargeProblem(form, tenant, now)
  if (problem !== null) throw badRequest(`${problem.field}: ${problemText(problem.key)}`)
}
