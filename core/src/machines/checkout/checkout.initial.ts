import type { CheckoutContext, CheckoutInput } from "./checkout.types.js"

/** Where checkout starts; runtime/lazy shows the same before the machine loads. */
export const CHECKOUT_INITIAL = {
  state: "idle",
  context: ({ tabId, settings }: CheckoutInput): CheckoutContext => ({
    tabId,
    settings,
    idProcesoDeCompra: null,
    lastProcessType: settings.processType,
    route: null,
    lastFunctionPath: null,
    returnTarget: null,
    extrasConfirmedFor: null,
    dialog: null,
    redirect: null,
    message: null,
  }),
} as const
