import type { DeliveryType, ExtraProduct } from "../contract/checkout.js"
import type { CartPromotion, HeldPosition, PurchaseProcess } from "../contract/purchase.js"
import {
  antiFraudQrFeeOf,
  chargeAmountsOf,
  installmentOf,
  promotionHoldsWithCard,
  ticketPriceWithCard,
  type ChargeAmounts,
  type PlaceToCharge,
} from "./pricing.js"

// Every amount of a purchase from the hold to Pagar, as the shop's summary shows it, priced by the
// same rule (chargeAmountsOf) the memory Api and the server charge by.

/** A cart line as pricing reads it: its places, and the promotions they were taken with. */
export interface LineToPrice {
  readonly held: ReadonlyArray<HeldPosition>
  readonly promotions: ReadonlyArray<CartPromotion>
}

/** The lines of a procesoCompra as pricing reads them (the cart's view-model carries the same two fields). */
export const linesToPriceOf = (process: PurchaseProcess): ReadonlyArray<LineToPrice> =>
  process.listaFuncion.map((line) => ({ held: line.listaPosicion, promotions: line.listaPromocion }))

const promotionOf = (line: LineToPrice, position: HeldPosition): CartPromotion | null =>
  line.promotions.find((promotion) => promotion.idPromocion === position.idPromocion) ?? null

/** A held place as a charge prices it, from the cart line that lists it. */
export const placeToChargeOf = (line: LineToPrice, position: HeldPosition): PlaceToCharge => ({
  listPrice: position.fPrecioLista,
  price: position.fPrecioLista - position.fDescuento,
  serviceCharge: position.fCargoServicio,
  promotionBins: promotionOf(line, position)?.listaBin ?? null,
})

/** What the shopper has chosen so far; each part counts once chosen. */
export interface CheckoutChoices {
  readonly delivery: Pick<DeliveryType, "fPrecio" | "cCodigo"> | null
  readonly products: ReadonlyArray<Pick<ExtraProduct, "fPrecio" | "nCantidadSeleccionada">>
  /** The card's BIN once typed (null before: a bank promotion is taken to hold). */
  readonly cardBin: string | null
  /** The instalments chosen and their surcharge in percent; null before. */
  readonly installments: { readonly count: number; readonly surchargePercent: number } | null
}

export interface PlaceAmounts {
  readonly position: HeldPosition
  readonly listPrice: number
  readonly discount: number
  readonly serviceCharge: number
  /** The ticket after the discount, plus the service charge. */
  readonly amount: number
  /** The promotion the place was taken with. */
  readonly promotion: CartPromotion | null
  /** True when that is a bank promotion the card does not hold: the place is at full price. */
  readonly promotionDropped: boolean
}

export interface LineAmounts<Line extends LineToPrice> {
  readonly line: Line
  readonly places: ReadonlyArray<PlaceAmounts>
}

export interface CheckoutAmounts<Line extends LineToPrice> extends ChargeAmounts {
  readonly lines: ReadonlyArray<LineAmounts<Line>>
  /** The bank promotions of the cart that the card does not hold, each once. */
  readonly droppedPromotions: ReadonlyArray<CartPromotion>
  /** The instalment surcharge on the total (0 before instalments are chosen). */
  readonly surcharge: number
  /** What Pagar charges: the total plus the instalment surcharge. */
  readonly toPay: number
}

const placeAmountsOf = (line: LineToPrice, position: HeldPosition, cardBin: string | null): PlaceAmounts => {
  const place = placeToChargeOf(line, position)
  const ticket = ticketPriceWithCard(place, cardBin)
  const promotion = promotionOf(line, position)
  return {
    position,
    listPrice: place.listPrice,
    discount: place.listPrice - ticket,
    serviceCharge: place.serviceCharge,
    amount: ticket + place.serviceCharge,
    promotion,
    promotionDropped: promotion !== null && cardBin !== null && !promotionHoldsWithCard(promotion.listaBin, cardBin),
  }
}

/** Every amount of the purchase with the choices made so far: per place, per part, and what Pagar charges. */
export const checkoutAmountsOf = <Line extends LineToPrice>(
  lines: ReadonlyArray<Line>,
  choices: CheckoutChoices,
): CheckoutAmounts<Line> => {
  const amounts = chargeAmountsOf(
    lines.flatMap((line) => line.held.map((position) => placeToChargeOf(line, position))),
    {
      delivery: choices.delivery?.fPrecio ?? 0,
      qr: antiFraudQrFeeOf(choices.delivery?.cCodigo ?? null),
      products: choices.products.reduce((total, product) => total + product.fPrecio * product.nCantidadSeleccionada, 0),
    },
    choices.cardBin,
  )
  const lineAmounts = lines.map((line) => ({
    line,
    places: line.held.map((position) => placeAmountsOf(line, position, choices.cardBin)),
  }))
  const dropped = new Map<number, CartPromotion>()
  for (const { promotion, promotionDropped } of lineAmounts.flatMap((line) => line.places)) {
    if (promotionDropped && promotion !== null) dropped.set(promotion.idPromocion, promotion)
  }
  const toPay =
    choices.installments === null
      ? amounts.total
      : installmentOf(amounts.total, choices.installments.count, choices.installments.surchargePercent).fMontoTotal
  return {
    ...amounts,
    lines: lineAmounts,
    droppedPromotions: [...dropped.values()],
    surcharge: toPay - amounts.total,
    toPay,
  }
}

/**
 * How a charge reads wherever a summary lists it (delivery, anti-fraud QR, service charge): one that
 * costs nothing is said in words ("Sin cargo", "Free"), never as an amount of 0, in the checkout, the
 * confirmation and My orders alike.
 */
export const chargeReading = (amount: number): "free" | "amount" => (amount === 0 ? "free" : "amount")
