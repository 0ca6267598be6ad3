import type { DeliveryType } from "../../contract/checkout.js"
import type { Stamped } from "../../events/envelope.js"
import type { ApiFailed, InputOf, IoRequest, PurchaseCancelled, PurchaseCompleted } from "../shared/events.js"
import type { DELIVERY_EVENTS } from "./delivery.events.js"

export interface DeliveryContext {
  readonly idProcesoDeCompra: number | null
  readonly types: ReadonlyArray<DeliveryType>
  readonly chosen: DeliveryType | null
  readonly idClienteDomicilio: number | null
  readonly message: string | null
}

export type DeliveryEvent = Stamped<InputOf<typeof DELIVERY_EVENTS> | ApiFailed> | PurchaseCancelled | PurchaseCompleted

export interface LoadDeliveryTypesInput extends IoRequest {
  readonly idProcesoDeCompra: number
}

export interface SelectDeliveryInput extends IoRequest {
  readonly idProcesoDeCompra: number
  readonly idEntregaTipo: number
  readonly idClienteDomicilio: number | null
}
