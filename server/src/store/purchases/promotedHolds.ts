import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"
import { LIST_PRICE, PRICE_JOINS, type PlacePriceRow } from "./cart.js"

/** Places held for a function take their own promotion, by key (a split's, multiPromotion). */
export const givePromotions = async (
  tx: Queryable,
  processId: number,
  performanceId: number,
  promotions: ReadonlyMap<string, number>,
): Promise<void> => {
  await tx.query(
    `UPDATE place_claims c SET promotion_id = p.promotion_id
       FROM unnest($3::text[], $4::int[]) AS p(key, promotion_id)
      WHERE c.performance_id = $1 AND c.process_id = $2 AND c.place_key = p.key`,
    [performanceId, processId, [...promotions.keys()], [...promotions.values()]],
  )
}

/** The places the process holds for a function under a promotion, in key order. */
export const heldUnderPromotion = (
  tx: Queryable,
  processId: number,
  performanceId: number,
  promotionId: number,
): Promise<ReadonlyArray<{ readonly place_key: string; readonly sector_id: number }>> =>
  allRows(
    tx,
    `SELECT place_key, sector_id FROM place_claims
      WHERE process_id = $1 AND performance_id = $2 AND promotion_id = $3 AND state = 'HELD'
      ORDER BY place_key`,
    [processId, performanceId, promotionId],
  )

/** New prices for places the process holds for a function, by key. */
export const repriceHolds = async (
  tx: Queryable,
  processId: number,
  performanceId: number,
  keys: ReadonlyArray<string>,
  prices: ReadonlyArray<number>,
): Promise<void> => {
  await tx.query(
    `UPDATE place_claims c SET price = p.price
       FROM unnest($3::text[], $4::numeric[]) AS p(key, price)
      WHERE c.performance_id = $1 AND c.process_id = $2 AND c.place_key = p.key`,
    [performanceId, processId, keys, prices],
  )
}

/** A running hold under a promotion, with what it costs. */
export interface PromotedHold extends PlacePriceRow {
  readonly performance_id: number
  readonly place_key: string
}

/** The process's running holds that have a promotion. */
export const promotedHoldsOf = (tx: Queryable, processId: number, now: number): Promise<ReadonlyArray<PromotedHold>> =>
  allRows<PromotedHold>(
    tx,
    `SELECT c.performance_id, c.place_key, ${LIST_PRICE} AS list_price, c.price, c.service_charge, pr.bins
       FROM place_claims c
       JOIN performances f ON f.id = c.performance_id ${PRICE_JOINS}
      WHERE c.process_id = $1 AND c.state = 'HELD' AND c.expires_at > $2 AND c.promotion_id IS NOT NULL`,
    [processId, new Date(now)],
  )

/** These holds of the process lose their promotion and go back to their full price. */
export const dropPromotions = async (
  tx: Queryable,
  processId: number,
  holds: ReadonlyArray<Pick<PromotedHold, "performance_id" | "place_key" | "list_price">>,
): Promise<void> => {
  await tx.query(
    `UPDATE place_claims c SET price = p.price, promotion_id = NULL
       FROM unnest($2::int[], $3::text[], $4::numeric[]) AS p(performance_id, key, price)
      WHERE c.process_id = $1 AND c.performance_id = p.performance_id AND c.place_key = p.key`,
    [
      processId,
      holds.map((hold) => hold.performance_id),
      holds.map((hold) => hold.place_key),
      holds.map((hold) => Number(hold.list_price)),
    ],
  )
}
