import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

interface ShowTypeRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly sort_order: number
}

/** Every show type, lowest sort order first. */
export const showTypeRows = (db: Queryable): Promise<ReadonlyArray<ShowTypeRow>> =>
  allRows<ShowTypeRow>(db, "SELECT id, name, name_en, sort_order FROM show_types ORDER BY sort_order, id", [])
