import type { ShowCard, ShowDetail, ShowSearchPage } from "../../contract/catalogue.js"
import { postersOf } from "../../contract/catalogFiles.js"
import type { Performance, Seat, SeatState, Sector } from "../../contract/performance.js"
import { PRODUCT_SHOW_TYPE } from "../../contract/purchase.js"
import type { PagingQuery } from "../../contract/requests/index.js"
import { TENANT_TIME_ZONE } from "../../rules/calendarDate.js"
import { isWithin } from "../../rules/catalogue/dateWindow.js"
import type { SearchCriteria } from "../../rules/catalogue/searchCriteria.js"
import { functionDateAt } from "../../rules/format/functionDate.js"
import { zonedIsoDateTime } from "../../rules/zonedTime.js"
import { liveClaims } from "../purchase/claims.js"
import type { MemoryStore, PerformanceInfo } from "../store.js"
import type { ShowInfo } from "./catalogueIndex.js"
import { promotionsOf } from "./performances.js"

/** A show's functions, soonest first. */
const performancesOf = (store: MemoryStore, show: ShowInfo): ReadonlyArray<PerformanceInfo> =>
  [...store.performances.values()]
    .filter((performance) => performance.show === show)
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id)

const upcoming = (store: MemoryStore, show: ShowInfo): ReadonlyArray<PerformanceInfo> =>
  performancesOf(store, show).filter((performance) => performance.startsAt > store.now())

const priceFrom = (show: ShowInfo): number =>
  show.sectors.length === 0 ? 0 : Math.min(...show.sectors.map((priced) => priced.price))

const showCardOf = (store: MemoryStore, show: ShowInfo): ShowCard => {
  const next = upcoming(store, show)[0]
  return {
    idEspectaculoCartel: show.file.idEspectaculoCartel,
    cEspectaculoCartelNombre: show.file.cNombre,
    cSeo: show.file.cSeo,
    idEspectaculoCartelTipo: show.cartelType,
    oEspectaculoTipo: show.type,
    oEstablecimiento: show.venue,
    listaImagenEspectaculoCartel: postersOf(show.file.cSeo),
    fPrecioDesde: priceFrom(show),
    dProximaFuncion: next === undefined ? null : zonedIsoDateTime(next.startsAt, TENANT_TIME_ZONE),
    lDestacado: show.file.lDestacado,
  }
}

