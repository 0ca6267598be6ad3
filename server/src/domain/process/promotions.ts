import {
  DEFAULT_ANSWER_LANGUAGE,
  promotedPrices,
  PromotionRefused,
  ticketPriceWithCard,
  type PromotionPricing,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { findPerformance } from "../catalogue/performanceRecord.js"
import { promotionsOf } from "../catalogue/promotions.js"
import { LIST_PRICE, PRICE_JOINS } from "./view.js"

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
  const { rows } = await db.query<{ kind: PromotionTerms["kind"]; percent: number | null }>(
    "SELECT kind, percent FROM promotions WHERE id = $1",
    [promotionId],
  )
  const terms = rows[0]
  if (terms === undefined)
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
  await tx.query(
    `UPDATE place_claims c SET promotion_id = p.promotion_id
       FROM unnest($3::text[], $4::int[]) AS p(key, promotion_id)
      WHERE c.performance_id = $1 AND c.process_id = $2 AND c.place_key = p.key`,
    [performanceId, processId, [...ownPromotions.keys()], [...ownPromotions.values()]],
  )
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
  const { rows } = await tx.query<{ place_key: string; sector_id: number }>(
    `SELECT place_key, sector_id FROM place_claims
      WHERE process_id = $1 AND performance_id = $2 AND promotion_id = $3 AND state = 'HELD'
      ORDER BY place_key`,
    [processId, performanceId, promotion.id],
  )
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
  await tx.query(
    `UPDATE place_claims c SET price = p.price
       FROM unnest($3::text[], $4::numeric[]) AS p(key, price)
      WHERE c.performance_id = $1 AND c.process_id = $2 AND c.place_key = p.key`,
    [performanceId, processId, rows.map((row) => row.place_key), prices],
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
  const { rows } = await tx.query<{
    performance_id: number
    place_key: string
    list_price: string | number
    price: string | number
    service_charge: string | number
    bins: ReadonlyArray<string> | null
  }>(
    `SELECT c.performance_id, c.place_key, ${LIST_PRICE} AS list_price, c.price, c.service_charge, pr.bins
       FROM place_claims c
       JOIN performances f ON f.id = c.performance_id ${PRICE_JOINS}
      WHERE c.process_id = $1 AND c.state = 'HELD' AND c.expires_at > $2 AND c.promotion_id IS NOT NULL`,
    [processId, new Date(now)],
  )
  const dropped = rows.filter((row) => {
    const place = {
      listPrice: Number(row.list_price),
      price: Number(row.price),
      serviceCharge: Number(row.service_charge),
      promotionBins: row.bins,
    }
    return ticketPriceWithCard(place, cardBin) !== place.price
  })
  if (dropped.length === 0) return
  await tx.query(
    `UPDATE place_claims c SET price = p.price, promotion_id = NULL
       FROM unnest($2::int[], $3::text[], $4::numeric[]) AS p(performance_id, key, price)
      WHERE c.process_id = $1 AND c.performance_id = p.performance_id AND c.place_key = p.key`,
    [
      processId,
      dropped.map((row) => row.performance_id),
      dropped.map((row) => row.place_key),
      dropped.map((row) => Number(row.list_price)),
    ],
  )
}
