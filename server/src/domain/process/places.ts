import type { Queryable } from "../../db/database.js"
import { badRequest, notFound } from "../../http/problems.js"
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
  readonly numbered: boolean
  readonly capacity: number
  readonly price: string | number
  readonly service_charge: string | number
}

const pricedSector = (row: SectorColumns): PricedSector => ({
  id: row.sector_id,
  name: row.name,
  numbered: row.numbered,
  capacity: row.capacity,
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
})

// Takes run these on every hold, so they are plain statements on primary keys prepared by name:
// PostgreSQL parses each once per connection, and plans the function and the sector once too (their
// generic plans are the custom ones). The seats stay planned per call, for how many ids there are,
// and are fetched by id first (MATERIALIZED) so no plan ever scans a whole sector for them.
const PERFORMANCE = `
  SELECT f.id, f.show_id, f.starts_at, f.max_places, s.name AS show_name, s.seo AS show_seo, s.cartel_type,
         v.name AS venue_name
    FROM performances f
    JOIN shows s ON s.id = f.show_id
    JOIN venues v ON v.id = s.venue_id
   WHERE f.id = $1`

const SEATS = `
  WITH wanted AS MATERIALIZED (
    SELECT id, sector_id, row_label, row_index, seat_number FROM map_seats WHERE id = ANY($2::int[]))
  SELECT st.id AS seat_id, st.row_label, st.row_index, st.seat_number,
         ms.id AS sector_id, ms.name, ms.numbered, ms.capacity, sp.price, sp.service_charge
    FROM wanted st
    JOIN map_sectors ms ON ms.id = st.sector_id AND ms.numbered
    JOIN show_prices sp ON sp.show_id = $1 AND sp.sector_id = ms.id`

const SECTOR = `
  SELECT ms.id AS sector_id, ms.name, ms.numbered, ms.capacity, sp.price, sp.service_charge
    FROM map_sectors ms
    JOIN show_prices sp ON sp.show_id = $1 AND sp.sector_id = ms.id
   WHERE ms.id = $2`

/** The function, if it exists and has not started yet. */
const performanceForSale = async (db: Queryable, performanceId: number, now: number): Promise<PerformanceForSale> => {
  const { rows } = await db.query<PerformanceRow>(PERFORMANCE, [performanceId], "performance_for_sale")
  const row = rows[0]
  if (row === undefined) throw notFound(`No encontramos la función ${performanceId}.`)
  if (row.starts_at.getTime() <= now) throw badRequest("Esta función ya comenzó: sus entradas no están a la venta.")
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
): Promise<{ readonly performance: PerformanceForSale; readonly seats: ReadonlyArray<SeatForSale> }> => {
  const performance = await performanceForSale(db, performanceId, now)
  const { rows } = await db.query<
    SectorColumns & { seat_id: number; row_label: string; row_index: number; seat_number: number }
  >(SEATS, [performance.showId, [...seatIds]], "seats_for_sale")
  const found = new Map(rows.map((row) => [row.seat_id, row]))
  const missing = seatIds.filter((id) => !found.has(id))
  if (missing.length > 0) throw badRequest(`listaIdPosicion: ${missing.join(", ")} no son ubicaciones de la función ${performanceId}`)
  const seats = rows.map((row) => ({
    id: row.seat_id,
    rowLabel: row.row_label,
    rowIndex: row.row_index,
    number: row.seat_number,
    sector: pricedSector(row),
  }))
  return { performance, seats }
}

/** A function still on sale and one sector its show sells, priced; another sector is a 404. */
export const sectorForSale = async (
  db: Queryable,
  performanceId: number,
  sectorId: number,
  now: number,
): Promise<{ readonly performance: PerformanceForSale; readonly sector: PricedSector }> => {
  const performance = await performanceForSale(db, performanceId, now)
  const { rows } = await db.query<SectorColumns>(SECTOR, [performance.showId, sectorId], "sector_for_sale")
  const row = rows[0]
  if (row === undefined) throw notFound(`La función no tiene el sector ${sectorId}.`)
  return { performance, sector: pricedSector(row) }
}

/** Every seat of a numbered sector. */
export const sectorSeats = async (db: Queryable, sectorId: number): Promise<ReadonlyArray<SeatSpotOnMap>> =>
  (
    await db.query<{ id: number; row_label: string; row_index: number; seat_number: number }>(
      "SELECT id, row_label, row_index, seat_number FROM map_seats WHERE sector_id = $1",
      [sectorId],
    )
  ).rows.map((row) => ({ id: row.id, rowLabel: row.row_label, rowIndex: row.row_index, number: row.seat_number }))

/** How a seat is named to a shopper: "Platea, fila F, butaca 12". */
export const seatName = (seat: SeatForSale): string => `${seat.sector.name}, fila ${seat.rowLabel}, butaca ${seat.number}`
