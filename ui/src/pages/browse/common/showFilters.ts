import { isDateFilter, isRealDate, type DateFilter, type ShowSearchRequest } from "@boleteria/core"

/**
 * What the billboard and the advanced search filter by, as the page's query string keeps it (so a
 * reload or a shared link shows the same list). The names are the search body's own.
 */
export interface ShowFilters {
  readonly cBuscar: string | null
  readonly aListaidTipoDeEspectaculo: ReadonlyArray<number>
  readonly idEstablecimiento: number | null
  readonly idZona: number | null
  readonly cFecha: DateFilter
  /** The day of cFecha FECHA, "2025-03-01"; null until the shopper picks one. */
  readonly dFecha: string | null
}

export const NO_FILTERS: ShowFilters = {
  cBuscar: null,
  aListaidTipoDeEspectaculo: [],
  idEstablecimiento: null,
  idZona: null,
  cFecha: "TODAS",
  dFecha: null,
}

/** A positive id written in a URL, or null. */
export const idOf = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || !/^\d+$/.test(text)) return null
  const id = Number(text)
  return id > 0 && Number.isSafeInteger(id) ? id : null
}

/** "2025-03-01" when it names a real day, else null. */
export const dayOf = (text: string | null): string | null => {
  const match = text === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match === null) return null
  const [, year, month, day] = match.map(Number)
  return isRealDate({ year: year ?? 0, month: month ?? 0, day: day ?? 0 }) ? text : null
}

/** Reads the filters from a query string; anything unreadable counts as not filtering. Show types may repeat or be comma separated. */
export const filtersFromQuery = (params: URLSearchParams): ShowFilters => {
  const text = params.get("cBuscar")?.trim() ?? ""
  const date = params.get("cFecha")
  return {
    cBuscar: text === "" ? null : text,
    aListaidTipoDeEspectaculo: [
      ...new Set(
        params
          .getAll("aListaidTipoDeEspectaculo")
          .flatMap((value) => value.split(","))
          .map(idOf)
          .filter((id): id is number => id !== null),
      ),
    ],
    idEstablecimiento: idOf(params.get("idEstablecimiento")),
    idZona: idOf(params.get("idZona")),
    cFecha: date !== null && isDateFilter(date) ? date : "TODAS",
    dFecha: dayOf(params.get("dFecha")),
  }
}

/** The query string of some filters, leaving out the ones not in use. */
export const queryOfFilters = (filters: ShowFilters): URLSearchParams => {
  const params = new URLSearchParams()
  if (filters.cBuscar !== null) params.set("cBuscar", filters.cBuscar)
  for (const id of filters.aListaidTipoDeEspectaculo) params.append("aListaidTipoDeEspectaculo", String(id))
  if (filters.idEstablecimiento !== null) params.set("idEstablecimiento", String(filters.idEstablecimiento))
  if (filters.idZona !== null) params.set("idZona", String(filters.idZona))
  if (filters.cFecha !== "TODAS") params.set("cFecha", filters.cFecha)
  if (filters.cFecha === "FECHA" && filters.dFecha !== null) params.set("dFecha", filters.dFecha)
  return params
}

/** The search body; "a specific date" without a day yet lists every date, as the form still asks for one. */
export const searchRequestOf = (filters: ShowFilters): ShowSearchRequest => {
  const pendingDay = filters.cFecha === "FECHA" && filters.dFecha === null
  return {
    cBuscar: filters.cBuscar,
    aListaidTipoDeEspectaculo: filters.aListaidTipoDeEspectaculo,
    idEstablecimiento: filters.idEstablecimiento,
    idZona: filters.idZona,
    cFecha: pendingDay ? "TODAS" : filters.cFecha,
    dFecha: filters.cFecha === "FECHA" ? filters.dFecha : null,
  }
}

export const hasFilters = (filters: ShowFilters): boolean =>
  queryOfFilters({ ...filters, cBuscar: null }).toString() !== ""
