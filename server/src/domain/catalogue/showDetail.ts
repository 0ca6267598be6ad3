import { functionDateAt, type AnswerLanguage, type PerformanceSummary, type ShowDetail } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { upcomingPerformancesOfShow } from "../../store/catalogue/performances.js"
import { showDescription } from "../../store/catalogue/shows.js"
import { selectShowCards } from "./showCards.js"

/**
 * The show landing: the card, the descriptions, duration and age rating, and the functions still
 * ahead (404 is the caller's: null).
 */
export const showDetail = async (
  db: Queryable,
  now: number,
  showId: number,
  language: AnswerLanguage,
): Promise<ShowDetail | null> => {
  const [card] = await selectShowCards(db, now, { kind: "ids", ids: [showId] }, language)
  const detail = await showDescription(db, showId)
  if (card === undefined || detail === null) return null
  const upcoming = await upcomingPerformancesOfShow(db, showId, new Date(now))
  const listaFuncion = upcoming.map((summary): PerformanceSummary => ({
    idFuncion: summary.id,
    oFuncionFecha: functionDateAt(summary.starts_at.getTime()),
    // Prices belong to the show, so every function starts at the show's lowest price.
    fPrecioDesde: card.fPrecioDesde,
    lAgotada: summary.taken >= summary.capacity,
  }))
  return {
    ...card,
    cDescripcion: detail.description,
    cDescripcionEn: detail.description_en,
    nDuracionMinutos: detail.duration_minutes,
    cClasificacion: detail.rating,
    listaFuncion,
  }
}
