import {
  formatMoney,
  type AnswerLanguage,
  type PrevalidationCode,
  type PrevalidationProblem,
  type PrevalidationReport,
  type PurchaseClosed,
  type PurchaseLocked,
  type TenantConfig,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { ProviderRegistry } from "../../payments/registry.js"
import { textsIn } from "../../i18n/texts.js"
import { closedRefusal, type OpenedProcess } from "../process/access.js"
import { amountsOf } from "../process/amounts.js"
import { purchaseView } from "../process/view.js"
import { viewInLanguage } from "../process/viewLanguage.js"
import { WALLET_BIN } from "./charge.js"
import type { MethodRow } from "../../store/payments/offeredMethods.js"
import { limitProblemOf, limitsOf, offeredMethods } from "./methods.js"

const GENERAL_TEXT = {
  SIN_LUGARES: "payment.problems.cartEmpty",
  SIN_ENTREGA: "payment.problems.deliveryMissing",
} as const

/**
 * PreValidacion2 (docs/payments.md): what PreValidacion checks, every problem at once instead of a 400
 * on the first, and for each method the tenant offers whether its provider takes this total (cards
 * are judged on the list price; a wallet has no card, so no bank promotion). Still 409/410 on a
 * purchase that cannot change.
 */
export const prevalidationReport = async (
  db: Queryable,
  providers: Pick<ProviderRegistry, "kindOf">,
  process: OpenedProcess,
  tenant: TenantConfig,
  now: number,
  language: AnswerLanguage,
): Promise<PrevalidationReport | PurchaseLocked | PurchaseClosed> => {
  const closed = closedRefusal(process, now)
  if (closed !== null) return closed
  const t = textsIn(language)
  const problem = (cCodigo: PrevalidationCode, key: string, params = {}): PrevalidationProblem => ({
    cCodigo,
    cMensaje: t(key, params),
  })
  const amounts = await amountsOf(db, process.id, now, null)
  const general: Array<PrevalidationProblem> = []
  if (amounts.places === 0) general.push(problem("SIN_LUGARES", GENERAL_TEXT.SIN_LUGARES))
  if (process.delivery_type_id === null) general.push(problem("SIN_ENTREGA", GENERAL_TEXT.SIN_ENTREGA))
  const walletTotal = (await amountsOf(db, process.id, now, WALLET_BIN)).total
  const methodProblems = (row: MethodRow): ReadonlyArray<PrevalidationProblem> => {
    const code = limitProblemOf(row, providers.kindOf(row.provider) === "card" ? amounts.total : walletTotal)
    if (code === null) return []
    const { minimum, maximum } = limitsOf(row)
    const below = code === "MONTO_MENOR_AL_MINIMO"
    return [
      problem(code, below ? "payment.problems.belowMinimum" : "payment.problems.aboveMaximum", {
        provider: row.name,
        amount: formatMoney(below ? minimum : (maximum ?? 0), tenant.price, language),
      }),
    ]
  }
  const methods = (await offeredMethods(db, tenant)).map((row) => {
    const listaProblema = methodProblems(row)
    return { nFormaDePago: row.id, cProveedor: row.provider, lDisponible: listaProblema.length === 0, listaProblema }
  })
  return {
    lValido: general.length === 0 && methods.some((method) => method.lDisponible),
    oProceso: await viewInLanguage(db, await purchaseView(db, process, now), language),
    listaProblema: general,
    listaFormaDePago: methods,
  }
}
