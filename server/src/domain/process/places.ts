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
  readonly sector_id: number | null
  readonly name: string
  readonly numbered: boolean
  readonly capacity: number
  readonly price: string | number
  readonly service_charge: string | number
}

const pricedSector = (row: SectorColumns & { readonly sector_id: number }): PricedSector => ({
  id: row.sector_id,
  name: row.name,
  numbered: row.numbered,
  capacity: row.capacity,
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
})

/**
 * The function and, in the same round trip, what `places` selects of the sectors its show sells
 * (a LEFT JOIN LATERAL: the function comes back even when nothing matches). Takes run this on every
 * hold, so one query instead of three matters.
 */
const performanceWith = async <Row extends SectorColumns>(
  db: Queryable,
  performanceId: number,
  now: number,
  places: string,
  params: ReadonlyArray<unknown>,
): Promise<{ readonly performance: PerformanceForSale; readonly rows: ReadonlyArray<Row & { readonly sector_id: number }> }> => {
  const { rows } = await db.query<PerformanceRow & Row>(
    `SELECT f.id, f.show_id, f.starts_at, f.max_places, s.name AS show_name, s.seo AS show_seo, s.cartel_type,
            v.name AS venue_name, x.*
       FROM performances f
       JOIN shows s ON s.id = f.show_id
       JOIN venues v ON v.id = s.venue_id
       LEFT JOIN LATERAL (
         SELECT ms.id AS sector_id, ms.name, ms.numbered, ms.capacity, sp.price, sp.service_charge ${places}
       ) x ON true
      WHERE f.id = $1`,
    [performanceId, ...params],
  )
  const first = rows[0]
  if (first === undefined) throw notFound(`No encontramos la función ${performanceId}.`)
  if (first.starts_at.getTime() <= now) throw badRequest("Esta función ya comenzó: sus entradas no están a la venta.")
  return {
    performance: {
      id: first.id,
      showId: first.show_id,
      maxPlaces: first.max_places,
      startsAt: first.starts_at,
      showName: first.show_name,
      showSeo: first.show_seo,
      cartelType: first.cartel_type,
      venueName: first.venue_name,
    },
    rows: rows.filter((row): row is PerformanceRow & Row & { sector_id: number } => row.sector_id !== null),
  }
}

/** A function still on sale and these seats of it, priced; any id that is not one of its seats is a 400. */
export const seatsForSale = async (
  db: Queryable,
  performanceId: number,
  seatIds: ReadonlyArray<number>,
  now: number,
): Promise<{ readonly performance: PerformanceForSale; readonly seats: ReadonlyArray<SeatForSale> }> => {
  const { performance, rows } = await performanceWith<
    SectorColumns & { seat_id: number; row_label: string; row_index: number; seat_number: number }
  >(
    db,
    performanceId,
    now,
    `, st.id AS seat_id, st.row_label, st.row_index, st.seat_number
       FROM map_seats st JOIN map_sectors ms ON ms.id = st.sector_id AND ms.numbered
       JOIN show_prices sp ON sp.sector_id = ms.id AND sp.show_id = f.show_id
      WHERE st.id = ANY($2::int[])`,
    [[...seatIds]],
  )
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
  const { performance, rows } = await performanceWith<SectorColumns>(
    db,
    performanceId,
    now,
    `FROM map_sectors ms JOIN show_prices sp ON sp.sector_id = ms.id AND sp.show_id = f.show_id
      WHERE ms.id = $2`,
    [sectorId],
  )
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
