import type { CartContext } from "./cart.types.js"

export const NO_PENDING_INVALIDATION = { idProcesoDeCompraInvalidar: null, cClaveProceso: null, dReset: null }

/** Where the cart starts; runtime/lazy shows the same before the machine loads. */
export const CART_INITIAL = {
  state: "ready",
  context: (): CartContext => ({
    process: null,
    pendingInvalidation: NO_PENDING_INVALIDATION,
    lastPurchase: null,
    requestedFunction: null,
    message: null,
  }),
} as const
