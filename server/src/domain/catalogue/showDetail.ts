import { functionDateAt, type AnswerLanguage, type PerformanceSummary, type ShowDetail } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { selectShowCards } from "./showCards.js"

interface DetailRow {
  readonly description: string
  readonly description_en: string
  readonly duration_minutes: number
  readonly rating: string
}

interface SummaryRow {
  readonly id: number
  readonly starts_at: Date
  readonly taken: number
  readonly capacity: number
}

const DETAIL = "SELECT description, description_en, duration_minutes, rating FROM shows WHERE id = $1"

// A place counts as taken while it is sold or its hold has not expired (expired holds are free
// even before the sweeper deletes them).
const UPCOMING = `
  SELECT f.id, f.starts_at,
    (SELECT count(*) FROM place_claims c
      WHERE c.performance_id = f.id AND (c.state = 'SOLD' OR c.expires_at > $2))::int AS taken,
    (SELECT coalesce(sum(ms.capacity), 0) FROM show_prices sp JOIN map_sectors ms ON ms.id = sp.sector_id
      WHERE sp.show_id = f.show_id)::int AS capacity
  FROM performances f
  WHERE f.show_id = $1 AND f.starts_at > $2
  ORDER BY f.starts_at, f.id`

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
  const { rows: details } = await db.query<DetailRow>(DETAIL, [showId])
  const [detail] = details
  if (card === undefined || detail === undefined) return null
  const { rows } = await db.query<SummaryRow>(UPCOMING, [showId, new Date(now)])
  const listaFuncion = rows.map((summary): PerformanceSummary => ({
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
