import {
  DEFAULT_ANSWER_LANGUAGE,
  promotedPrices,
  PromotionRefused,
  ticketPriceWithCard,
  type PromotionPricing,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { promotionTerms } from "../../store/catalogue/promotionTerms.js"
import {
  dropPromotions,
  givePromotions,
  heldUnderPromotion,
  promotedHoldsOf,
  repriceHolds,
} from "../../store/purchases/promotedHolds.js"
import { findPerformance } from "../catalogue/performanceRecord.js"
import { promotionsOf } from "../catalogue/promotions.js"
import { placePriceOf } from "./amounts.js"

export interface PromotionTerms extends PromotionPricing {
  readonly id: number
  readonly name: string
  readonly minQuantity: number
  readonly maxQuantity: number
  /** The undiscounted ticket price of each sector of the function. */
  readonly basePrices: ReadonlyMap<number, number>
}

/** A promotion the function offers (its show, its weekday, as the catalogue lists them); any other is a 400. */
export const promotionForPerformance = async (
  db: Queryable,
  performanceId: number,
  promotionId: number | null,
): Promise<PromotionTerms | PromotionRefused | null> => {
  if (promotionId === null) return null
  const performance = await findPerformance(db, performanceId)
  const offered = (performance === null ? [] : await promotionsOf(db, performance, DEFAULT_ANSWER_LANGUAGE)).find(
    (promotion) => promotion.idPromocion === promotionId,
  )
  if (performance === null || offered === undefined)
    return new PromotionRefused({
      key: "problems.promotion.notForPerformance",
      field: "idPromocion",
      params: { promotion: promotionId },
    })
  const terms = await promotionTerms(db, promotionId)
  if (terms === null)
    return new PromotionRefused({
      key: "problems.promotion.notFound",
      field: "idPromocion",
      params: { promotion: promotionId },
    })
  return {
    id: promotionId,
    name: offered.cNombre,
    kind: terms.kind,
    percent: terms.percent,
    minQuantity: offered.nCantidadMinima,
    maxQuantity: offered.nCantidadMaxima,
    basePrices: new Map(performance.sectors.map((sector) => [sector.id, sector.price])),
  }
}

/** A split's places (multiPromotion) take their own promotion, once held; applyPromotion then prices each. */
export const giveOwnPromotions = async (
  tx: Queryable,
  processId: number,
  performanceId: number,
  ownPromotions: ReadonlyMap<string, number> = new Map(),
): Promise<void> => {
  if (ownPromotions.size === 0) return
  await givePromotions(tx, processId, performanceId, ownPromotions)
}

/**
 * Prices again every place the process holds for the function under this promotion (2x1 depends
 * on how many there are) and checks the promotion's quantity range.
 */
export const applyPromotion = async (
  tx: Queryable,
  processId: number,
  performanceId: number,
  promotion: PromotionTerms,
): Promise<PromotionRefused | null> => {
  const rows = await heldUnderPromotion(tx, processId, performanceId, promotion.id)
  if (rows.length < promotion.minQuantity || rows.length > promotion.maxQuantity) {
    return new PromotionRefused({
      key: "problems.promotion.quantity",
      field: "idPromocion",
      params: { name: promotion.name, min: promotion.minQuantity, max: promotion.maxQuantity },
    })
  }
  const prices = promotedPrices(
    promotion,
    rows.map((row) => promotion.basePrices.get(row.sector_id) ?? 0),
  )
  await repriceHolds(
    tx,
    processId,
    performanceId,
    rows.map((row) => row.place_key),
    prices,
  )
  return null
}

/**
 * When a charge with this card is approved: the held places of a bank promotion the card does not
 * hold are sold at full price and without it (core's ticketPriceWithCard, the rule the charge was
 * priced by), so the order and its tickets say what was paid.
 */
export const dropPromotionsNotHeldBy = async (
  tx: Queryable,
  processId: number,
  cardBin: string,
  now: number,
): Promise<void> => {
  const dropped = (await promotedHoldsOf(tx, processId, now)).filter((row) => {
    const place = placePriceOf(row)
    return ticketPriceWithCard(place, cardBin) !== place.price
  })
  if (dropped.length > 0) await dropPromotions(tx, processId, dropped)
}
