import type { CardInstallment, DeliveryType } from "../contract/checkout.js"
import type { PromotionKind } from "../contract/performance.js"

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

/**
 * Whether a promotion's price holds paying with this card: one bound to some banks' cards (its
 * BINs) only when the card number starts with one of them; any other promotion always.
 */
export const promotionHoldsWithCard = (bins: ReadonlyArray<string> | null, cardBin: string): boolean =>
  bins === null || bins.some((bin) => cardBin.startsWith(bin))

/**
 * The BIN a wallet's charge is priced with: none, since the shop never sees the card (if any) the
 * wallet pays with. So a wallet keeps the promotions that hold for any means of payment and drops
 * a bank promotion bound to its cards' BINs: those places go at full price, which the shopper
 * confirms before leaving the shop (lSinPromocion), as with a card outside the promotion.
 */
export const WALLET_CARD_BIN = ""

/** A held place as a charge prices it. */
export interface PlaceToCharge {
  /** The ticket's full price. */
  readonly listPrice: number
  /** The ticket after its promotion (the full price without one). */
  readonly price: number
  readonly serviceCharge: number
  /** The card BINs its promotion holds with; null without a promotion or with one for any card. */
  readonly promotionBins: ReadonlyArray<string> | null
}

/**
 * The ticket of a place paid with this card: a bank promotion the card does not hold gives way to
 * the full price (a promotion is an offer, never a condition). With no card known yet (null), the
 * promotion is taken to hold.
 */
export const ticketPriceWithCard = (place: PlaceToCharge, cardBin: string | null): number =>
  cardBin === null || promotionHoldsWithCard(place.promotionBins, cardBin) ? place.price : place.listPrice

/** What else a purchase costs besides its places. */
export interface PurchaseExtras {
  readonly delivery: number
  readonly qr: number
  readonly products: number
}

export interface ChargeAmounts extends PurchaseAmounts {
  /** What the promotions that hold take off the tickets' full prices. */
  readonly discount: number
  /** Whether some place went back to full price because the card does not hold its promotion. */
  readonly repriced: boolean
}

const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

/**
 * What a purchase costs paid with this card (null: no card yet), before any instalment surcharge:
 * the one rule the shop's summary, the memory Api and the server charge by.
 */
export const chargeAmountsOf = (
  places: ReadonlyArray<PlaceToCharge>,
  extras: PurchaseExtras,
  cardBin: string | null,
): ChargeAmounts => {
  const tickets = places.map((place) => ticketPriceWithCard(place, cardBin))
  return {
    ...purchaseAmountsOf({
      tickets: sum(tickets),
      service: sum(places.map((place) => place.serviceCharge)),
      ...extras,
    }),
    discount: sum(places.map((place, index) => place.listPrice - tickets[index]!)),
    repriced: places.some((place, index) => tickets[index] !== place.price),
  }
}

/** One instalment plan of an amount: the surcharge on the whole, split in equal instalments (to the peso). */
export const installmentOf = (amount: number, nCuotas: number, nRecargoPorcentaje: number): CardInstallment => {
  const fMontoTotal = Math.round((amount * (100 + nRecargoPorcentaje)) / 100)
  return { nCuotas, nRecargoPorcentaje, fMontoTotal, fMontoCuota: Math.round(fMontoTotal / nCuotas) }
}
