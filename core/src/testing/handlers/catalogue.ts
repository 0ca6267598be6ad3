import * as Effect from "effect/Effect"
import type { catalogueEndpoints } from "../../contract/endpoints/catalogue.js"
import { NO_SUCH_DAY, searchCriteriaOf } from "../../rules/catalogue/searchCriteria.js"
import { applicablePromotions } from "../../rules/seatMap/promotions.js"
import { findPerformance, promotionsOf } from "../catalogue/performances.js"
import { performanceView, products, searchShows, showDetailOf, showsOnSale } from "../catalogue/views.js"
import { fieldProblem, notFound } from "../problem.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

const byName = <T extends { readonly cNombre: string }>(a: T, b: T) =>
  a.cNombre < b.cNombre ? -1 : a.cNombre > b.cNombre ? 1 : 0

/** The billboard, search, show landing, venues, show types, the function page and its promotions; newsletter and contact. */
export const catalogueHandlers = (store: MemoryStore): HandlersOf<typeof catalogueEndpoints> => ({
  getShowTypes: () =>
    Effect.sync(() => ({
      Lista: store.index.catalog.showTypes.toSorted(
        (a, b) => a.nOrden - b.nOrden || a.idEspectaculoTipo - b.idEspectaculoTipo,
      ),
    })),
  getShows: () => Effect.sync(() => showsOnSale(store)),
  // A memory backend has no client address: every caller is at home.
  getVisitorCountry: () => Effect.sync(() => ({ cPais: store.tenant.countryCode })),
  searchShows: ({ query, body }) =>
    Effect.suspend(() => {
      const criteria = searchCriteriaOf(body, store.now())
      return criteria === null
        ? Effect.fail(fieldProblem(NO_SUCH_DAY.field, NO_SUCH_DAY.key))
        : Effect.succeed(searchShows(store, query, criteria))
    }),
  getShow: ({ path }) =>
    Effect.suspend(() => {
      const show = store.index.shows.get(path.idEspectaculoCartel)
      return show === undefined
        ? Effect.fail(notFound("problems.catalogue.noShow"))
        : Effect.succeed(showDetailOf(store, show))
    }),
  getBillboard: () =>
    Effect.sync(() => {
      const cards = showsOnSale(store)
      const featured = cards.filter((card) => card.lDestacado).slice(0, store.tenant.billboard.featured)
      const inCarousel = new Set(featured.map((card) => card.idEspectaculoCartel))
      return {
        listaDestacado: featured,
        listaEspectaculoCartel: cards.filter((card) => !inCarousel.has(card.idEspectaculoCartel)),
      }
    }),
  getShop: () => Effect.sync(() => products(store)),
  getVenues: () =>
    Effect.sync(() => store.index.venues.toSorted((a, b) => byName(a, b) || a.idEstablecimiento - b.idEstablecimiento)),
  getPerformance: ({ path }) =>
    Effect.map(findPerformance(store, path.idFuncion), (performance) => performanceView(store, performance)),
  getPromotionsForSeats: ({ path, body }) =>
    Effect.flatMap(findPerformance(store, path.idFuncion), (performance) => {
      const seatIds = [...new Set(body.listaIdPosicion)]
      const sold = new Set(performance.show.sectors.map((priced) => priced.sector.id))
      const sectorOf = (id: number) => store.index.seatById(id)?.sector.id ?? -1
      const stranger = seatIds.find((id) => !sold.has(sectorOf(id)))
      if (stranger !== undefined) {
        return Effect.fail(
          fieldProblem("listaIdPosicion", "problems.catalogue.placeNotInPerformance", {
            place: stranger,
            performance: performance.id,
          }),
        )
      }
      return Effect.succeed(
        applicablePromotions(promotionsOf(store, performance), [...new Set(seatIds.map(sectorOf))], seatIds.length),
      )
    }),
  getPromotionsForGroup: ({ path, body }) =>
    Effect.flatMap(findPerformance(store, path.idFuncion), (performance) =>
      performance.show.sectors.some((priced) => priced.sector.id === body.idSector)
        ? Effect.succeed(applicablePromotions(promotionsOf(store, performance), [body.idSector], body.nCantidad))
        : Effect.fail(
            fieldProblem("idSector", "problems.catalogue.sectorNotInPerformance", {
              sector: body.idSector,
              performance: performance.id,
            }),
          ),
    ),
})
