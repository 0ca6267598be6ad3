import type { ProcessType } from "../../contract/common.js"
import type { Stamped } from "../../events/envelope.js"
import type { ApiFailed, PurchaseCancelled, PurchaseCompleted } from "../shared/events.js"
import type { MachineSettings } from "../shared/settings.js"
import type { PaymentOutcome } from "../paymentVerification/paymentVerification.types.js"
import type { SessionEndReason } from "../session/session.types.js"

/** The buy routes of SPEC §2 where the purchase clock rules apply. */
export const BUY_ROUTES = ["BuyTicket", "BuyTicketBox"] as const

/** SPEC's buy routes: a tab showing one is the purchase's principal tab. */
export const isBuyRoute = (name: string | null): boolean =>
  name !== null && (BUY_ROUTES as ReadonlyArray<string>).includes(name)

export const PAGES = {
  billboard: "/",
  payFinish: "/payFinish",
  payConfirm: "/payConfirm",
  payConfirmPool: "/payConfirmPool",
} as const

export interface CheckoutInput {
  readonly tabId: number
  readonly settings: MachineSettings
}

export interface Dialog {
  readonly title: string
  readonly message: string
}

export interface CheckoutContext {
  readonly tabId: number
  readonly settings: MachineSettings
  readonly idProcesoDeCompra: number | null
  /** Process type of the last purchase this tab knows of (businessTimer.ctProcess). */
  readonly lastProcessType: ProcessType
  /** Route name this tab shows (SPEC §2 names). */
  readonly route: string | null
  /** navegation.LastFunction: where "OK" on the cancel dialog goes back to. */
  readonly lastFunctionPath: string | null
  /** navegation: the page to return to after logging in. */
  readonly returnTarget: string | null
  readonly dialog: Dialog | null
  /** A page this tab must go to; the UI navigates (with replace) and reports the new route. */
  readonly redirect: string | null
  readonly message: string | null
}

export type CheckoutEvent =
  /** The purchase timer accepted a start: the purchase this tab follows from now on. */
  | Stamped<{ type: "timer.started"; idProcesoDeCompra: number; ctProcess: ProcessType }>
  | ApiFailed
  | Stamped<{ type: "route.changed"; name: string; path: string }>
  | Stamped<{ type: "navigation.functionVisited"; path: string }>
  | Stamped<{ type: "navigation.returnTargetSaved"; path: string | null }>
  | Stamped<{
      type: "checkout.restored"
      idProcesoDeCompra: number | null
      lastProcessType: ProcessType
      lastFunctionPath: string | null
      returnTarget: string | null
    }>
  | Stamped<{ type: "cart.emptyRequested" }>
  | Stamped<{ type: "checkout.cancelRequested" }>
  | Stamped<{ type: "checkout.deliveryRequested"; idProcesoDeCompra: number }>
  | Stamped<{ type: "api.deliverySelected"; idEntregaTipo: number }>
  | Stamped<{ type: "payment.submitted"; idProcesoDeCompra: number }>
  | Stamped<{ type: "dialog.acknowledged" }>
  /** The shopper closed the notice showing `message`. */
  | Stamped<{ type: "checkout.messageDismissed" }>
  | Stamped<{ type: "timer.expired"; idProcesoDeCompra: number }>
  | Stamped<{ type: "timer.principalLost"; idProcesoDeCompra: number; principalTab: number }>
  | Stamped<{ type: "session.ended"; reason: SessionEndReason }>
  | Stamped<{ type: "payment.settled"; idProcesoDeCompra: number; outcome: PaymentOutcome }>

export type CheckoutEmitted =
  PurchaseCancelled | PurchaseCompleted | Stamped<{ type: "tab.claimedPrincipal"; idProcesoDeCompra: number | null }>
