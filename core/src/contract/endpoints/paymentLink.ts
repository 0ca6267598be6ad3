import * as Schema from "effect/Schema"
import { CardInstallments, PaymentStatus } from "../checkout.js"
import { Id } from "../common.js"
import { PaymentLink, PaymentLinkHeader, PaymentLinkView } from "../paymentLink.js"
import { ChargeRequest } from "../requests/payment.js"
import { endpoint } from "./endpoint.js"
import { ProcessPath } from "./shared.js"
import {
  ChargeNotFound,
  CheckoutChoiceNotFound,
  NotReadyToPay,
  PaymentLinkExpired,
  PaymentLinkNotFound,
  PaymentRefused,
  PurchaseClosed,
  PurchaseLocked,
  SavedCardRefused,
} from "../refusals.js"

/** Every call by link answers these: the token is the whole credential, so a wrong one is no link at all. */
const LINK_ERRORS = [PaymentLinkNotFound, PaymentLinkExpired] as const

/**
 * Payment links (docs/payment-links.md): the purchase's owner makes one; whoever holds it pays the
 * purchase without signing in. The token travels in the X-Clave-Link header, never in a path.
 */
export const paymentLinkEndpoints = {
  createPaymentLink: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/LinkPago",
    summary:
      "Make a payment link for the purchase (a new one replaces the last); it lives as long as the hold, and dies once paid",
    access: "customerPurchase",
    params: ProcessPath,
    answer: PaymentLink,
    errors: [NotReadyToPay, PurchaseLocked, PurchaseClosed],
  }),
  getPaymentLink: endpoint({
    method: "GET",
    path: "/v2/LinkPago/{idProcesoDeCompra}",
    summary: "What a payment link pays: the cart, delivery, payment method, clock, and the payment so far",
    access: "public",
    params: ProcessPath,
    headers: PaymentLinkHeader,
    answer: PaymentLinkView,
    errors: LINK_ERRORS,
  }),
  getPaymentLinkInstallments: endpoint({
    method: "GET",
    path: "/v2/LinkPago/{idProcesoDeCompra}/Tarjetas/{cardBin}",
    summary: "The card's brand and the instalments it may pay the link's purchase in, with its chosen method",
    access: "public",
    params: Schema.Struct({
      idProcesoDeCompra: Id,
      cardBin: Schema.String.check(Schema.isPattern(/^\d{6,8}$/u, { expected: "the first 6 to 8 digits of the card" })),
    }),
    headers: PaymentLinkHeader,
    answer: CardInstallments,
    errors: [...LINK_ERRORS, CheckoutChoiceNotFound],
  }),
  chargePaymentLink: endpoint({
    method: "POST",
    path: "/v2/LinkPago/{idProcesoDeCompra}/Cobrar",
    summary:
      "Pay the link's purchase by card, without signing in, under Cobrar's rules: once per purchase (a repeated call answers the first charge unless it was declined)",
    access: "public",
    params: ProcessPath,
    headers: PaymentLinkHeader,
    body: ChargeRequest,
    answer: PaymentStatus,
    errors: [
      ...LINK_ERRORS,
      PaymentRefused,
      SavedCardRefused,
      NotReadyToPay,
      CheckoutChoiceNotFound,
      PurchaseLocked,
      PurchaseClosed,
    ],
  }),
  getPaymentLinkStatus: endpoint({
    method: "GET",
    path: "/v2/LinkPago/{idProcesoDeCompra}/Estado",
    summary: "The payment status the link's page polls (a charge is answered even after its link died)",
    access: "public",
    params: ProcessPath,
    headers: PaymentLinkHeader,
    answer: PaymentStatus,
    errors: [...LINK_ERRORS, ChargeNotFound],
  }),
}
