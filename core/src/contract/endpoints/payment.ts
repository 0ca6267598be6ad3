import { PaymentStatus } from "../checkout.js"
import { CardChargeRequest } from "../savedCards.js"
import { endpoint } from "./endpoint.js"
import { NoContent, ProcessPath } from "./shared.js"
import { CHARGE_REFUSALS, ChargeNotCancellable, ChargeNotFound, PurchaseLocked, SavedCardRefused } from "../refusals.js"

/** Cobrar and its cancellation, and the status the payment verification polls. */
export const paymentEndpoints = {
  charge: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Cobrar",
    summary:
      "Pay by card (a new one, which may be saved, or a saved one), signed in; once per process (a repeated call answers the first charge unless it was declined)",
    access: "customerPurchase",
    params: ProcessPath,
    body: CardChargeRequest,
    answer: PaymentStatus,
    errors: [...CHARGE_REFUSALS, SavedCardRefused],
  }),
  cancelCharge: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Cobrar/Cancelar",
    summary: "Cancel a charge still processing or waiting for 3-D Secure; the holds stay",
    access: "customerPurchase",
    params: ProcessPath,
    answer: NoContent,
    errors: [ChargeNotCancellable, PurchaseLocked],
  }),
  getPaymentStatus: endpoint({
    method: "GET",
    path: "/v3/procesodecompra/{idProcesoDeCompra}",
    summary: "The payment status the verification polls",
    access: "purchase",
    params: ProcessPath,
    answer: PaymentStatus,
    errors: [ChargeNotFound],
  }),
  getPaymentConfirmation: endpoint({
    method: "POST",
    path: "/v2/proceso/confirmacion/{idProcesoDeCompra}",
    summary: "The payment's final status, for the confirmation page",
    access: "purchase",
    params: ProcessPath,
    answer: PaymentStatus,
    errors: [ChargeNotFound],
  }),
}
