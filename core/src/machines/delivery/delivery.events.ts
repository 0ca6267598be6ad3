import * as Schema from "effect/Schema"
import { inputEvent } from "../shared/events.js"
import { DeliveryType } from "../../contract/checkout.js"
import { Id } from "../../contract/common.js"
import { PurchaseProcess } from "../../contract/purchase.js"

/** The shopper goes on to (or back to) the delivery step of this purchase: its types load. */
export const DeliveryRequested = inputEvent("checkout.deliveryRequested", {
  idProcesoDeCompra: Id,
})
export type DeliveryRequested = typeof DeliveryRequested.Type

/** A delivery type, with the customer's address when the type ships to one. */
export const DeliveryChosen = inputEvent("checkout.deliveryChosen", {
  idEntregaTipo: Id,
  idClienteDomicilio: Schema.NullOr(Id),
})
export type DeliveryChosen = typeof DeliveryChosen.Type

export const DeliveryTypesLoaded = inputEvent("api.deliveryTypesLoaded", {
  types: Schema.Array(DeliveryType),
})

/** The server kept the chosen type: the process as it answered. */
export const DeliverySelected = inputEvent("api.deliverySelected", {
  idEntregaTipo: Id,
  process: PurchaseProcess,
})
export type DeliverySelected = typeof DeliverySelected.Type

/** Every input the delivery's own commands and calls send. */
export const DELIVERY_EVENTS = [DeliveryRequested, DeliveryChosen, DeliveryTypesLoaded, DeliverySelected] as const
