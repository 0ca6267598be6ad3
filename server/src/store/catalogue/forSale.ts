import type { SeatAccess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** A function as a take reads it, with what the cart shows of it. */
export interface PerformanceRow {
  readonly id: number
  readonly show_id: number
  readonly starts_at: Date
  readonly max_places: number
  readonly show_name: string
  readonly show_seo: string
  readonly cartel_type: number
  readonly venue_name: string
}

/** A sector its show sells, priced. */
export interface SectorColumns {
  readonly sector_id: number
  readonly name: string
  readonly name_en: string | null
  readonly numbered: boolean
  readonly capacity: number
  readonly price: string | number
  readonly service_charge: string | number
}

/** A seat of the request with its sector's columns; all null on the one row of a function with none of them. */
export type SeatColumns =
  | (SectorColumns & {
      readonly seat_id: number
      readonly row_label: string
      readonly row_index: number
      readonly seat_number: number
    })
  | { readonly seat_id: null }

// Takes look the function up with its seats (SEATS, or store/purchases/firstTake.ts's own lookup) or its sector
// (SECTOR) on every hold: one statement, on primary keys, prepared by name so that PostgreSQL parses
// it once per connection and, once its generic plan costs no more than a fresh one (after five
// calls), plans it once too.
const PERFORMANCE = `
  SELECT f.id, f.show_id, f.starts_at, f.max_places, s.name AS show_name, s.seo AS show_seo, s.cartel_type,
         v.name AS venue_name
    FROM performances f
    JOIN shows s ON s.id = f.show_id
    JOIN venues v ON v.id = s.venue_id
   WHERE f.id = $1`

/**
 * Two CTEs: `performance`, function $1 (no row if there is none), and `offered`, the seats of $2
 * (ids) that its show sells: numbered and priced. The seats are fetched by id first (MATERIALIZED),
 * so that no plan ever walks a whole sector for them (the generic plan of a freshly seeded database,
 * without statistics, did). The LIMIT changes no answer (ids are unique), but it tells the generic
 * plan to expect a handful of seats rather than the ten it assumes for an array: without it, each
 * call's own plan for one or two seats looks cheaper, and PostgreSQL plans every call afresh (≈ 0.3 ms,
 * more than running it).
 */
const OFFER = `
  performance AS (${PERFORMANCE}),
  wanted AS MATERIALIZED (
    SELECT id, sector_id, row_label, row_index, seat_number FROM map_seats
     WHERE id = ANY($2::int[]) LIMIT cardinality($2::int[])),
  offered AS (
    SELECT st.id AS seat_id, st.row_label, st.row_index, st.seat_number,
           ms.id AS sector_id, ms.name, ms.name_en, ms.numbered, ms.capacity, sp.price, sp.service_charge
      FROM wanted st
      JOIN map_sectors ms ON ms.id = st.sector_id AND ms.numbered
      JOIN show_prices sp ON sp.sector_id = ms.id AND sp.show_id = (SELECT show_id FROM performance))`

// One row per seat offered, or one with the seat columns null when none is; none without the function.
const SEATS = `WITH ${OFFER} SELECT * FROM performance LEFT JOIN offered ON true`

// A function whose show does not sell the sector answers one row with the sector columns null.
const SECTOR = `
  SELECT p.*, ms.id AS sector_id, ms.name, ms.name_en, ms.numbered, ms.capacity, sp.price, sp.service_charge
    FROM (${PERFORMANCE}) p
    LEFT JOIN (map_sectors ms JOIN show_prices sp ON sp.sector_id = ms.id AND ms.id = $2) ON sp.show_id = p.show_id`

/** Function `performanceId` with those of `seatIds` its show sells (SEATS); no row without the function. */
export const performanceWithSeats = (
  db: Queryable,
  performanceId: number,
  seatIds: ReadonlyArray<number>,
): Promise<ReadonlyArray<PerformanceRow & SeatColumns>> =>
  allRows(db, SEATS, [performanceId, [...seatIds]], "seats_for_sale")

/** Function `performanceId` with sector `sectorId` if its show sells it (SECTOR); no row without the function. */
export const performanceWithSector = (
  db: Queryable,
  performanceId: number,
  sectorId: number,
): Promise<ReadonlyArray<PerformanceRow & (SectorColumns | { readonly sector_id: null })>> =>
  allRows(db, SECTOR, [performanceId, sectorId], "sector_for_sale")

/** A seat's place on the map. */
export interface SeatSpotOnMap {
  readonly id: number
  readonly rowLabel: string
  /** 0 is the row nearest the stage. */
  readonly rowIndex: number
  readonly number: number
}

/** A seat as best available weighs it: where it is, and whether it is a wheelchair space or a companion seat. */
export interface SectorSeat extends SeatSpotOnMap {
  readonly access: SeatAccess | null
}

/** Every seat of a numbered sector. */
export const sectorSeats = async (db: Queryable, sectorId: number): Promise<ReadonlyArray<SectorSeat>> =>
  (
    await allRows<{
      id: number
      row_label: string
      row_index: number
      seat_number: number
      access: SeatAccess | null
    }>(db, "SELECT id, row_label, row_index, seat_number, access FROM map_seats WHERE sector_id = $1", [sectorId])
  ).map((row) => ({
    id: row.id,
    rowLabel: row.row_label,
    rowIndex: row.row_index,
    number: row.seat_number,
    access: row.access,
  }))
