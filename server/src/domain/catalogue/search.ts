import type { AnswerLanguage, PagingQuery, SearchCriteria, ShowSearchPage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { matchingShows } from "../../store/catalogue/showSearch.js"
import { selectShowCards } from "./showCards.js"

/** One page of the shows with a function still ahead that match every criterion. */
export const searchShows = async (
  db: Queryable,
  now: number,
  paging: PagingQuery,
  criteria: SearchCriteria,
  language: AnswerLanguage,
): Promise<ShowSearchPage> => {
  const { total, ids } = await matchingShows(db, now, paging, criteria)
  const cards = ids.length === 0 ? [] : await selectShowCards(db, now, { kind: "ids", ids }, language)
  const position = new Map(ids.map((id, index) => [id, index]))
  return {
    listaEspectaculoCartel: [...cards].sort(
      (a, b) => (position.get(a.idEspectaculoCartel) ?? 0) - (position.get(b.idEspectaculoCartel) ?? 0),
    ),
    nTotal: total,
    pagina: paging.pagina,
    cantXpagina: paging.cantXpagina,
  }
}
