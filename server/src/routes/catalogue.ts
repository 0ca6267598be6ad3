import {
  applicablePromotions,
  isRefusal,
  NO_SUCH_DAY,
  NoSuchDay,
  NotOfPerformance,
  searchCriteriaOf,
  ShowNotFound,
  type catalogueEndpoints,
} from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { billboardOf } from "../domain/catalogue/billboard.js"
import { performanceOrNotFound } from "../domain/catalogue/performanceRecord.js"
import { performanceView } from "../domain/catalogue/performanceView.js"
import { promotionsOf } from "../domain/catalogue/promotions.js"
import { searchShows } from "../domain/catalogue/search.js"
import { sectorsOfSeats } from "../domain/catalogue/seatSectors.js"
import { selectShowCards } from "../domain/catalogue/showCards.js"
import { showDetail } from "../domain/catalogue/showDetail.js"
import { listShowTypes } from "../domain/catalogue/showTypes.js"
import { listVenues } from "../domain/catalogue/venues.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

// The visitor's country is the catalogue's call too (the shop asks it on its first page), answered by routes/geo.ts.
type CatalogueHandlers = Pick<ServerHandlers, Exclude<keyof typeof catalogueEndpoints, "getVisitorCountry">>

/** SPEC §7 catalogue: the billboard, search, show landing, venues, show types, the function page and its promotions. */
export const catalogueHandlers = (deps: ServerDeps): CatalogueHandlers => {
  const { db } = deps

  return {
    getShowTypes: async ({ caller }) => ({ Lista: await listShowTypes(db, caller.language) }),
    getShows: ({ caller }) => selectShowCards(db, deps.now(), { kind: "onSale" }, caller.language),
    searchShows: async ({ query, body, caller }) => {
      const now = deps.now()
      const criteria = searchCriteriaOf(body, now)
      if (criteria === null) return new NoSuchDay({ key: NO_SUCH_DAY.key, field: NO_SUCH_DAY.field })
      return searchShows(db, now, query, criteria, caller.language)
    },
    getShow: async ({ path, caller }) => {
      const detail = await showDetail(db, deps.now(), path.idEspectaculoCartel, caller.language)
      return detail ?? new ShowNotFound({ key: "problems.catalogue.noShow" })
    },
    getBillboard: async ({ caller }) =>
      billboardOf(
        await selectShowCards(db, deps.now(), { kind: "onSale" }, caller.language),
        deps.tenant.billboard.featured,
      ),
    getShop: ({ caller }) => selectShowCards(db, deps.now(), { kind: "products" }, caller.language),
    getVenues: ({ caller }) => listVenues(db, caller.language),
    getPerformance: async ({ path, caller }) => {
      const performance = await performanceOrNotFound(db, path.idFuncion)
      return isRefusal(performance) ? performance : performanceView(db, deps.now(), performance, caller.language)
    },
    getPromotionsForSeats: async ({ path, body, caller }) => {
      const performance = await performanceOrNotFound(db, path.idFuncion)
      if (isRefusal(performance)) return performance
      const seatIds = [...new Set(body.listaIdPosicion)]
      const sectorOfSeat = await sectorsOfSeats(db, seatIds)
      const functionSectors = new Set(performance.sectors.map((sector) => sector.id))
      const stranger = seatIds.find((id) => !functionSectors.has(sectorOfSeat.get(id) ?? -1))
      if (stranger !== undefined) {
        return new NotOfPerformance({
          key: "problems.catalogue.placeNotInPerformance",
          field: "listaIdPosicion",
          params: { place: stranger, performance: performance.header.id },
        })
      }
      const sectorIds = [...new Set(seatIds.map((id) => sectorOfSeat.get(id) ?? -1))]
      return applicablePromotions(await promotionsOf(db, performance, caller.language), sectorIds, seatIds.length)
    },
    getPromotionsForGroup: async ({ path, body, caller }) => {
      const performance = await performanceOrNotFound(db, path.idFuncion)
      if (isRefusal(performance)) return performance
      if (!performance.sectors.some((sector) => sector.id === body.idSector)) {
        return new NotOfPerformance({
          key: "problems.catalogue.sectorNotInPerformance",
          field: "idSector",
          params: { sector: body.idSector, performance: performance.header.id },
        })
      }
      return applicablePromotions(await promotionsOf(db, performance, caller.language), [body.idSector], body.nCantidad)
    },
  }
}
