import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** The places a process bought: what its order issues a ticket for. */
export const soldPlacesOf = (
  tx: Queryable,
  processId: number,
): Promise<ReadonlyArray<{ readonly performance_id: number; readonly place_key: string }>> =>
  allRows(
    tx,
    "SELECT performance_id, place_key FROM place_claims WHERE process_id = $1 AND state = 'SOLD' ORDER BY performance_id, place_key",
    [processId],
  )

/** Puts a process's sold places back on sale (its order was withdrawn or exchanged; the tickets keep what they were). */
export const releaseSoldPlaces = async (tx: Queryable, processId: number): Promise<void> => {
  await tx.query("DELETE FROM place_claims WHERE process_id = $1 AND state = 'SOLD'", [processId])
}
