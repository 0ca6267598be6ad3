import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** A place an exchange took, where it is and what it costs. */
export interface ExchangePlaceRow {
  readonly performance_id: number
  readonly starts_at: Date
  readonly sector_name: string
  readonly sector_name_en: string | null
  readonly row_label: string | null
  readonly seat_number: number | null
  readonly price: number | string
  readonly service_charge: number | string
}

/** The places the exchange holds while its hold lasts, or sold once settled. */
export const exchangePlacesOf = (
  db: Queryable,
  processId: number,
  now: number,
): Promise<ReadonlyArray<ExchangePlaceRow>> =>
  allRows(
    db,
    `SELECT c.performance_id, p.starts_at, ms.name AS sector_name, ms.name_en AS sector_name_en, st.row_label, st.seat_number, c.price,
              c.service_charge
         FROM place_claims c
         JOIN performances p ON p.id = c.performance_id
         JOIN map_sectors ms ON ms.id = c.sector_id
         LEFT JOIN map_seats st ON st.id = c.seat_id
        WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2)
        ORDER BY c.place_key`,
    [processId, new Date(now)],
  )
