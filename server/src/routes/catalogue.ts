import {
  applicablePromotions,
  dateWindowOf,
  PagingQuery,
  PromotionsForGroupRequest,
  PromotionsForSeatsRequest,
  searchWordsOf,
  ShowSearchRequest,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { ServerDeps } from "../deps.js"
import { billboardOf } from "../domain/catalogue/billboard.js"
import { findPerformance, type PerformanceRecord } from "../domain/catalogue/performanceRecord.js"
import { performanceView } from "../domain/catalogue/performanceView.js"
import { promotionsOf } from "../domain/catalogue/promotions.js"
import { searchShows } from "../domain/catalogue/search.js"
import { sectorsOfSeats } from "../domain/catalogue/seatSectors.js"
import { selectShowCards } from "../domain/catalogue/showCards.js"
import { showDetail } from "../domain/catalogue/showDetail.js"
import { listShowTypes } from "../domain/catalogue/showTypes.js"
import { listVenues } from "../domain/catalogue/venues.js"
import { badRequest, notFound } from "../http/problems.js"
import type { Router } from "../http/router.js"
import { decodeQuery, idParam } from "../http/validate.js"

// Query strings are text: the contract's PagingQuery, read from strings ("10" → 10) with its checks.
const PagingFromQuery = Schema.toCodecStringTree(PagingQuery)

const NO_SHOW = "No encontramos ese espectáculo. Puede que ya no esté en cartelera."
const NO_PERFORMANCE = "No encontramos esa función. Puede que ya no esté a la venta."

/** SPEC §7 catalogue: the billboard, search, show landing, venues, show types, the function page and its promotions. */
export const catalogueRoutes = (router: Router, deps: ServerDeps): void => {
  const { db } = deps

  const requirePerformance = async (id: number): Promise<PerformanceRecord> => {
    const performance = await findPerformance(db, id)
    if (performance === null) throw notFound(NO_PERFORMANCE)
    return performance
  }

  router.add(
    { method: "get", path: "/v2/EspectaculosCartel", summary: "Shows on sale (a function still ahead), soonest first" },
    async () => selectShowCards(db, deps.now(), { kind: "onSale" }),
  )

  router.add(
    {
      method: "post",
      path: "/v2/EspectaculosCartel/Buscar",
      summary: "Search the billboard: free text, show types, venue, zone and date preset; paged by cantXpagina and pagina",
      body: ShowSearchRequest,
    },
    async (c, search) => {
      const paging = decodeQuery(c, PagingFromQuery)
      const now = deps.now()
      const window = dateWindowOf(search, now)
      if (window === null) throw badRequest("dFecha: no es una fecha del calendario")
      return searchShows(db, now, paging, {
        words: searchWordsOf(search.cBuscar),
        typeIds: search.aListaidTipoDeEspectaculo,
        venueId: search.idEstablecimiento,
        zoneId: search.idZona,
        window,
      })
    },
  )

  router.add(
    {
      method: "get",
      path: "/v2/EspectaculoCartel/:idEspectaculoCartel",
      summary: "The show landing: card, description and functions still ahead (the h query is accepted and ignored)",
    },
    async (c) => {
      const detail = await showDetail(db, deps.now(), idParam(c, "idEspectaculoCartel"))
      if (detail === null) throw notFound(NO_SHOW)
      return detail
    },
  )

  router.add(
    { method: "get", path: "/v2/Cartelera", summary: "The billboard: the featured carousel and the rest" },
    async () => billboardOf(await selectShowCards(db, deps.now(), { kind: "onSale" }), deps.tenant.billboard.featured),
  )

  router.add(
    { method: "get", path: "/v2/Tienda", summary: "The products shop (idEspectaculoCartelTipo 100)" },
    async () => selectShowCards(db, deps.now(), { kind: "products" }),
  )

  router.add(
    { method: "get", path: "/v2/Establecimientos", summary: "Every venue with its zone" },
    async () => listVenues(db),
  )

  router.add(
    { method: "get", path: "/v2/EspectaculoCartelTipos", summary: "Show types, lowest nOrden first, in oData.Lista" },
    async () => ({ Lista: await listShowTypes(db) }),
  )

  router.add(
    {
      method: "get",
      path: "/v2/Funcion/:idFuncion",
      summary: "A function: every sector with price, service charge and availability, every seat with its state, and its promotions",
    },
    async (c) => performanceView(db, deps.now(), await requirePerformance(idParam(c, "idFuncion"))),
  )

  router.add(
    {
      method: "post",
      path: "/v2/Funcion/:idFuncion/Promociones",
      summary: "The promotions of a function valid for these seats",
      body: PromotionsForSeatsRequest,
    },
    async (c, body) => {
      const performance = await requirePerformance(idParam(c, "idFuncion"))
      const seatIds = [...new Set(body.listaIdPosicion)]
      const sectorOfSeat = await sectorsOfSeats(db, seatIds)
      const functionSectors = new Set(performance.sectors.map((sector) => sector.id))
      const stranger = seatIds.find((id) => !functionSectors.has(sectorOfSeat.get(id) ?? -1))
      if (stranger !== undefined) {
        throw badRequest(`listaIdPosicion: la ubicación ${stranger} no es de la función ${performance.header.id}`)
      }
      const sectorIds = [...new Set(seatIds.map((id) => sectorOfSeat.get(id) ?? -1))]
      return applicablePromotions(await promotionsOf(db, performance), sectorIds, seatIds.length)
    },
  )

  router.add(
    {
      method: "post",
      path: "/v2/Funcion/:idFuncion/Promociones/Grupo",
      summary: "The promotions of a function valid for a quantity of places in one sector",
      body: PromotionsForGroupRequest,
    },
    async (c, body) => {
      const performance = await requirePerformance(idParam(c, "idFuncion"))
      if (!performance.sectors.some((sector) => sector.id === body.idSector)) {
        throw badRequest(`idSector: el sector ${body.idSector} no es de la función ${performance.header.id}`)
      }
      return applicablePromotions(await promotionsOf(db, performance), [body.idSector], body.nCantidad)
    },
  )

  // This tenant sells no bookings (the bookingWithSeat flag is off), so no function has booking
  // promotions: the id is read as the function's, and a known one answers an empty list.
  router.add(
    {
      method: "post",
      path: "/v2/Reserva/:idFuncion/Promociones",
      summary: "Booking promotions of a function: always empty, this tenant sells no bookings",
    },
    async (c) => {
      await requirePerformance(idParam(c, "idFuncion"))
      return []
    },
  )
}
