import type { Queryable } from "../../db/database.js"

/** Marks the charge of `processId` as given back (a withdrawal refunded it). */
export const markChargeRefunded = async (tx: Queryable, processId: number, at: Date): Promise<void> => {
  await tx.query("UPDATE charges SET refunded = true, updated_at = $2 WHERE process_id = $1", [processId, at])
}
