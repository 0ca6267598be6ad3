import type { PromotionKind } from "../contract/catalogFiles.js"
import type { CardInstallment, DeliveryType } from "../contract/checkout.js"

/** How a promotion prices tickets: a percentage off each, or every second ticket free. */
export interface PromotionPricing {
  readonly kind: PromotionKind
  /** The percentage off, for PORCENTAJE; null for 2x1. */
  readonly percent: number | null
}

/**
 * Ticket prices under a promotion, in the order given. A percentage comes off every ticket (to the
 * peso); 2x1 makes every second ticket free, the cheaper of each pair when prices differ.
 */
export const promotedPrices = (
  promotion: PromotionPricing,
  basePrices: ReadonlyArray<number>,
): ReadonlyArray<number> => {
  if (promotion.kind === "PORCENTAJE") {
    return basePrices.map((price) => Math.round((price * (100 - (promotion.percent ?? 0))) / 100))
  }
  const dearestFirst = basePrices
    .map((price, index) => ({ price, index }))
    .sort((a, b) => b.price - a.price || a.index - b.index)
  const free = new Set(dearestFirst.filter((_, rank) => rank % 2 === 1).map(({ index }) => index))
  return basePrices.map((price, index) => (free.has(index) ? 0 : price))
}

/** What a promotion takes off, as the function page shows it: 2x1 is half price over the pair. */
export const discountPercentOf = (promotion: PromotionPricing): number =>
  promotion.kind === "DOS_POR_UNO" ? 50 : (promotion.percent ?? 0)

/**
 * The anti-fraud QR fee of an order whose tickets are printed (box-office pickup, home delivery):
 * a fixed amount per order. E-tickets carry their QR in the PDF and pay nothing.
 */
export const ANTI_FRAUD_QR_FEE = 500

/** The QR fee of a purchase with this delivery chosen (none chosen yet: nothing). */
export const antiFraudQrFeeOf = (deliveryCode: DeliveryType["cCodigo"] | null): number =>
  deliveryCode === null || deliveryCode === "ETICKET" ? 0 : ANTI_FRAUD_QR_FEE

/** The parts of what a purchase costs, as its order records them. */
export interface PurchaseAmountParts {
  /** Tickets, after their promotions. */
  readonly tickets: number
  readonly service: number
  readonly delivery: number
  readonly qr: number
  readonly products: number
}

export interface PurchaseAmounts extends PurchaseAmountParts {
  /** What a charge of the purchase takes (before any instalment surcharge). */
  readonly total: number
}

export const purchaseAmountsOf = (parts: PurchaseAmountParts): PurchaseAmounts => ({
  ...parts,
  total: parts.tickets + parts.service + parts.delivery + parts.qr + parts.products,
})

/** One instalment plan of an amount: the surcharge on the whole, split in equal instalments (to the peso). */
export const installmentOf = (amount: number, nCuotas: number, nRecargoPorcentaje: number): CardInstallment => {
  const fMontoTotal = Math.round((amount * (100 + nRecargoPorcentaje)) / 100)
  return { nCuotas, nRecargoPorcentaje, fMontoTotal, fMontoCuota: Math.round(fMontoTotal / nCuotas) }
}
