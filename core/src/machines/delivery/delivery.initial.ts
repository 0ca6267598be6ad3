import type { DeliveryContext } from "./delivery.types.js"

/** No purchase's delivery yet: where the machine starts and what it returns to. */
export const NO_DELIVERY: DeliveryContext = {
  idProcesoDeCompra: null,
  types: [],
  chosen: null,
  idClienteDomicilio: null,
  message: null,
}

/** Where the delivery machine starts; runtime/lazy shows the same before the machine loads. */
export const DELIVERY_INITIAL = { state: "idle", context: (): DeliveryContext => NO_DELIVERY } as const
