import type { Queryable } from "../../db/database.js"
import { seatSectorRows } from "../../store/catalogue/seats.js"

/** The sector of each of these seats; seats that do not exist are missing from the map. */
export const sectorsOfSeats = async (
  db: Queryable,
  seatIds: ReadonlyArray<number>,
): Promise<ReadonlyMap<number, number>> =>
  new Map((await seatSectorRows(db, seatIds)).map((row) => [row.id, row.sector_id]))
