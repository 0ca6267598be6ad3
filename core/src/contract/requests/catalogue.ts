import * as Schema from "effect/Schema"
import { Id } from "../common.js"
import { DATE_FILTERS } from "../literals.js"
import { IsoDate, Text } from "../text.js"
import { NonEmptyIds, PositiveInt } from "./shared.js"

/** Query of POST /v2/EspectaculosCartel/Buscar. */
export const PagingQuery = Schema.Struct({
  cantXpagina: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
  pagina: PositiveInt,
}).annotate({ identifier: "PagingQuery" })
export type PagingQuery = typeof PagingQuery.Type

/** The date filter of the billboard; FECHA means the day given in dFecha. */
export const DateFilter = Schema.Literals(DATE_FILTERS)
export type DateFilter = typeof DateFilter.Type

/** Body of POST /v2/EspectaculosCartel/Buscar: free text and the billboard filters. */
export const ShowSearchRequest = Schema.Struct({
  cBuscar: Schema.NullOr(Text),
  aListaidTipoDeEspectaculo: Schema.Array(Id),
  idEstablecimiento: Schema.NullOr(Id),
  idZona: Schema.NullOr(Id),
  cFecha: DateFilter,
  dFecha: Schema.NullOr(IsoDate),
})
  .check(
    Schema.makeFilter((search) =>
      search.cFecha !== "FECHA" || search.dFecha !== null
        ? undefined
        : { path: ["dFecha"], issue: "A date is required when cFecha is FECHA" },
    ),
  )
  .annotate({ identifier: "ShowSearchRequest" })
export type ShowSearchRequest = typeof ShowSearchRequest.Type

/** Body of POST /v2/Funcion/{id}/Promociones: the promotions that apply to these seats. */
export const PromotionsForSeatsRequest = Schema.Struct({
  listaIdPosicion: NonEmptyIds,
}).annotate({ identifier: "PromotionsForSeatsRequest" })
export type PromotionsForSeatsRequest = typeof PromotionsForSeatsRequest.Type

/** Body of POST /v2/Funcion/{id}/Promociones/Grupo: the promotions for a quantity in a sector. */
export const PromotionsForGroupRequest = Schema.Struct({
  idSector: Id,
  nCantidad: PositiveInt,
}).annotate({ identifier: "PromotionsForGroupRequest" })
export type PromotionsForGroupRequest = typeof PromotionsForGroupRequest.Type
