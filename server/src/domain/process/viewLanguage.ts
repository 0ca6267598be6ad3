import { DEFAULT_ANSWER_LANGUAGE, inLanguage, type AnswerLanguage, type PurchaseProcess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { promotionNames, sectorNames, venueNamesOfShows, type NamedRow } from "../../store/catalogue/cartNames.js"

const namesIn = async (
  db: Queryable,
  rowsOf: (db: Queryable, ids: ReadonlyArray<number>) => Promise<ReadonlyArray<NamedRow>>,
  ids: ReadonlyArray<number>,
  language: AnswerLanguage,
): Promise<ReadonlyMap<number, string>> => {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await rowsOf(db, ids)
  return new Map(rows.map((row) => [row.id, inLanguage(language, row.name, row.name_en)]))
}

const unique = (ids: ReadonlyArray<number>): ReadonlyArray<number> => [...new Set(ids)]

/**
 * A purchase's view with the names of its promotions, sectors and venues in the caller's language:
 * the cart is built from the catalogue's Spanish rows, so another language renames them, by id, on
 * the way out.
 */
export const viewInLanguage = async (
  db: Queryable,
  view: PurchaseProcess,
  language: AnswerLanguage,
): Promise<PurchaseProcess> => {
  if (language === DEFAULT_ANSWER_LANGUAGE || view.listaFuncion.length === 0) return view
  const lines = view.listaFuncion
  const [promotions, sectors, venues] = await Promise.all([
    namesIn(
      db,
      promotionNames,
      unique(lines.flatMap((line) => line.listaPromocion.map((promotion) => promotion.idPromocion))),
      language,
    ),
    namesIn(
      db,
      sectorNames,
      unique(lines.flatMap((line) => line.listaPosicion.map((place) => place.idSector))),
      language,
    ),
    namesIn(db, venueNamesOfShows, unique(lines.map((line) => line.oEspectaculo.idEspectaculoCartel)), language),
  ])
  return {
    ...view,
    listaFuncion: lines.map((line) => ({
      ...line,
      oEspectaculo: {
        ...line.oEspectaculo,
        cEstablecimientoNombre:
          venues.get(line.oEspectaculo.idEspectaculoCartel) ?? line.oEspectaculo.cEstablecimientoNombre,
      },
      listaPosicion: line.listaPosicion.map((place) => ({
        ...place,
        cSector: sectors.get(place.idSector) ?? place.cSector,
      })),
      listaPromocion: line.listaPromocion.map((promotion) => ({
        ...promotion,
        cNombre: promotions.get(promotion.idPromocion) ?? promotion.cNombre,
      })),
    })),
  }
}
