import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"
import { LIST_PRICE, PRICE_JOINS } from "./cart.js"

/** A place of a process as its cart lists it: where it is, what it costs, its promotion, and whether it is sold. */
export interface ProcessPlaceRow {
  readonly performance_id: number
  readonly place_key: string
  readonly sector_id: number
  readonly seat_id: number | null
  readonly sector_name: string
  readonly sector_name_en: string | null
  readonly row_label: string | null
  readonly seat_number: number | null
  readonly list_price: string | number
  readonly price: string | number
  readonly service_charge: string | number
  readonly promotion_id: number | null
  readonly promotion_name: string | null
  readonly promotion_name_en: string | null
  readonly promotion_bins: ReadonlyArray<string> | null
  readonly state: "HELD" | "SOLD"
  readonly booking_id: number | null
}

// The process's places as its cart counts them: sold, or held while the hold runs.
const PLACES = `
  SELECT c.performance_id, c.place_key, c.sector_id, c.seat_id, ms.name AS sector_name, ms.name_en AS sector_name_en,
         st.row_label, st.seat_number, ${LIST_PRICE} AS list_price, c.price, c.service_charge, c.promotion_id,
         pr.name AS promotion_name, pr.name_en AS promotion_name_en,
         pr.bins AS promotion_bins, c.state, c.booking_id
    FROM place_claims c
    JOIN map_sectors ms ON ms.id = c.sector_id
    LEFT JOIN map_seats st ON st.id = c.seat_id
    JOIN performances f ON f.id = c.performance_id ${PRICE_JOINS}
   WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2) AND ($3::int IS NULL OR c.performance_id = $3)
   ORDER BY f.starts_at, c.performance_id, c.sector_id, st.row_index, st.seat_number, c.place_key`

/** Every place of the process (of one function, when named), held or sold, with its sector and promotion. */
export const placesOfProcess = (
  db: Queryable,
  processId: number,
  performanceId: number | null,
  now: number,
): Promise<ReadonlyArray<ProcessPlaceRow>> => allRows(db, PLACES, [processId, new Date(now), performanceId])
