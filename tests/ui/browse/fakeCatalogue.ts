import {
  NetworkError,
  type ApiFailure,
  type ApiShape,
  type PagingQuery,
  type ShowCard,
  type ShowSearchRequest,
  type Venue,
} from "@boleteria/core"
import * as Effect from "effect/Effect"

const VENUES: ReadonlyArray<Venue> = [
  {
    idEstablecimiento: 1,
    cNombre: "Teatro Gran Corrientes",
    cSeo: "teatro-gran-corrientes",
    cDireccion: "Av. Corrientes 1530",
    cLocalidad: "San Nicolás",
    cProvincia: "Ciudad Autónoma de Buenos Aires",
    oZona: { idZona: 1, cNombre: "CABA" },
  },
  {
    idEstablecimiento: 4,
    cNombre: "Teatro La Cañada",
    cSeo: "teatro-la-canada",
    cDireccion: "Av. Marcelo T. de Alvear 200",
    cLocalidad: "Córdoba",
    cProvincia: "Córdoba",
    oZona: { idZona: 3, cNombre: "Córdoba" },
  },
]

const SHOW_TYPES = [
  { idEspectaculoTipo: 1, cNombre: "Teatro", nOrden: 1 },
  { idEspectaculoTipo: 2, cNombre: "Música", nOrden: 2 },
]

/** Show number n of a made-up billboard: "Espectáculo 7", on sale from 10,000 + n. */
const card = (n: number, featured = false): ShowCard => ({
  idEspectaculoCartel: 100 + n,
  cEspectaculoCartelNombre: `Espectáculo ${n}`,
  cSeo: `espectaculo-${n}`,
  idEspectaculoCartelTipo: 1,
  oEspectaculoTipo: SHOW_TYPES[n % 2] ?? SHOW_TYPES[0]!,
  oEstablecimiento: VENUES[n % 2] ?? VENUES[0]!,
  listaImagenEspectaculoCartel: [
    { cTipoImagen: "WEB_CARTELERA", cUrl: `/posters/espectaculo-${n}.svg` },
    { cTipoImagen: "WEB_DESTACADO", cUrl: `/posters/espectaculo-${n}-destacado.svg` },
  ],
  fPrecioDesde: 10000 + n,
  dProximaFuncion: "2025-11-20T21:00",
  lDestacado: featured,
})

interface SearchCall {
  readonly paging: PagingQuery
  readonly body: ShowSearchRequest
}

/**
 * A billboard of `count` shows behind a fake Api that records every search. The search pages the
 * whole billboard whatever the filters: the tests look at what the shop asked for.
 */
export const fakeCatalogue = (count: number, options: { readonly failSearches?: number } = {}) => {
  const shows = Array.from({ length: count }, (_, index) => card(index + 1))
  const searches: Array<SearchCall> = []
  let failures = options.failSearches ?? 0
  const api: Partial<ApiShape> = {
    getBillboard: () =>
      Effect.succeed({
        listaDestacado: [card(91, true), card(92, true), card(93, true), card(94, true)],
        listaEspectaculoCartel: shows,
      }),
    getShowTypes: () => Effect.succeed({ Lista: SHOW_TYPES }),
    getVenues: () => Effect.succeed(VENUES),
    searchShows: ({ query: paging, body }) => {
      searches.push({ paging, body })
      if (failures > 0) {
        failures--
        return Effect.fail<ApiFailure>(new NetworkError({ message: "offline" }))
      }
      const start = (paging.pagina - 1) * paging.cantXpagina
      return Effect.succeed({
        listaEspectaculoCartel: shows.slice(start, start + paging.cantXpagina),
        nTotal: shows.length,
        pagina: paging.pagina,
        cantXpagina: paging.cantXpagina,
      })
    },
  }
  return { api, searches, lastBody: () => searches.at(-1)?.body }
}
