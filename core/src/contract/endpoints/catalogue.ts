import * as Schema from "effect/Schema"
import { Billboard, ShowCard, ShowDetail, ShowSearchPage, ShowTypeList } from "../catalogue.js"
import { Id } from "../common.js"
import { Performance, Promotion } from "../performance.js"
import {
  PagingQuery,
  PromotionsForGroupRequest,
  PromotionsForSeatsRequest,
  ShowSearchRequest,
} from "../requests/catalogue.js"
import { Venue } from "../venue.js"
import { endpoint } from "./endpoint.js"
import { CountryHeader, FunctionPath, ValidationQuery, VisitorCountry } from "./shared.js"
import { NoSuchDay, NotOfPerformance, PerformanceNotFound, ShowNotFound } from "../catalogueRefusals.js"

/**
 * SPEC §7 catalogue: the billboard, search, show landing, venues, show types, the function page and
 * its promotions. A shop's first download carries these (ports/deferredApi.ts), so their bodies use no form rule.
 */
export const catalogueEndpoints = {
  getShowTypes: endpoint({
    method: "GET",
    path: "/v2/EspectaculoCartelTipos",
    summary: "Show types, lowest nOrden first, in oData.Lista",
    access: "public",
    answer: ShowTypeList,
    errors: [],
  }),
  getShows: endpoint({
    method: "GET",
    path: "/v2/EspectaculosCartel",
    summary: "Shows on sale (a function still ahead), soonest first",
    access: "public",
    answer: Schema.Array(ShowCard),
    errors: [],
  }),
  searchShows: endpoint({
    method: "POST",
    path: "/v2/EspectaculosCartel/Buscar",
    summary:
      "Search the billboard: free text, show types, venue, zone and date preset; paged by cantXpagina and pagina",
    access: "public",
    query: PagingQuery,
    body: ShowSearchRequest,
    answer: ShowSearchPage,
    errors: [NoSuchDay],
  }),
  getShow: endpoint({
    method: "GET",
    path: "/v2/EspectaculoCartel/{idEspectaculoCartel}",
    summary: "The show landing: card, description and functions still ahead",
    access: "public",
    params: Schema.Struct({ idEspectaculoCartel: Id }),
    query: ValidationQuery,
    headers: CountryHeader,
    answer: ShowDetail,
    errors: [ShowNotFound],
  }),
  getVisitorCountry: endpoint({
    method: "GET",
    path: "/v2/Geo/Pais",
    summary: "The country of the caller's address (SPEC §7's IP lookup); the tenant's for a local one",
    access: "public",
    answer: VisitorCountry,
    errors: [],
  }),
  getBillboard: endpoint({
    method: "GET",
    path: "/v2/Cartelera",
    summary: "The billboard: the featured carousel and the rest",
    access: "public",
    answer: Billboard,
    errors: [],
  }),
  getShop: endpoint({
    method: "GET",
    path: "/v2/Tienda",
    summary: "The products shop (idEspectaculoCartelTipo 100)",
    access: "public",
    answer: Schema.Array(ShowCard),
    errors: [],
  }),
  getVenues: endpoint({
    method: "GET",
    path: "/v2/Establecimientos",
    summary: "Every venue with its zone",
    access: "public",
    answer: Schema.Array(Venue),
    errors: [],
  }),
  getPerformance: endpoint({
    method: "GET",
    path: "/v2/Funcion/{idFuncion}",
    summary:
      "A function: every sector with price, service charge and availability, every seat with its state, and its promotions",
    access: "public",
    params: FunctionPath,
    query: ValidationQuery,
    headers: CountryHeader,
    answer: Performance,
    errors: [PerformanceNotFound],
  }),
  getPromotionsForSeats: endpoint({
    method: "POST",
    path: "/v2/Funcion/{idFuncion}/Promociones",
    summary: "The promotions of a function valid for these seats",
    access: "public",
    params: FunctionPath,
    body: PromotionsForSeatsRequest,
    answer: Schema.Array(Promotion),
    errors: [NotOfPerformance, PerformanceNotFound],
  }),
  getPromotionsForGroup: endpoint({
    method: "POST",
    path: "/v2/Funcion/{idFuncion}/Promociones/Grupo",
    summary: "The promotions of a function valid for a quantity of places in one sector",
    access: "public",
    params: FunctionPath,
    body: PromotionsForGroupRequest,
    answer: Schema.Array(Promotion),
    errors: [NotOfPerformance, PerformanceNotFound],
  }),
}
