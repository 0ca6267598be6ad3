import { heldPositionOf, inLanguage, type AnswerLanguage, type ProcessPlace } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { generalSlotOf } from "../../store/purchases/holds.js"
import { placesOfProcess } from "../../store/purchases/processPlaces.js"

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
    ...heldPositionOf({
      seatId: row.seat_id,
      sectorId: row.sector_id,
      generalSlot: generalSlotOf(row.place_key),
      sectorName: inLanguage(language, row.sector_name, row.sector_name_en),
      rowLabel: row.row_label,
      seatNumber: row.seat_number,
      listPrice: Number(row.list_price),
      price: Number(row.price),
      serviceCharge: Number(row.service_charge),
      promotion:
        row.promotion_id === null
          ? null
          : {
              id: row.promotion_id,
              name: inLanguage(language, row.promotion_name ?? "", row.promotion_name_en),
              bins: row.promotion_bins,
            },
    }),
    cEstado: row.state === "SOLD" ? "VENDIDA" : "RETENIDA",
    idReserva: row.booking_id,
  }))
}
