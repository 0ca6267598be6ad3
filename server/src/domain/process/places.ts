import {
  inLanguage,
  isRefusal,
  PerformanceNotFound,
  SectorNotFound,
  TakeRefused,
  type AnswerLanguage,
  type KeyedText,
  type ProblemKey,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import {
  performanceWithSeats,
  performanceWithSector,
  type PerformanceRow,
  type SeatSpotOnMap,
} from "../../store/catalogue/forSale.js"
import { pricedSectorOf, type PricedSector } from "../catalogue/performanceRecord.js"

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

export interface SeatForSale extends SeatSpotOnMap {
  readonly sector: PricedSector
}

/** A function still on sale with what a take asked of it (`Found`); or why it is not on sale. */
type ForSale<Found> = ({ readonly performance: PerformanceForSale } & Found) | PerformanceNotFound | TakeRefused

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
): Promise<ForSale<{ readonly seats: ReadonlyArray<SeatForSale> }>> => {
  const rows = await performanceWithSeats(db, performanceId, seatIds)
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
            sector: pricedSectorOf(row.sector_id, row),
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
): Promise<ForSale<{ readonly sector: PricedSector }> | SectorNotFound> => {
  const rows = await performanceWithSector(db, performanceId, sectorId)
  const performance = performanceForSale(rows, performanceId, now)
  if (isRefusal(performance)) return performance
  const row = rows[0]
  if (row === undefined || row.sector_id === null)
    return new SectorNotFound({ key: "problems.take.sectorNotFound", params: { sector: sectorId } })
  return { performance, sector: pricedSectorOf(row.sector_id, row) }
}

/** How a seat is named to a shopper, in their language: "Platea, fila F, butaca 12", "Stalls, row F, seat 12". */
export const seatName = (seat: SeatForSale, language: AnswerLanguage): KeyedText<ProblemKey> => ({
  key: "problems.take.seat",
  params: { sector: inLanguage(language, seat.sector.name, seat.sector.nameEn), row: seat.rowLabel, seat: seat.number },
})
