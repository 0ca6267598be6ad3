import type { SeatAccess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, rowsQuery } from "../rows.js"

/** [id, row, seat number, x, y, access] */
type SeatTuple = readonly [number, string, number, number, number, SeatAccess | null]

/** A numbered sector's seats, in row and number order. */
interface SectorSeatsRow {
  readonly sector_id: number
  readonly seats: ReadonlyArray<SeatTuple>
}

// The arena has ~20,000 seats: one JSON array per sector costs a fraction of 20,000 rows.
const SEATS = `
  SELECT sector_id, json_agg(json_build_array(id, row_label, seat_number, x, y, access) ORDER BY row_index, seat_number) AS seats
  FROM map_seats WHERE sector_id = ANY($1::int[])
  GROUP BY sector_id`

/** The seats of these sectors, one row a sector that has any. */
export const seatsOfSectors = rowsQuery<SectorSeatsRow, [sectorIds: ReadonlyArray<number>]>(SEATS)

/** The sector of each of these seats that exists. */
export const seatSectorRows = (
  db: Queryable,
  seatIds: ReadonlyArray<number>,
): Promise<ReadonlyArray<{ readonly id: number; readonly sector_id: number }>> =>
  allRows(db, "SELECT id, sector_id FROM map_seats WHERE id = ANY($1::int[])", [[...seatIds]])
