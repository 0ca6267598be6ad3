import { heldPositionOf, inLanguage, type AnswerLanguage, type ProcessPlace } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { placesOfProcess } from "../../store/purchases/processPlaces.js"
import { listedPlaceOf } from "../process/view.js"

/**
 * POST /v2/Proceso/{id}/Posiciones: every place of the process (of one function, when named), held or
 * sold, its sector and promotion named in `language`.
 */
export const processPlaces = async (
  db: Queryable,
  processId: number,
  performanceId: number | null,
  now: number,
  language: AnswerLanguage,
): Promise<ReadonlyArray<ProcessPlace>> => {
  const rows = await placesOfProcess(db, processId, performanceId, now)
  return rows.map((row) => ({
    idFuncion: row.performance_id,
    ...heldPositionOf(
      listedPlaceOf(row, {
        sector: inLanguage(language, row.sector_name, row.sector_name_en),
        promotion: inLanguage(language, row.promotion_name ?? "", row.promotion_name_en),
      }),
    ),
    cEstado: row.state === "SOLD" ? "VENDIDA" : "RETENIDA",
    idReserva: row.booking_id,
  }))
}
