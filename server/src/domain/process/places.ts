import {
  inLanguage,
  isRefusal,
  PerformanceNotFound,
  SectorNotFound,
  TakeRefused,
  type AnswerLanguage,
  type KeyedText,
  type ProblemKey,
  type SeatAccess,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { PricedSector } from "../catalogue/performanceRecord.js"

/** What a take needs to know of a function, and what the cart shows of it. */
export interface PerformanceForSale {
  readonly id: number
  readonly showId: number
  /** nMaximoPosiciones: how many places one purchase may hold for this function. */
  readonly maxPlaces: number
  readonly startsAt: Date
  readonly showName: string
  readonly showSeo: string
  readonly cartelType: number
  readonly venueName: string
}

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

export interface SeatForSale extends SeatSpotOnMap {
  readonly sector: PricedSector
}

interface PerformanceRow {
  readonly id: number
  readonly show_id: number
  readonly starts_at: Date
  readonly max_places: number
  readonly show_name: string
  readonly show_seo: string
  readonly cartel_type: number
  readonly venue_name: string
}

interface SectorColumns {
  readonly sector_id: number
  readonly name: string
  readonly name_en: string | null
  readonly numbered: boolean
  readonly capacity: number
  readonly price: string | number
  readonly service_charge: string | number
}

/** A seat of the request with its sector's columns; all null on the one row of a function with none of them. */
type SeatColumns =
  | (SectorColumns & {
      readonly seat_id: number
      readonly row_label: string
      readonly row_index: number
      readonly seat_number: number
    })
  | { readonly seat_id: null }

const pricedSector = (row: SectorColumns): PricedSector => ({
  id: row.sector_id,
  name: row.name,
  nameEn: row.name_en,
  numbered: row.numbered,
  capacity: row.capacity,
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
})

// Takes look the function up with its seats (SEATS, or OFFER inside firstTake.ts) or its sector
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
export const OFFER = `
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

/** The function of the first row, if it exists and has not started yet. */
const performanceForSale = (
  rows: ReadonlyArray<PerformanceRow>,
  performanceId: number,
  now: number,
): PerformanceForSale | PerformanceNotFound | TakeRefused => {
  const row = rows[0]
  if (row === undefined)
    return new PerformanceNotFound({ key: "problems.take.performanceNotFound", params: { performance: performanceId } })
  if (row.starts_at.getTime() <= now) return new TakeRefused({ key: "problems.take.performanceStarted" })
  return {
    id: row.id,
    showId: row.show_id,
    maxPlaces: row.max_places,
    startsAt: row.starts_at,
    showName: row.show_name,
    showSeo: row.show_seo,
    cartelType: row.cartel_type,
    venueName: row.venue_name,
  }
}

/** A function still on sale and these seats of it, priced; any id that is not one of its seats is a 400. */
export const seatsForSale = async (
  db: Queryable,
  performanceId: number,
  seatIds: ReadonlyArray<number>,
  now: number,
): Promise<
  | { readonly performance: PerformanceForSale; readonly seats: ReadonlyArray<SeatForSale> }
  | PerformanceNotFound
  | TakeRefused
> => {
  const { rows } = await db.query<PerformanceRow & SeatColumns>(SEATS, [performanceId, [...seatIds]], "seats_for_sale")
  const performance = performanceForSale(rows, performanceId, now)
  if (isRefusal(performance)) return performance
  const seats = rows.flatMap((row) =>
    row.seat_id === null
      ? []
      : [
          {
            id: row.seat_id,
            rowLabel: row.row_label,
            rowIndex: row.row_index,
            number: row.seat_number,
            sector: pricedSector(row),
          },
        ],
  )
  const found = new Set(seats.map((seat) => seat.id))
  const missing = seatIds.filter((id) => !found.has(id))
  if (missing.length > 0)
    return new TakeRefused({
      key: "problems.take.notPlacesOfPerformance",
      field: "listaIdPosicion",
      params: { places: missing.join(", "), performance: performanceId },
    })
  return { performance, seats }
}

/** A function still on sale and one sector its show sells, priced; another sector is a 404. */
export const sectorForSale = async (
  db: Queryable,
  performanceId: number,
  sectorId: number,
  now: number,
): Promise<
  | { readonly performance: PerformanceForSale; readonly sector: PricedSector }
  | PerformanceNotFound
  | TakeRefused
  | SectorNotFound
> => {
  const { rows } = await db.query<PerformanceRow & (SectorColumns | { readonly sector_id: null })>(
    SECTOR,
    [performanceId, sectorId],
    "sector_for_sale",
  )
  const performance = performanceForSale(rows, performanceId, now)
  if (isRefusal(performance)) return performance
  const row = rows[0]
  if (row === undefined || row.sector_id === null)
    return new SectorNotFound({ key: "problems.take.sectorNotFound", params: { sector: sectorId } })
  return { performance, sector: pricedSector(row) }
}

/** Every seat of a numbered sector. */
export const sectorSeats = async (db: Queryable, sectorId: number): Promise<ReadonlyArray<SectorSeat>> =>
  (
    await db.query<{
      id: number
      row_label: string
      row_index: number
      seat_number: number
      access: SeatAccess | null
    }>("SELECT id, row_label, row_index, seat_number, access FROM map_seats WHERE sector_id = $1", [sectorId])
  ).rows.map((row) => ({
    id: row.id,
    rowLabel: row.row_label,
    rowIndex: row.row_index,
    number: row.seat_number,
    access: row.access,
  }))

/** How a seat is named to a shopper, in their language: "Platea, fila F, butaca 12", "Stalls, row F, seat 12". */
export const seatName = (seat: SeatForSale, language: AnswerLanguage): KeyedText<ProblemKey> => ({
  key: "problems.take.seat",
  params: { sector: inLanguage(language, seat.sector.name, seat.sector.nameEn), row: seat.rowLabel, seat: seat.number },
})
