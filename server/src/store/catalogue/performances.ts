import type { MapArea } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { firstRow, rowsQuery } from "../rows.js"
import { VENUE_COLUMNS, type VenueRow } from "./venues.js"

/** A function with its show and venue. */
export interface PerformanceHeaderRow extends VenueRow {
  readonly id: number
  readonly starts_at: Date
  readonly max_places: number
  readonly show_id: number
  readonly show_name: string
}

const HEADER = `
  SELECT f.id, f.starts_at, f.max_places, s.id AS show_id, s.name AS show_name, ${VENUE_COLUMNS}
  FROM performances f
  JOIN shows s ON s.id = f.show_id
  JOIN venues v ON v.id = s.venue_id
  JOIN zones z ON z.id = v.zone_id
  WHERE f.id = $1`

/** The function with its show and venue; null when there is none with that id. */
export const performanceHeader = (db: Queryable, id: number): Promise<PerformanceHeaderRow | null> =>
  firstRow<PerformanceHeaderRow>(db, HEADER, [id])

/** A sector of the show's map, priced. */
interface PricedSectorRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly numbered: boolean
  readonly capacity: number
  /** The floor of a general-admission sector; null for a numbered one. */
  readonly area: MapArea | null
  /** numeric: text on PGlite, a number on pg. */
  readonly price: string | number
  readonly service_charge: string | number
}

const SECTORS = `
  SELECT ms.id, ms.name, ms.name_en, ms.numbered, ms.capacity, ms.area, sp.price, sp.service_charge
  FROM show_prices sp JOIN map_sectors ms ON ms.id = sp.sector_id
  WHERE sp.show_id = $1
  ORDER BY ms.id`

/** The sectors the show sells, with their prices, in id order. */
export const pricedSectorsOfShow = rowsQuery<PricedSectorRow, [showId: number]>(SECTORS)

/** A function still ahead, with how many of its places are taken of how many its show sells. */
interface UpcomingRow {
  readonly id: number
  readonly starts_at: Date
  readonly taken: number
  readonly capacity: number
}

// A place counts as taken while it is sold or its hold has not expired (expired holds are free
// even before the sweeper deletes them).
const UPCOMING = `
  SELECT f.id, f.starts_at,
    (SELECT count(*) FROM place_claims c
      WHERE c.performance_id = f.id AND (c.state = 'SOLD' OR c.expires_at > $2))::int AS taken,
    (SELECT coalesce(sum(ms.capacity), 0) FROM show_prices sp JOIN map_sectors ms ON ms.id = sp.sector_id
      WHERE sp.show_id = f.show_id)::int AS capacity
  FROM performances f
  WHERE f.show_id = $1 AND f.starts_at > $2
  ORDER BY f.starts_at, f.id`

/** The show's functions after `after`, soonest first. */
export const upcomingPerformancesOfShow = rowsQuery<UpcomingRow, [showId: number, after: Date]>(UPCOMING)