/** Soonest next function first (shows without one last), then by id. */
const cardsOf = (store: MemoryStore, shows: ReadonlyArray<ShowInfo>): ReadonlyArray<ShowCard> =>
  shows
    .map((show) => ({
      card: showCardOf(store, show),
      next: upcoming(store, show)[0]?.startsAt ?? Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.next - b.next || a.card.idEspectaculoCartel - b.card.idEspectaculoCartel)
    .map(({ card }) => card)

/** The shows on sale: a function still ahead, not a product. */
export const showsOnSale = (store: MemoryStore): ReadonlyArray<ShowCard> =>
  cardsOf(
    store,
    [...store.index.shows.values()].filter(
      (show) => show.cartelType !== PRODUCT_SHOW_TYPE && upcoming(store, show).length > 0,
    ),
  )

export const products = (store: MemoryStore): ReadonlyArray<ShowCard> =>
  cardsOf(
    store,
    [...store.index.shows.values()].filter((show) => show.cartelType === PRODUCT_SHOW_TYPE),
  )

/** How many places of a function are sold or held. */
const takenOf = (store: MemoryStore, performanceId: number): number => liveClaims(store, performanceId).length

export const showDetailOf = (store: MemoryStore, show: ShowInfo): ShowDetail => {
  const card = showCardOf(store, show)
  const capacity = show.sectors.reduce((total, priced) => total + priced.sector.capacity, 0)
  return {
    ...card,
    cDescripcion: show.file.cDescripcion,
    cDescripcionEn: show.file.cDescripcionEn,
    nDuracionMinutos: show.file.nDuracionMinutos,
    cClasificacion: show.file.cClasificacion,
    listaFuncion: upcoming(store, show).map((performance) => ({
      idFuncion: performance.id,
      oFuncionFecha: functionDateAt(performance.startsAt),
      // Prices belong to the show, so every function starts at the show's lowest price.
      fPrecioDesde: card.fPrecioDesde,
      lAgotada: takenOf(store, performance.id) >= capacity,
    })),
  }
}

/** One page of the shows with a function still ahead in the window that match every criterion, by that function. */
export const searchShows = (store: MemoryStore, paging: PagingQuery, criteria: SearchCriteria): ShowSearchPage => {
  const matches = [...store.index.shows.values()].flatMap((show) => {
    const first = upcoming(store, show).find((performance) => isWithin(criteria.window, performance.startsAt))
    const matching =
      show.cartelType !== PRODUCT_SHOW_TYPE &&
      first !== undefined &&
      criteria.words.every((word) => show.searchText.includes(word)) &&
      (criteria.typeIds.length === 0 || criteria.typeIds.includes(show.type.idEspectaculoTipo)) &&
      (criteria.venueId === null || show.venue.idEstablecimiento === criteria.venueId) &&
      (criteria.zoneId === null || show.venue.oZona.idZona === criteria.zoneId)
    return matching ? [{ show, firstAt: first.startsAt }] : []
  })
  const start = (paging.pagina - 1) * paging.cantXpagina
  return {
    listaEspectaculoCartel: matches
      .sort((a, b) => a.firstAt - b.firstAt || a.show.file.idEspectaculoCartel - b.show.file.idEspectaculoCartel)
      .slice(start, start + paging.cantXpagina)
      .map(({ show }) => showCardOf(store, show)),
    nTotal: matches.length,
    pagina: paging.pagina,
    cantXpagina: paging.cantXpagina,
  }
}

/** GET /v2/Funcion/{id}: every sector with its price and availability, every seat with its state. */
export const performanceView = (store: MemoryStore, performance: PerformanceInfo): Performance => {
  const live = liveClaims(store, performance.id)
  const states = new Map<number, SeatState>()
  const takenBySector = new Map<number, number>()
  for (const claim of live) {
    takenBySector.set(claim.sectorId, (takenBySector.get(claim.sectorId) ?? 0) + 1)
    if (claim.seatId !== null) states.set(claim.seatId, claim.state === "SOLD" ? "VENDIDA" : "RETENIDA")
  }
  const listaSector = performance.show.sectors.map(({ sector, price, serviceCharge }): Sector => ({
    idSector: sector.id,
    cNombre: sector.name,
    lNumerada: sector.numbered,
    fPrecio: price,
    fCargoServicio: serviceCharge,
    nCapacidad: sector.capacity,
    nDisponibles: Math.max(0, sector.capacity - (takenBySector.get(sector.id) ?? 0)),
    listaPosicion: sector.numbered
      ? store.index.seatsOf(sector).map((seat): Seat => ({
          idPosicion: seat.id,
          cFila: seat.rowLabel,
          cButaca: String(seat.number),
          nX: seat.x,
          nY: seat.y,
          cEstado: states.get(seat.id) ?? "LIBRE",
          ...(seat.access === null ? {} : { cAcceso: seat.access }),
        }))
      : [],
    ...(sector.area === null ? {} : { oArea: sector.area }),
  }))
  const { show } = performance
  return {
    idFuncion: performance.id,
    idEspectaculoCartel: show.file.idEspectaculoCartel,
    cEspectaculoCartelNombre: show.file.cNombre,
    oEstablecimiento: show.venue,
    oFuncionFecha: functionDateAt(performance.startsAt),
    nMaximoPosiciones: performance.maxPlaces,
    lAgotada: listaSector.every((sector) => sector.nDisponibles === 0),
    listaSector,
    listaPromocion: promotionsOf(store, performance),
  }
}
