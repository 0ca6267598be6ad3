import type { Promotion } from "../../contract/performance.js"
import type { SeatPromotion } from "../../contract/seatPromotion.js"
import { promotedPrices } from "../pricing.js"
import type { PlaceOnOffer } from "./promotions.js"

/**
 * The places picked, split among the function's promotions (the tenant's multiPromotion flag): how
 * many go with each. `idPromocion` null is "no promotion", at full price.
 *
 * Which place gets which promotion: the places in the order they were picked fill the shares in the
 * order given (the dialog's order: "no promotion" first, then the promotions as the function lists
 * them). The hold is asked for exactly that, so its prices are the ones the dialog showed.
 */
export interface PromotionShare {
  readonly idPromocion: number | null
  readonly quantity: number
}

/** A promotion a split may use: it covers every sector picked and its minimum fits the places. */
export const splittablePromotions = (
  promotions: ReadonlyArray<Promotion>,
  sectorIds: ReadonlyArray<number>,
  places: number,
): ReadonlyArray<Promotion> =>
  places < 1 || sectorIds.length === 0
    ? []
    : promotions.filter(
        (promotion) =>
          sectorIds.every((idSector) => promotion.listaIdSector.includes(idSector)) &&
          promotion.nCantidadMinima <= places,
      )

/** The first split the dialog shows: every place at full price, each promotion at zero. */
export const initialSplit = (promotions: ReadonlyArray<Promotion>, places: number): ReadonlyArray<PromotionShare> => [
  { idPromocion: null, quantity: places },
  ...promotions.map((promotion) => ({ idPromocion: promotion.idPromocion, quantity: 0 })),
]

const total = (shares: ReadonlyArray<PromotionShare>) => shares.reduce((sum, share) => sum + share.quantity, 0)

/**
 * The split after the places picked change (a seat added or let go), for these promotions: a new
 * place goes at full price; a place let go comes off full price first, then off the last shares.
 */
export const resizeSplit = (
  shares: ReadonlyArray<PromotionShare>,
  promotions: ReadonlyArray<Promotion>,
  places: number,
): ReadonlyArray<PromotionShare> => {
  const quantityOf = (idPromocion: number | null) =>
    shares.find((share) => share.idPromocion === idPromocion)?.quantity ?? 0
  const kept = initialSplit(promotions, 0).map((share) => ({ ...share, quantity: quantityOf(share.idPromocion) }))
  let excess = total(kept) - places
  if (excess < 0)
    return kept.map((share, index) => (index === 0 ? { ...share, quantity: share.quantity - excess } : share))
  const trimmed = [...kept]
  const cutFirst = [0, ...Array.from({ length: kept.length - 1 }, (_, back) => kept.length - 1 - back)]
  for (const index of cutFirst) {
    const share = trimmed[index]!
    const cut = Math.min(share.quantity, excess)
    trimmed[index] = { ...share, quantity: share.quantity - cut }
    excess -= cut
  }
  return trimmed
}

/** Why a split cannot be held as it stands. */
export type SplitProblem =
  | { readonly kind: "count"; readonly chosen: number; readonly places: number }
  | { readonly kind: "limits"; readonly promotion: Promotion }

/**
 * A split holds when its quantities add up to the places picked and every promotion given some
 * places gets between its minimum and maximum per purchase (the server checks the same).
 */
export const splitProblems = (
  shares: ReadonlyArray<PromotionShare>,
  promotions: ReadonlyArray<Promotion>,
  places: number,
): ReadonlyArray<SplitProblem> => {
  const chosen = total(shares)
  const count: ReadonlyArray<SplitProblem> = chosen === places ? [] : [{ kind: "count", chosen, places }]
  const limits = shares.flatMap((share): ReadonlyArray<SplitProblem> => {
    const promotion = promotions.find((candidate) => candidate.idPromocion === share.idPromocion)
    return promotion === undefined ||
      share.quantity === 0 ||
      (share.quantity >= promotion.nCantidadMinima && share.quantity <= promotion.nCantidadMaxima)
      ? []
      : [{ kind: "limits", promotion }]
  })
  return [...count, ...limits]
}

/** The things picked (in order), each with the promotion of its share; those past the split's total get none. */
export const assignInOrder = <T>(
  picked: ReadonlyArray<T>,
  shares: ReadonlyArray<PromotionShare>,
): ReadonlyArray<{ readonly item: T; readonly idPromocion: number | null }> => {
  const promotionOfPlace = shares.flatMap((share) =>
    Array.from({ length: Math.max(0, share.quantity) }, () => share.idPromocion),
  )
  return picked.map((item, index) => ({ item, idPromocion: promotionOfPlace[index] ?? null }))
}

const pricedUnder = (promotion: Promotion | undefined, places: ReadonlyArray<PlaceOnOffer>): number => {
  const prices = places.map((place) => place.fPrecio)
  const tickets =
    promotion === undefined
      ? prices
      : promotedPrices({ kind: promotion.cTipo, percent: promotion.nPorcentajeDescuento }, prices)
  return [...tickets, ...places.map((place) => place.fCargoServicio)].reduce((sum, amount) => sum + amount, 0)
}

const promotionNamed = (promotions: ReadonlyArray<Promotion>, idPromocion: number | null) =>
  promotions.find((candidate) => candidate.idPromocion === idPromocion)

/**
 * What the places cost split so: each promotion prices its own places together (2x1 pairs them),
 * the others at full price, plus every place's service charge. The hold prices them by the same rule.
 */
export const splitAmount = (
  places: ReadonlyArray<PlaceOnOffer>,
  shares: ReadonlyArray<PromotionShare>,
  promotions: ReadonlyArray<Promotion>,
): number => {
  const assigned = assignInOrder(places, shares)
  return [...new Set(assigned.map((each) => each.idPromocion))].reduce<number>(
    (sum, idPromocion) =>
      sum +
      pricedUnder(
        promotionNamed(promotions, idPromocion),
        assigned.filter((each) => each.idPromocion === idPromocion).map((each) => each.item),
      ),
    0,
  )
}

/** What each share's places cost, in the shares' order (its subtotal in the dialog). */
export const shareAmounts = (
  places: ReadonlyArray<PlaceOnOffer>,
  shares: ReadonlyArray<PromotionShare>,
  promotions: ReadonlyArray<Promotion>,
): ReadonlyArray<number> => {
  let start = 0
  return shares.map((share) => {
    const mine = places.slice(start, start + Math.max(0, share.quantity))
    start += mine.length
    return pricedUnder(promotionNamed(promotions, share.idPromocion), mine)
  })
}

/** The split with one share's quantity changed (never below zero). */
export const withQuantity = (
  shares: ReadonlyArray<PromotionShare>,
  idPromocion: number | null,
  quantity: number,
): ReadonlyArray<PromotionShare> =>
  shares.map((share) => (share.idPromocion === idPromocion ? { ...share, quantity: Math.max(0, quantity) } : share))

/** The seats of a split that go with a promotion, for the take's body (the others go at full price). */
export const seatPromotionsOf = (
  seatIds: ReadonlyArray<number>,
  shares: ReadonlyArray<PromotionShare>,
): ReadonlyArray<SeatPromotion> =>
  assignInOrder(seatIds, shares).flatMap(({ item, idPromocion }) =>
    idPromocion === null ? [] : [{ idPosicion: item, idPromocion }],
  )
