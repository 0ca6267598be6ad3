import type { Queryable } from "../../db/database.js"

/** The sector of each of these seats; seats that do not exist are missing from the map. */
export const sectorsOfSeats = async (
  db: Queryable,
  seatIds: ReadonlyArray<number>,
): Promise<ReadonlyMap<number, number>> => {
  const { rows } = await db.query<{ id: number; sector_id: number }>(
    "SELECT id, sector_id FROM map_seats WHERE id = ANY($1::int[])",
    [[...seatIds]],
  )
  return new Map(rows.map((row) => [row.id, row.sector_id]))
}
