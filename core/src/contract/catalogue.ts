import * as Schema from "effect/Schema"
import { Count, Id, IsoDateTime, Money } from "./common.js"
import { PerformanceSummary } from "./performance.js"
import { ShowImage } from "./purchase.js"
import { Venue } from "./venue.js"

/** A category of shows (theatre, music…); the header menu shows the lowest nOrden first. */
export const ShowType = Schema.Struct({
  idEspectaculoTipo: Id,
  cNombre: Schema.String,
  nOrden: Schema.Int,
}).annotate({ identifier: "ShowType" })
export type ShowType = typeof ShowType.Type

/** oData of GET /v2/EspectaculoCartelTipos: the list arrives wrapped in `Lista`. */
export const ShowTypeList = Schema.Struct({
  Lista: Schema.Array(ShowType),
}).annotate({ identifier: "ShowTypeList" })
export type ShowTypeList = typeof ShowTypeList.Type

/** espectáculo cartel: a show as the billboard and the search list it. */
export const ShowCard = Schema.Struct({
  idEspectaculoCartel: Id,
  cEspectaculoCartelNombre: Schema.String,
  /** The slug of /landing/{cSeo} and /funcion/{cSeo}/{id}. */
  cSeo: Schema.String,
  /** 100 marks a product sold by quantity (PRODUCT_SHOW_TYPE). */
  idEspectaculoCartelTipo: Id,
  oEspectaculoTipo: ShowType,
  oEstablecimiento: Venue,
  listaImagenEspectaculoCartel: Schema.Array(ShowImage),
  fPrecioDesde: Money,
  /** The next function still on sale; null when none is left. */
  dProximaFuncion: Schema.NullOr(IsoDateTime),
  lDestacado: Schema.Boolean,
}).annotate({ identifier: "ShowCard" })
export type ShowCard = typeof ShowCard.Type

/** The show landing: the card plus its description, duration, age rating and calendar of functions. */
export const ShowDetail = Schema.Struct({
  ...ShowCard.fields,
  cDescripcion: Schema.String,
  /** The description for the shop in English; null when the show has none. */
  cDescripcionEn: Schema.NullOr(Schema.String),
  /** How long the show lasts, in minutes; null when not announced. */
  nDuracionMinutos: Schema.NullOr(Schema.Int),
  /** The age rating as announced ("ATP" for all ages, "+13", "+16", "+18"); null when not announced. */
  cClasificacion: Schema.NullOr(Schema.String),
  listaFuncion: Schema.Array(PerformanceSummary),
}).annotate({ identifier: "ShowDetail" })
export type ShowDetail = typeof ShowDetail.Type

/** oData of GET /v2/Cartelera: the featured carousel and the rest of the billboard. */
export const Billboard = Schema.Struct({
  listaDestacado: Schema.Array(ShowCard),
  listaEspectaculoCartel: Schema.Array(ShowCard),
}).annotate({ identifier: "Billboard" })
export type Billboard = typeof Billboard.Type

/** oData of POST /v2/EspectaculosCartel/Buscar: one page of results. */
export const ShowSearchPage = Schema.Struct({
  listaEspectaculoCartel: Schema.Array(ShowCard),
  nTotal: Count,
  pagina: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  cantXpagina: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
}).annotate({ identifier: "ShowSearchPage" })
export type ShowSearchPage = typeof ShowSearchPage.Type
