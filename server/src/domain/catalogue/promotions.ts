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
import type { PerformanceRecord } from "./performanceRecord.js"

interface PromotionRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly description: string | null
  readonly description_en: string | null
  readonly kind: "DOS_POR_UNO" | "PORCENTAJE"
  readonly percent: number | null
  readonly min_quantity: number
  readonly max_quantity: number
  readonly bins: ReadonlyArray<string> | null
}

// A null list means "every show" or "every day"; weekdays are 0 = Sunday … 6 = Saturday.
// Promotions bound to card BINs are listed too: paid with another card, their places go back to full price.
const FOR_SHOW_AND_WEEKDAY = `
  SELECT id, name, name_en, description, description_en, kind, percent, min_quantity, max_quantity, bins
  FROM promotions
  WHERE (show_ids IS NULL OR show_ids @> to_jsonb($1::int))
    AND (weekdays IS NULL OR weekdays @> to_jsonb($2::int))
  ORDER BY id`

/** The promotions of a function: those of its show on its weekday, over every sector it sells, in `language`. */
export const promotionsOf = async (
  db: Queryable,
  performance: PerformanceRecord,
  language: AnswerLanguage,
): Promise<ReadonlyArray<Promotion>> => {
  const weekday = weekdayOf(calendarDateAt(performance.header.starts_at.getTime(), TENANT_TIME_ZONE))
  const { rows } = await db.query<PromotionRow>(FOR_SHOW_AND_WEEKDAY, [performance.header.show_id, weekday])
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
