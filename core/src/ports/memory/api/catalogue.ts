import type { ShowCard, ShowDetail, ShowSearchPage } from "../../../contract/catalogue.js"
import type { Performance, PerformanceSummary, Promotion, Sector } from "../../../contract/performance.js"
import type { PagingQuery, ShowSearchRequest } from "../../../contract/requests.js"
import { dateWindowOf } from "./dateWindow.js"
import { isFree } from "./holds.js"
import { functionDateOf, isoOf } from "./localTime.js"
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
    dProximaFuncion: next === undefined ? null : isoOf(next.startsAt),
    lDestacado: show.lDestacado,
  }
}

export const showCards = (store: MemoryStore): ReadonlyArray<ShowCard> =>
  store.seed.shows.map((show) => showCard(store, show))

const performanceSummary = (store: MemoryStore, performance: PerformanceRecord): PerformanceSummary => ({
  idFuncion: performance.seed.idFuncion,
  oFuncionFecha: functionDateOf(performance.seed.localStart),
  fPrecioDesde: lowestPrice([performance]),
  lAgotada: soldOut(store, performance),
})

export const showDetail = (store: MemoryStore, show: SeedShow): ShowDetail => ({
  ...showCard(store, show),
  cDescripcion: show.cDescripcion,
  listaFuncion: performancesOf(store, show).map((performance) => performanceSummary(store, performance)),
})

/** Folds accents and case, so "musica" finds "Música". */
const searchable = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

const zoneOf = (store: MemoryStore, show: SeedShow): number | undefined =>
  store.seed.venues.find((venue) => venue.idEstablecimiento === show.idEstablecimiento)?.oZona.idZona

export const searchShows = (store: MemoryStore, paging: PagingQuery, search: ShowSearchRequest): ShowSearchPage => {
  const window = dateWindowOf(search, store.now())
  const text = searchable(search.cBuscar?.trim() ?? "")
  const matches = store.seed.shows.filter(
    (show) =>
      searchable(show.cEspectaculoCartelNombre).includes(text) &&
      (search.aListaidTipoDeEspectaculo.length === 0 ||
        search.aListaidTipoDeEspectaculo.includes(show.idEspectaculoTipo)) &&
      (search.idEstablecimiento === null || search.idEstablecimiento === show.idEstablecimiento) &&
      (search.idZona === null || zoneOf(store, show) === search.idZona) &&
      performancesOf(store, show).some((p) => p.startsAt >= window.from && p.startsAt < window.until),
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
  oFuncionFecha: functionDateOf(performance.seed.localStart),
  nMaximoPosiciones: performance.seed.nMaximoPosiciones,
  lAgotada: soldOut(store, performance),
  listaSector: performance.seed.sectors.map((sector) => sectorView(store, performance, sector)),
  listaPromocion: performance.seed.promotions,
})

/** The promotions of a function that cover every one of these sectors for this many places. */
export const promotionsFor = (
  performance: PerformanceRecord,
  sectorIds: ReadonlyArray<number>,
  quantity: number,
): ReadonlyArray<Promotion> =>
  performance.seed.promotions.filter(
    (promotion) =>
      sectorIds.every((idSector) => promotion.listaIdSector.includes(idSector)) &&
      quantity >= promotion.nCantidadMinima &&
      quantity <= promotion.nCantidadMaxima,
  )
