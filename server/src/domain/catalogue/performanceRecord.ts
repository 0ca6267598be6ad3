import { PerformanceNotFound, type MapArea } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { SectorColumns } from "../../store/catalogue/forSale.js"
import {
  performanceHeader,
  pricedSectorsOfShow,
  type PerformanceHeaderRow,
} from "../../store/catalogue/performances.js"

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

/** Sector `id` as its priced columns describe it (each statement names the id its own way). */
export const pricedSectorOf = (id: number, row: Omit<SectorColumns, "sector_id">): PricedSector => ({
  id,
  name: row.name,
  nameEn: row.name_en,
  numbered: row.numbered,
  capacity: row.capacity,
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
})

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

/** The function, or null when there is none with that id. */
export const findPerformance = async (db: Queryable, id: number): Promise<PerformanceRecord | null> => {
  const header = await performanceHeader(db, id)
  if (header === null) return null
  const sectors = await pricedSectorsOfShow(db, header.show_id)
  return {
    header,
    sectors: sectors.map((row) => ({ ...pricedSectorOf(row.id, row), area: row.area })),
  }
}

/** The function, or why not (404): started ones too, since a shop asks about a function it shows. */
export const performanceOrNotFound = async (
  db: Queryable,
  id: number,
): Promise<PerformanceRecord | PerformanceNotFound> =>
  (await findPerformance(db, id)) ?? new PerformanceNotFound({ key: "problems.catalogue.noPerformance" })
