import type { AnswerLanguage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** The columns a venue is built from; select them from `venues v JOIN zones z ON z.id = v.zone_id`. */
export const VENUE_COLUMNS = `v.id AS venue_id, v.name AS venue_name, v.name_en AS venue_name_en, v.seo AS venue_seo, v.address AS venue_address,
  v.locality AS venue_locality, v.province AS venue_province, z.id AS zone_id, z.name AS zone_name`

export interface VenueRow {
  readonly venue_id: number
  readonly venue_name: string
  readonly venue_name_en: string | null
  readonly venue_seo: string
  readonly venue_address: string
  readonly venue_locality: string
  readonly venue_province: string
  readonly zone_id: number
  readonly zone_name: string
}

/** Every venue, by its name in `language`. */
export const venueRows = (db: Queryable, language: AnswerLanguage): Promise<ReadonlyArray<VenueRow>> =>
  allRows<VenueRow>(
    db,
    `SELECT ${VENUE_COLUMNS} FROM venues v JOIN zones z ON z.id = v.zone_id
      ORDER BY CASE WHEN $1 = 'en' THEN coalesce(v.name_en, v.name) ELSE v.name END, v.id`,
    [language],
  )
