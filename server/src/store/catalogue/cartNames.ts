import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** Something of the catalogue by id, with its Spanish name and its English one, if any. */
export interface NamedRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
}

const namedBy =
  (sql: string) =>
  (db: Queryable, ids: ReadonlyArray<number>): Promise<ReadonlyArray<NamedRow>> =>
    allRows<NamedRow>(db, sql, [ids])

/** The names of these promotions. */
export const promotionNames = namedBy("SELECT id, name, name_en FROM promotions WHERE id = ANY($1::int[])")

/** The names of these sectors. */
export const sectorNames = namedBy("SELECT id, name, name_en FROM map_sectors WHERE id = ANY($1::int[])")

/** The names of the venues of these shows, by show id. */
export const venueNamesOfShows = namedBy(
  "SELECT s.id, v.name, v.name_en FROM shows s JOIN venues v ON v.id = s.venue_id WHERE s.id = ANY($1::int[])",
)
