import { DEFAULT_ANSWER_LANGUAGE, inLanguage, type AnswerLanguage, type PurchaseProcess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

/**
 * A purchase's view with the names of its promotions in the caller's language: the cart is built
 * from the catalogue's Spanish rows, so another language renames them, by id, on the way out.
 */
export const viewInLanguage = async (
  db: Queryable,
  view: PurchaseProcess,
  language: AnswerLanguage,
): Promise<PurchaseProcess> => {
  const ids = [...new Set(view.listaFuncion.flatMap((line) => line.listaPromocion.map((p) => p.idPromocion)))]
  if (language === DEFAULT_ANSWER_LANGUAGE || ids.length === 0) return view
  const { rows } = await db.query<{ id: number; name: string; name_en: string | null }>(
    "SELECT id, name, name_en FROM promotions WHERE id = ANY($1::int[])",
    [ids],
  )
  const names = new Map(rows.map((row) => [row.id, inLanguage(language, row.name, row.name_en)]))
  return {
    ...view,
    listaFuncion: view.listaFuncion.map((line) => ({
      ...line,
      listaPromocion: line.listaPromocion.map((promotion) => ({
        ...promotion,
        cNombre: names.get(promotion.idPromocion) ?? promotion.cNombre,
      })),
    })),
  }
}
