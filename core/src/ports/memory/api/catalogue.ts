import type { ShowCard, ShowDetail, ShowSearchPage } from "../../../contract/catalogue.js"
import type { Performance, PerformanceSummary, Sector } from "../../../contract/performance.js"
import type { PagingQuery, ShowSearchRequest } from "../../../contract/requests.js"
import { isWithin, type DateWindow } from "../../../rules/catalogue/dateWindow.js"
import { foldForSearch } from "../../../rules/catalogue/searchText.js"
import { functionDateAt } from "../../../rules/format/functionDate.js"
import { isFree } from "./holds.js"
import type { SeedSector, SeedShow } from "./seed.js"
import type { MemoryStore, PerformanceRecord } from "./store.js"

const performancesOf = (store: MemoryStore, show: SeedShow): ReadonlyArray<PerformanceRecord> =>
  [...store.performances.values()]
    .filter((performance) => performance.show.idEspectaculoCartel === show.idEspectaculoCartel)
    .sort((a, b) => a.startsAt - b.startsAt)

const lowestPrice = (performances: ReadonlyArray<PerformanceRecord>): number =>
  Math.min(...performances.flatMap((performance) => performance.seed.sectors.map((sector) => sector.fPrecio)))

const soldOut = (store: MemoryStore, performance: PerformanceRecord): boolean =>
  !performance.places.some((place) => isFree(store, place))

export const showCard = (store: MemoryStore, show: SeedShow): ShowCard => {
  const performances = performancesOf(store, show)
  const next = performances.find((performance) => performance.startsAt >= store.now())
  const showType = store.seed.showTypes.find((type) => type.idEspectaculoTipo === show.idEspectaculoTipo)
  const venue = store.seed.venues.find((candidate) => candidate.idEstablecimiento === show.idEstablecimiento)
  if (showType === undefined || venue === undefined) {
    throw new RangeError(`Show ${show.idEspectaculoCartel} names a type or venue the seed does not have`)
  }
  return {
    idEspectaculoCartel: show.idEspectaculoCartel,
    cEspectaculoCartelNombre: show.cEspectaculoCartelNombre,
    cSeo: show.cSeo,
    idEspectaculoCartelTipo: show.idEspectaculoCartelTipo,
    oEspectaculoTipo: showType,
    oEstablecimiento: venue,
    listaImagenEspectaculoCartel: show.images,
    fPrecioDesde: performances.length === 0 ? 0 : lowestPrice(performances),
    dProximaFuncion: next === undefined ? null : new Date(next.startsAt).toISOString(),
    lDestacado: show.lDestacado,
  }
}

export const showCards = (store: MemoryStore): ReadonlyArray<ShowCard> =>
  store.seed.shows.map((show) => showCard(store, show))

const performanceSummary = (store: MemoryStore, performance: PerformanceRecord): PerformanceSummary => ({
  idFuncion: performance.seed.idFuncion,
  oFuncionFecha: functionDateAt(performance.startsAt),
  fPrecioDesde: lowestPrice([performance]),
  lAgotada: soldOut(store, performance),
})

export const showDetail = (store: MemoryStore, show: SeedShow): ShowDetail => ({
  ...showCard(store, show),
  cDescripcion: show.cDescripcion,
  cDescripcionEn: show.cDescripcionEn,
  nDuracionMinutos: show.nDuracionMinutos,
  cClasificacion: show.cClasificacion,
  listaFuncion: performancesOf(store, show).map((performance) => performanceSummary(store, performance)),
})

const zoneOf = (store: MemoryStore, show: SeedShow): number | undefined =>
  store.seed.venues.find((venue) => venue.idEstablecimiento === show.idEstablecimiento)?.oZona.idZona

/** The shows whose name holds the text (accents and case folded) and that play within the date window. */
export const searchShows = (
  store: MemoryStore,
  paging: PagingQuery,
  search: ShowSearchRequest,
  window: DateWindow,
): ShowSearchPage => {
  const text = foldForSearch(search.cBuscar ?? "")
  const matches = store.seed.shows.filter(
    (show) =>
      foldForSearch(show.cEspectaculoCartelNombre).includes(text) &&
      (search.aListaidTipoDeEspectaculo.length === 0 ||
        search.aListaidTipoDeEspectaculo.includes(show.idEspectaculoTipo)) &&
      (search.idEstablecimiento === null || search.idEstablecimiento === show.idEstablecimiento) &&
      (search.idZona === null || zoneOf(store, show) === search.idZona) &&
      performancesOf(store, show).some((performance) => isWithin(window, performance.startsAt)),
  )
  const start = (paging.pagina - 1) * paging.cantXpagina
  return {
    listaEspectaculoCartel: matches.slice(start, start + paging.cantXpagina).map((show) => showCard(store, show)),
    nTotal: matches.length,
    pagina: paging.pagina,
    cantXpagina: paging.cantXpagina,
  }
}

const sectorView = (store: MemoryStore, performance: PerformanceRecord, sector: SeedSector): Sector => {
  const places = performance.places.filter((place) => place.sector === sector)
  const numbered = "rows" in sector.layout
  return {
    idSector: sector.idSector,
    cNombre: sector.cNombre,
    lNumerada: numbered,
    fPrecio: sector.fPrecio,
    fCargoServicio: sector.fCargoServicio,
    nCapacidad: places.length,
    nDisponibles: places.filter((place) => isFree(store, place)).length,
    listaPosicion: numbered
      ? places.map((place) => ({
          idPosicion: place.idPosicion,
          cFila: place.cFila ?? "",
          cButaca: place.cButaca ?? "",
          nX: place.nX,
          nY: place.nY,
          cEstado: store.sold.has(place.idPosicion) ? "VENDIDA" : isFree(store, place) ? "LIBRE" : "RETENIDA",
        }))
      : [],
  }
}

export const performanceView = (store: MemoryStore, performance: PerformanceRecord): Performance => ({
  idFuncion: performance.seed.idFuncion,
  idEspectaculoCartel: performance.show.idEspectaculoCartel,
  cEspectaculoCartelNombre: performance.show.cEspectaculoCartelNombre,
  oEstablecimiento: performance.venue,
  oFuncionFecha: functionDateAt(performance.startsAt),
  nMaximoPosiciones: performance.seed.nMaximoPosiciones,
  lAgotada: soldOut(store, performance),
  listaSector: performance.seed.sectors.map((sector) => sectorView(store, performance, sector)),
  listaPromocion: performance.seed.promotions,
})
