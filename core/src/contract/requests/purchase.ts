import * as Schema from "effect/Schema"
import { Count, Id } from "../common.js"
import { CancelOrigin } from "../timer.js"
import { SeatPromotion } from "../seatPromotion.js"
import { NonEmptyIds, PositiveInt } from "./shared.js"

/**
 * Body of POST /v2/Proceso/{id}/Posiciones/Tomar: hold these seats (id 0 starts a process), with
 * idPromocion, or split among promotions (multiPromotion): a seat in listaPosicionPromocion is held
 * with its own promotion, every other with idPromocion. All the seats are held, or none.
 */
export const TakeSeatsRequest = Schema.Struct({
  idFuncion: Id,
  listaIdPosicion: NonEmptyIds,
  idPromocion: Schema.NullOr(Id),
  listaPosicionPromocion: Schema.optionalKey(Schema.Array(SeatPromotion)),
})
  .check(
    Schema.makeFilter((take) =>
      (take.listaPosicionPromocion ?? []).every((each) => take.listaIdPosicion.includes(each.idPosicion))
        ? undefined
        : { path: ["listaPosicionPromocion"], issue: "Every seat given a promotion must be one of listaIdPosicion" },
    ),
  )
  .annotate({ identifier: "TakeSeatsRequest" })
export type TakeSeatsRequest = typeof TakeSeatsRequest.Type

/** Body of POST /v2/Proceso/{id}/Posiciones/TomarGrupo: hold the best places available in a sector. */
export const TakeBestAvailableRequest = Schema.Struct({
  idFuncion: Id,
  idSector: Id,
  nCantidad: PositiveInt,
  idPromocion: Schema.NullOr(Id),
  /** The shopper needs a wheelchair space: one of the places is one, the others beside it (companions). */
  lSillaDeRuedas: Schema.optionalKey(Schema.Boolean),
}).annotate({ identifier: "TakeBestAvailableRequest" })
export type TakeBestAvailableRequest = typeof TakeBestAvailableRequest.Type

/** Body of POST /v2/Proceso/{id}/invalidar. */
export const InvalidateProcessRequest = Schema.Struct({
  cOrigen: CancelOrigin,
}).annotate({ identifier: "InvalidateProcessRequest" })
export type InvalidateProcessRequest = typeof InvalidateProcessRequest.Type

/** Body of POST …/Posiciones/SoltarFuncion and …/Posiciones/SoltarGrupo. */
export const ReleaseFunctionRequest = Schema.Struct({
  idFuncion: Id,
}).annotate({ identifier: "ReleaseFunctionRequest" })
export type ReleaseFunctionRequest = typeof ReleaseFunctionRequest.Type

/**
 * Body of POST …/CambiarParaSector: the places held for one function move to the best available
 * of another sector, as many as there were; if that sector has too few, nothing changes.
 */
export const ChangeSectorRequest = Schema.Struct({
  idFuncion: Id,
  idSector: Id,
  idPromocion: Schema.NullOr(Id),
}).annotate({ identifier: "ChangeSectorRequest" })
export type ChangeSectorRequest = typeof ChangeSectorRequest.Type

/** Body of POST …/EntregaTipo/Seleccionar; the address is required for home delivery. */
export const SelectDeliveryTypeRequest = Schema.Struct({
  idEntregaTipo: Id,
  idClienteDomicilio: Schema.NullOr(Id),
}).annotate({ identifier: "SelectDeliveryTypeRequest" })
export type SelectDeliveryTypeRequest = typeof SelectDeliveryTypeRequest.Type

/** Body of POST …/ProductoAsignado/Lista/Seleccionar: the wanted quantity of each product. */
export const SelectExtraProductsRequest = Schema.Struct({
  listaProducto: Schema.Array(Schema.Struct({ idProducto: Id, nCantidad: Count })),
}).annotate({ identifier: "SelectExtraProductsRequest" })
export type SelectExtraProductsRequest = typeof SelectExtraProductsRequest.Type

/** Body of POST …/FormaDePago/Seleccionar. */
export const SelectPaymentMethodRequest = Schema.Struct({
  nFormaDePago: Id,
}).annotate({ identifier: "SelectPaymentMethodRequest" })
export type SelectPaymentMethodRequest = typeof SelectPaymentMethodRequest.Type
