import { inLanguage, type AnswerLanguage, type ShowType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { showTypeRows } from "../../store/catalogue/showTypes.js"

/** Every show type, lowest nOrden first, named in the caller's language (GET /v2/EspectaculoCartelTipos). */
export const listShowTypes = async (db: Queryable, language: AnswerLanguage): Promise<ReadonlyArray<ShowType>> =>
  (await showTypeRows(db)).map((row) => ({
    idEspectaculoTipo: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    nOrden: row.sort_order,
  }))
