import type { Promotion } from "../../contract/performance.js"
import { promotedPrices } from "../pricing.js"
import { splitAmount, type PromotionShare } from "./promotionSplit.js"

/** The promotions that cover every one of these sectors for this many places (as the server applies them). */
export const applicablePromotions = (
  promotions: ReadonlyArray<Promotion>,
  sectorIds: ReadonlyArray<number>,
  quantity: number,
): ReadonlyArray<Promotion> =>
  quantity < 1 || sectorIds.length === 0
    ? []
    : promotions.filter(
        (promotion) =>
          sectorIds.every((idSector) => promotion.listaIdSector.includes(idSector)) &&
          quantity >= promotion.nCantidadMinima &&
          quantity <= promotion.nCantidadMaxima,
      )

/** A place about to be taken, priced as its sector sells it. */
export interface PlaceOnOffer {
  readonly fPrecio: number
  readonly fCargoServicio: number
}

/** A promotion as the function page offers it before the hold: what the places cost with it. */
export interface PromotionOffer {
  readonly promotion: Promotion
  /** The tickets under the promotion, plus their service charges. */
  readonly amount: number
  /** The card BINs it holds with (paid with another card, the places go back to full price); null for any card. */
  readonly bins: ReadonlyArray<string> | null
}

/**
 * What the function page offers before taking places: "no promotion" always (the full price), and
 * each promotion that applies, with its price. A promotion is an offer, never a condition: the
 * shopper opts in, and with a bank promotion can still pay with another card, at full price.
 * (The tenant's skipSinglePromotionDialog has nothing left to skip: no dialog ever asks.)
 */
export interface PromotionChoice {
  /** The places at full price. */
  readonly fullAmount: number
  readonly offers: ReadonlyArray<PromotionOffer>
  /** The places, in the order picked (a split prices each promotion's own). */
  readonly places: ReadonlyArray<PlaceOnOffer>
}

const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

export const promotionChoice = (
  applicable: ReadonlyArray<Promotion>,
  places: ReadonlyArray<PlaceOnOffer>,
): PromotionChoice => {
  const service = sum(places.map((place) => place.fCargoServicio))
  const prices = places.map((place) => place.fPrecio)
  return {
    fullAmount: sum(prices) + service,
    places,
    offers: applicable.map((promotion) => ({
      promotion,
      amount: sum(promotedPrices({ kind: promotion.cTipo, percent: promotion.nPorcentajeDescuento }, prices)) + service,
      bins: promotion.listaBin,
    })),
  }
}

/**
 * What the places about to be taken cost with the shopper's pick: its offer's price while it
 * applies, otherwise the full price; with a split (multiPromotion), each promotion's places at its
 * price. The hold is priced by the same rule, so the function page's total is the one the checkout
 * shows next.
 */
export const pickedAmount = (choice: PromotionChoice, picked: number | null | ReadonlyArray<PromotionShare>): number =>
  picked !== null && typeof picked === "object"
    ? splitAmount(
        choice.places,
        picked,
        choice.offers.map((offer) => offer.promotion),
      )
    : (choice.offers.find((offer) => offer.promotion.idPromocion === picked)?.amount ?? choice.fullAmount)

/** The promotion a take sends: the shopper's pick if it still applies, otherwise none. */
export const promotionToSend = (choice: PromotionChoice, picked: number | null): number | null =>
  choice.offers.some((offer) => offer.promotion.idPromocion === picked) ? picked : null
