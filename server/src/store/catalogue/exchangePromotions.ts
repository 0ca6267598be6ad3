import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** Whether the promotion is bound to some banks' cards (false when there is no such promotion). */
export const promotionWantsBank = async (db: Queryable, promotionId: number): Promise<boolean> => {
  const row = await firstRow<{ bins: unknown }>(db, "SELECT bins FROM promotions WHERE id = $1", [promotionId])
  return row !== null && row.bins !== null
}
