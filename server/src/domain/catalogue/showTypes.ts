import { inLanguage, type AnswerLanguage, type ShowType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

/** Every show type, lowest nOrden first, named in the caller's language (GET /v2/EspectaculoCartelTipos). */
export const listShowTypes = async (db: Queryable, language: AnswerLanguage): Promise<ReadonlyArray<ShowType>> => {
  const { rows } = await db.query<{ id: number; name: string; name_en: string | null; sort_order: number }>(
    "SELECT id, name, name_en, sort_order FROM show_types ORDER BY sort_order, id",
  )
  return rows.map((row) => ({
    idEspectaculoTipo: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    nOrden: row.sort_order,
  }))
}
