import type { MapArea } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { VENUE_COLUMNS, type VenueRow } from "./venues.js"

interface PerformanceHeaderRow extends VenueRow {
  readonly id: number
  readonly starts_at: Date
  readonly max_places: number
  readonly show_id: number
  readonly show_name: string
}

/** A sector of the function's map with what it costs at this show. */
export interface PricedSector {
  readonly id: number
  readonly name: string
  /** Its English name, when the catalogue has one. */
  readonly nameEn: string | null
  readonly numbered: boolean
  readonly capacity: number
  readonly price: number
  readonly serviceCharge: number
}

/** A priced sector as the function page draws it. */
interface SectorOnMap extends PricedSector {
  /** The floor of a general-admission sector; null for a numbered one. */
  readonly area: MapArea | null
}

/** A function with its show, venue and priced sectors: what every function call starts from. */
export interface PerformanceRecord {
  readonly header: PerformanceHeaderRow
  readonly sectors: ReadonlyArray<SectorOnMap>
}

const HEADER = `
  SELECT f.id, f.starts_at, f.max_places, s.id AS show_id, s.name AS show_name, ${VENUE_COLUMNS}
  FROM performances f
  JOIN shows s ON s.id = f.show_id
  JOIN venues v ON v.id = s.venue_id
  JOIN zones z ON z.id = v.zone_id
  WHERE f.id = $1`

const SECTORS = `
  SELECT ms.id, ms.name, ms.name_en, ms.numbered, ms.capacity, ms.area, sp.price, sp.service_charge
  FROM show_prices sp JOIN map_sectors ms ON ms.id = sp.sector_id
  WHERE sp.show_id = $1
  ORDER BY ms.id`

interface SectorRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly numbered: boolean
  readonly capacity: number
  readonly area: MapArea | null
  readonly price: string | number
  readonly service_charge: string | number
}

/** The function, or null when there is none with that id. */
export const findPerformance = async (db: Queryable, id: number): Promise<PerformanceRecord | null> => {
  const [header] = (await db.query<PerformanceHeaderRow>(HEADER, [id])).rows
  if (header === undefined) return null
  const { rows } = await db.query<SectorRow>(SECTORS, [header.show_id])
  return {
    header,
    sectors: rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameEn: row.name_en,
      numbered: row.numbered,
      capacity: row.capacity,
      price: Number(row.price),
      serviceCharge: Number(row.service_charge),
      area: row.area,
    })),
  }
}
