import type { AnswerLanguage } from "../contract/language.js"
import type { Bill, Order } from "../contract/order.js"

/** The general VAT rate (Ley de IVA art. 28) the tenant's sales are taxed at. */
export const GENERAL_VAT_PERCENT = 21

/**
 * What a Factura B (or credit note B) to a final consumer must show under the Régimen de
 * Transparencia Fiscal al Consumidor (Ley 27.743, RG ARCA 5614/2024): the VAT contained in the
 * total, and the other national indirect taxes (only impuestos internos, which tickets and their
 * services do not bear).
 */
export interface ContainedTaxes {
  readonly vat: number
  readonly otherNationalIndirectTaxes: number
}

/**
 * The VAT contained in a total that includes it: total × rate / (100 + rate), to the cent
 * (21% → total × 21/121). Worked in whole cents: at 21% a whole number of cents × 21/121 is never
 * exactly half a cent (121 is odd), so the rounding has no tie to break.
 */
export const vatContainedIn = (total: number, ratePercent: number = GENERAL_VAT_PERCENT): number => {
  const cents = Math.round(total * 100)
  return Math.round((cents * ratePercent) / (100 + ratePercent)) / 100
}

/** The parts of an order a bill charges for, as the order carries them. */
export type BilledAmounts = Pick<
  Order,
  "fTotalEntradas" | "fTotalCargoServicio" | "fTotalEntrega" | "fTotalQrAntifraude" | "fTotalProductos"
>

/**
 * The taxes a consumer bill of an order contains. The tickets are exempt: Ley de IVA art. 7
 * inc. h) ap. 10 exempts admission to theatre shows (Ley 24.800) and to concerts and recitals,
 * which is what this shop sells. The shop's own services (service charge, delivery, the
 * anti-fraud QR) and the products sold with the tickets bear the general rate. A credit note
 * cancels the whole bill, so it contains the same taxes.
 */
export const containedTaxesOf = (order: BilledAmounts): ContainedTaxes => ({
  vat: vatContainedIn(
    order.fTotalCargoServicio + order.fTotalEntrega + order.fTotalQrAntifraude + order.fTotalProductos,
  ),
  otherNationalIndirectTaxes: 0,
})

const BILL_FILE_STEMS: Record<AnswerLanguage, Record<Bill["cTipo"], string>> = {
  es: { FACTURA: "factura", NOTA_DE_CREDITO: "nota-de-credito" },
  en: { FACTURA: "bill", NOTA_DE_CREDITO: "credit-note" },
}

/** The name a bill's PDF is saved under, in the language of the purchase: "bill-3-1520.pdf". */
export const billFileName = (bill: Bill, language: AnswerLanguage): string =>
  `${BILL_FILE_STEMS[language][bill.cTipo]}-${bill.nPuntoDeVenta}-${bill.nNumeroComprobante}.pdf`
