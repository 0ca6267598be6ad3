import type { SnapshotFrom } from "xstate"
import type { Dispatch } from "../../events/envelope.js"
import type { RouteName } from "../shared/routes.js"
import type { checkoutMachine } from "./checkout.machine.js"
import type { Dialog } from "./checkout.types.js"

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

export type CheckoutStep = "none" | "seats" | "delivery" | "extras" | "payment" | "verifying"

export interface CheckoutView {
  readonly step: CheckoutStep
  readonly hasPurchase: boolean
  readonly idProcesoDeCompra: number | null
  readonly dialog: Dialog | null
  /** A page this tab must go to now (navigate with replace, then report the route). */
  readonly redirect: string | null
  readonly message: string | null
  readonly lastFunctionPath: string | null
  readonly returnTarget: string | null
  readonly enterRoute: (name: RouteName, path: string) => void
  readonly visitFunction: (path: string) => void
  readonly saveReturnTarget: (path: string | null) => void
  /**
   * The shopper leaves by the top bar. In BOX mode that resets the business timer first (SPEC §2),
   * so it is announced; elsewhere it is an ordinary page change.
   */
  readonly navigateFromBar: () => void
  readonly chooseDelivery: () => void
  /** The extra products are saved, or the purchase offers none: on to payment. */
  readonly confirmExtras: () => void
  readonly cancel: () => void
  readonly acknowledgeDialog: () => void
  readonly dismissMessage: () => void
}

const stepOf = (snapshot: CheckoutSnapshot): CheckoutStep => {
  const value = snapshot.value
  return typeof value === "string" ? "none" : value.active
}

export const connectCheckout = (snapshot: CheckoutSnapshot, dispatch: Dispatch): CheckoutView => {
  const { idProcesoDeCompra, dialog, redirect, message, lastFunctionPath, returnTarget, settings } = snapshot.context
  return {
    step: stepOf(snapshot),
    hasPurchase: idProcesoDeCompra !== null,
    idProcesoDeCompra,
    dialog,
    redirect,
    message,
    lastFunctionPath,
    returnTarget,
    enterRoute: (name, path) => dispatch({ type: "route.changed", name, path }),
    visitFunction: (path) => dispatch({ type: "navigation.functionVisited", path }),
    saveReturnTarget: (path) => dispatch({ type: "navigation.returnTargetSaved", path }),
    navigateFromBar: () => {
      if (settings.processType === "BOX") dispatch({ type: "nav.barNavigated" })
    },
    chooseDelivery: () => {
      if (idProcesoDeCompra !== null) dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra })
    },
    confirmExtras: () => {
      if (idProcesoDeCompra !== null) dispatch({ type: "checkout.extrasConfirmed", idProcesoDeCompra })
    },
    cancel: () => dispatch({ type: "checkout.cancelRequested" }),
    acknowledgeDialog: () => dispatch({ type: "dialog.acknowledged" }),
    dismissMessage: () => dispatch({ type: "checkout.messageDismissed" }),
  }
}
