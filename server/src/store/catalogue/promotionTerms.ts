import type { PromotionPricing } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** How a promotion prices: its kind, and its percent off for a discount. */
export const promotionTerms = (db: Queryable, promotionId: number): Promise<PromotionPricing | null> =>
  firstRow<PromotionPricing>(db, "SELECT kind, percent FROM promotions WHERE id = $1", [promotionId])
