import {
  inLanguage,
  postersOf,
  TENANT_TIME_ZONE,
  zonedIsoDateTime,
  type AnswerLanguage,
  type ShowCard,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { showCardRows, type CardSelection, type ShowCardRow } from "../../store/catalogue/shows.js"
import { venueOf } from "./venues.js"

const showCardOf = (row: ShowCardRow, language: AnswerLanguage): ShowCard => ({
  idEspectaculoCartel: row.id,
  cEspectaculoCartelNombre: row.name,
  cSeo: row.seo,
  idEspectaculoCartelTipo: row.cartel_type,
  oEspectaculoTipo: {
    idEspectaculoTipo: row.type_id,
    cNombre: inLanguage(language, row.type_name, row.type_name_en),
    nOrden: row.type_order,
  },
  oEstablecimiento: venueOf(row, language),
  listaImagenEspectaculoCartel: postersOf(row.seo),
  fPrecioDesde: Number(row.price_from ?? 0),
  dProximaFuncion: row.next_at === null ? null : zonedIsoDateTime(row.next_at.getTime(), TENANT_TIME_ZONE),
  lDestacado: row.featured,
})

/** The selected shows' cards, their show type named in `language`. */
export const selectShowCards = async (
  db: Queryable,
  now: number,
  selection: CardSelection,
  language: AnswerLanguage,
): Promise<ReadonlyArray<ShowCard>> => (await showCardRows(db, now, selection)).map((row) => showCardOf(row, language))
