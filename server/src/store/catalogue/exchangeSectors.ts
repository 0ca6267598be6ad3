import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** A sector of a later function of the show, its price and how many of its places are free now. */
export interface ExchangeSectorRow {
  readonly performance_id: number
  readonly starts_at: Date
  readonly sector_id: number
  readonly name: string
  readonly name_en: string | null
  readonly price: number | string
  readonly service_charge: number | string
  readonly free: number
}

const SECTORS = `
  SELECT f.id AS performance_id, f.starts_at, ms.id AS sector_id, ms.name, ms.name_en, sp.price, sp.service_charge,
         greatest(0, ms.capacity - (SELECT count(*) FROM place_claims c
                                     WHERE c.performance_id = f.id AND c.sector_id = ms.id
                                       AND (c.state = 'SOLD' OR c.expires_at > $3)))::int AS free
    FROM performances f
    JOIN show_prices sp ON sp.show_id = f.show_id
    JOIN map_sectors ms ON ms.id = sp.sector_id
   WHERE f.show_id = $1 AND f.id <> $2 AND f.starts_at > $3
   ORDER BY f.starts_at, f.id, sp.price DESC, ms.id`

/** Every sector of every later function of the show but this one, with its places free now (capacity less live claims). */
export const exchangeSectorsOf = (
  db: Queryable,
  showId: number,
  currentPerformanceId: number,
  now: number,
): Promise<ReadonlyArray<ExchangeSectorRow>> => allRows(db, SECTORS, [showId, currentPerformanceId, new Date(now)])
