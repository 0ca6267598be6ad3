import {
  calendarDateAt,
  discountPercentOf,
  inLanguage,
  optionalInLanguage,
  TENANT_TIME_ZONE,
  weekdayOf,
  type AnswerLanguage,
  type Promotion,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { promotionsOfShowOn } from "../../store/catalogue/promotions.js"
import type { PerformanceRecord } from "./performanceRecord.js"

/** The promotions of a function: those of its show on its weekday, over every sector it sells, in `language`. */
export const promotionsOf = async (
  db: Queryable,
  performance: PerformanceRecord,
  language: AnswerLanguage,
): Promise<ReadonlyArray<Promotion>> => {
  const weekday = weekdayOf(calendarDateAt(performance.header.starts_at.getTime(), TENANT_TIME_ZONE))
  const rows = await promotionsOfShowOn(db, performance.header.show_id, weekday)
  const sectorIds = performance.sectors.map((sector) => sector.id)
  return rows.map((row) => ({
    idPromocion: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    cDescripcion: optionalInLanguage(language, row.description, row.description_en),
    cTipo: row.kind,
    nPorcentajeDescuento: discountPercentOf({ kind: row.kind, percent: row.percent }),
    nCantidadMinima: row.min_quantity,
    nCantidadMaxima: row.max_quantity,
    listaIdSector: sectorIds,
    listaBin: row.bins,
  }))
}
