import type { ShowSearchRequest } from "../../contract/requests/catalogue.js"
import { dateWindowOf, type DateWindow } from "./dateWindow.js"
import { searchWordsOf } from "./searchText.js"

/** What the billboard's search and filters ask for, already folded and turned into instants. */
export interface SearchCriteria {
  readonly words: ReadonlyArray<string>
  readonly typeIds: ReadonlyArray<number>
  readonly venueId: number | null
  readonly zoneId: number | null
  readonly window: DateWindow
}

/** The 400 of a search whose FECHA names no real day ("2026-02-30"). */
export const NO_SUCH_DAY = "dFecha: no es una fecha del calendario"

/** A search body read at `now`; null when its FECHA names no real day. */
export const searchCriteriaOf = (search: ShowSearchRequest, now: number): SearchCriteria | null => {
  const window = dateWindowOf(search, now)
  if (window === null) return null
  return {
    words: searchWordsOf(search.cBuscar),
    typeIds: search.aListaidTipoDeEspectaculo,
    venueId: search.idEstablecimiento,
    zoneId: search.idZona,
    window,
  }
}
