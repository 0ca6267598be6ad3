import type { DeliveryType } from "../../contract/checkout.js"
import type { PurchaseProcess } from "../../contract/purchase.js"
import type { Stamped } from "../../events/envelope.js"
import type { ApiFailed, IoRequest, PurchaseCancelled, PurchaseCompleted } from "../shared/events.js"

export interface DeliveryContext {
  readonly idProcesoDeCompra: number | null
  readonly types: ReadonlyArray<DeliveryType>
  readonly chosen: DeliveryType | null
  readonly idClienteDomicilio: number | null
  readonly message: string | null
}

export type DeliveryEvent =
  | Stamped<{ type: "checkout.deliveryRequested"; idProcesoDeCompra: number }>
  | Stamped<{ type: "checkout.deliveryChosen"; idEntregaTipo: number; idClienteDomicilio: number | null }>
  | Stamped<{ type: "api.deliveryTypesLoaded"; types: ReadonlyArray<DeliveryType> }>
  | Stamped<{ type: "api.deliverySelected"; idEntregaTipo: number; process: PurchaseProcess }>
  | ApiFailed
  | PurchaseCancelled
  | PurchaseCompleted

export interface LoadDeliveryTypesInput extends IoRequest {
  readonly idProcesoDeCompra: number
}

export interface SelectDeliveryInput extends IoRequest {
  readonly idProcesoDeCompra: number
  readonly idEntregaTipo: number
  readonly idClienteDomicilio: number | null
}
