import * as Schema from "effect/Schema"
import { PaymentStatus } from "../checkout.js"
import {
  NotificationHeaders,
  NotificationReceipt,
  PaymentNotification,
  PaymentProviderGroup,
  PrevalidationReport,
  ProcessWithPayments,
  WalletChargeRequest,
  WalletProviderPath,
} from "../wallets.js"
import { endpoint } from "./endpoint.js"
import { ProcessPath } from "./shared.js"
import { BadSignature, CHARGE_REFUSALS, CLOSED_PURCHASE_REFUSALS, ChargeNotFound, PurchaseClosed } from "../refusals.js"

/**
 * The second versions of the payment calls and the wallets (docs/payments.md): methods grouped by
 * provider, a wallet charge (Mercado Pago, MODO, PayPal, Tigo Money, Apple Pay) that the wallet
 * settles by a signed notification, the process with its payment attempts, and a pre-validation
 * that answers every problem at once.
 */
export const walletEndpoints = {
  getPaymentMethods2: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/FormasDePago2",
    summary:
      "Payment methods grouped by provider (cards and the wallets the shop takes), with logos, amount limits, most instalments and whether each can pay this purchase",
    access: "purchase",
    params: ProcessPath,
    answer: Schema.Array(PaymentProviderGroup),
    errors: CLOSED_PURCHASE_REFUSALS,
  }),
  chargeWallet: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Cobrar2",
    summary:
      "Pay with a wallet, signed in: answers PROCESANDO with where the shopper pays (the wallet's page, or a QR code); the wallet's notification settles it. Once per process, as Cobrar",
    access: "customerPurchase",
    params: ProcessPath,
    body: WalletChargeRequest,
    answer: PaymentStatus,
    errors: CHARGE_REFUSALS,
  }),
  createPayPalOrder: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/PayPalOrderCreate",
    summary:
      "Create the PayPal order of the purchase (Cobrar2 with the shop's PayPal method): answers where the shopper approves it; asked again, the same order",
    access: "customerPurchase",
    params: ProcessPath,
    answer: PaymentStatus,
    errors: CHARGE_REFUSALS,
  }),
  getProcess2: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/Proceso2",
    summary: "The purchase process, its payment now and every payment attempt (card or wallet), oldest first",
    access: "purchase",
    params: ProcessPath,
    answer: ProcessWithPayments,
    errors: [PurchaseClosed],
  }),
  prevalidate2: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/PreValidacion2",
    summary:
      "Check the process can be paid, answering every problem at once and, per payment method, whether it can pay it",
    access: "purchase",
    params: ProcessPath,
    answer: PrevalidationReport,
    errors: CLOSED_PURCHASE_REFUSALS,
  }),
  receivePaymentNotification: endpoint({
    method: "POST",
    path: "/v2/Pagos/Notificacion/{cProveedor}",
    summary:
      "A wallet's webhook: its payment is approved, declined or pending. Signed (X-Firma: HMAC-SHA256, hex, of the provider and the fields joined by |); a repeat changes nothing",
    access: "public",
    params: WalletProviderPath,
    headers: NotificationHeaders,
    body: PaymentNotification,
    answer: NotificationReceipt,
    errors: [BadSignature, ChargeNotFound],
  }),
}
