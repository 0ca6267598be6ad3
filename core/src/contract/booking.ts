import * as Schema from "effect/Schema"
import { Id } from "./common.js"
import { validateReservationConditions } from "../rules/reservation.js"
import { HeldPosition } from "./purchase.js"
import { NonEmptyIds } from "./requests/shared.js"
import { objectCheck } from "./ruleSchema.js"

/**
 * SPEC §5: a booking is bought only once the shopper accepted its conditions (the shop shows them
 * beside "Comprar"); false answers 400 with the rule's message at this field.
 */
const conditionsAccepted = objectCheck<{ readonly lCondicionesAceptadas: boolean }>(
  (body) => validateReservationConditions(body.lCondicionesAceptadas),
  "lCondicionesAceptadas",
)

/**
 * Body of POST /v2/Proceso/{id}/TomarReservaPorFuncion: every place the booking still sets aside for
 * that function becomes a held purchase (id 0 starts one; another id adds them to that purchase).
 */
export const TakeBookingRequest = Schema.Struct({
  idReserva: Id,
  idFuncion: Id,
  /** A promotion POST /v2/Reserva/{idReserva}/Promociones offered, or null. */
  idPromocion: Schema.NullOr(Id),
  /** The shopper accepted the booking's conditions: true, or the take is refused. */
  lCondicionesAceptadas: Schema.Boolean,
})
  .check(conditionsAccepted)
  .annotate({ identifier: "TakeBookingRequest" })
export type TakeBookingRequest = typeof TakeBookingRequest.Type

/** Body of POST /v2/Proceso/{id}/TomarReservaPorPosicion: only these places of the booking (idPosicion as the booking lists them). */
export const TakeBookingPlacesRequest = Schema.Struct({
  idReserva: Id,
  idFuncion: Id,
  listaIdPosicion: NonEmptyIds,
  idPromocion: Schema.NullOr(Id),
  lCondicionesAceptadas: Schema.Boolean,
})
  .check(conditionsAccepted)
  .annotate({ identifier: "TakeBookingPlacesRequest" })
export type TakeBookingPlacesRequest = typeof TakeBookingPlacesRequest.Type

/** Body of POST /v2/Proceso/{id}/Posiciones: the places of one function, or (no idFuncion) of every one. */
export const ProcessPlacesRequest = Schema.Struct({
  idFuncion: Schema.optionalKey(Id),
}).annotate({ identifier: "ProcessPlacesRequest" })
export type ProcessPlacesRequest = typeof ProcessPlacesRequest.Type

/** One place of a purchase as POST …/Posiciones lists it: its function, where it is, what it costs, held or sold. */
export const ProcessPlace = Schema.Struct({
  idFuncion: Id,
  ...HeldPosition.fields,
  /** RETENIDA while the purchase holds it, VENDIDA once paid. */
  cEstado: Schema.Literals(["RETENIDA", "VENDIDA"]),
  /** The booking the place was set aside by, or null. */
  idReserva: Schema.NullOr(Id),
}).annotate({ identifier: "ProcessPlace" })
export type ProcessPlace = typeof ProcessPlace.Type

/** oData of GET /v2/Proceso/{id}/Tienda/ActivaParaFuncion/{idFuncion}. */
export const FunctionShopStatus = Schema.Struct({
  /** The products shop is on for this tenant and the function has products on sale. */
  lActiva: Schema.Boolean,
}).annotate({ identifier: "FunctionShopStatus" })
export type FunctionShopStatus = typeof FunctionShopStatus.Type
