import type { ShowSearchRequest } from "../../contract/requests/catalogue.js"
import type { ProblemKey } from "../problems.js"
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

/** The 400 of a search whose FECHA names no real day ("2026-02-30"): its field and its refusal's key. */
export const NO_SUCH_DAY = { field: "dFecha", key: "problems.catalogue.noSuchDay" } as const satisfies {
  readonly field: string
  readonly key: ProblemKey
}

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
