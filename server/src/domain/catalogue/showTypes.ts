import type { ShowType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

/** Every show type, lowest nOrden first (GET /v2/EspectaculoCartelTipos). */
export const listShowTypes = async (db: Queryable): Promise<ReadonlyArray<ShowType>> => {
  const { rows } = await db.query<{ id: number; name: string; sort_order: number }>(
    "SELECT id, name, sort_order FROM show_types ORDER BY sort_order, id",
  )
  return rows.map((row) => ({ idEspectaculoTipo: row.id, cNombre: row.name, nOrden: row.sort_order }))
}
