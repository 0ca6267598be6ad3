import {
  CheckoutChoiceNotFound,
  detectCardBrand,
  installmentOf,
  type CardInstallments,
  type PaymentMethod,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { planForBin } from "../../store/purchases/installments.js"

/**
 * The instalments a card may pay `amount` in: debit cards pay at once; credit cards as their bank's
 * plan says, each with its surcharge. Null for a card no brand or plan knows.
 */
const installmentsFor = async (
  db: Queryable,
  method: PaymentMethod,
  cardBin: string,
  amount: number,
): Promise<CardInstallments | null> => {
  const brand = detectCardBrand(cardBin)
  const plan = await planForBin(db, cardBin)
  if (plan === null || (brand === null && plan.bin === "*")) return null
  const offered =
    method.cTipo === "DEBITO" ? plan.installments.filter((option) => option.nCuotas === 1) : plan.installments
  return {
    nFormaDePago: method.nFormaDePago,
    cCardBin: cardBin,
    cMarca: brand?.name ?? plan.brand,
    listaCuota: offered.map(({ nCuotas, nRecargoPorcentaje }) => installmentOf(amount, nCuotas, nRecargoPorcentaje)),
  }
}

/** The same, for a card the shopper is paying with: an unknown card is a 404 the form can show. */
export const requireInstallments = async (
  db: Queryable,
  method: PaymentMethod,
  cardBin: string,
  amount: number,
): Promise<CardInstallments | CheckoutChoiceNotFound> =>
  (await installmentsFor(db, method, cardBin, amount)) ??
  new CheckoutChoiceNotFound({ key: "problems.checkout.cardUnknown" })
