import * as Schema from "effect/Schema"
import { Id, IsoDateTime, Money } from "./common.js"
import { PaymentState, PaymentStatus } from "./checkout.js"
import { PurchaseProcess } from "./purchase.js"
import { Text } from "./text.js"

/**
 * Who takes the money (docs/payments.md): the card processor, or a wallet the shopper pays in on
 * the wallet's own page or app. Spanish upper case, as the contract's other codes.
 */
export const PaymentProviderId = Schema.Literals([
  "TARJETA",
  "MERCADO_PAGO",
  "MODO",
  "PAYPAL",
  "TIGO_MONEY",
  "APPLE_PAY",
])
export type PaymentProviderId = typeof PaymentProviderId.Type

/** The providers that are not the card form: paid on their own page or app. */
export type WalletProviderId = Exclude<PaymentProviderId, "TARJETA">

/** How the shopper pays with a provider: the card form, the provider's page, or a QR code read by its app. */
export const PaymentFlow = Schema.Literals(["TARJETA", "REDIRECCION", "QR"])
export type PaymentFlow = typeof PaymentFlow.Type

/** One payment method inside its provider; a wallet's own methods are BILLETERA. */
export const ProviderPaymentMethod = Schema.Struct({
  nFormaDePago: Id,
  cNombre: Schema.String,
  cTipo: Schema.Literals(["CREDITO", "DEBITO", "BILLETERA"]),
}).annotate({ identifier: "ProviderPaymentMethod" })
export type ProviderPaymentMethod = typeof ProviderPaymentMethod.Type

/**
 * oData of FormasDePago2: the methods FormasDePago lists, and the wallets, grouped by provider with
 * what the payment step shows beside them: the logos, the amounts it takes, the most instalments
 * it offers (a wallet offers its own cuotas on its page), and whether it can pay this purchase.
 */
export const PaymentProviderGroup = Schema.Struct({
  cProveedor: PaymentProviderId,
  cNombre: Schema.String,
  cFlujo: PaymentFlow,
  /** The logos the shop serves for it (the card brands the tenant takes, or the wallet's own). */
  listaLogo: Schema.Array(Schema.String),
  fMontoMinimo: Money,
  /** null: no upper limit. */
  fMontoMaximo: Schema.NullOr(Money),
  nCuotasMaximas: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /** The purchase's total is within the limits: the provider can take it. */
  lDisponible: Schema.Boolean,
  listaFormaDePago: Schema.Array(ProviderPaymentMethod),
}).annotate({ identifier: "PaymentProviderGroup" })
export type PaymentProviderGroup = typeof PaymentProviderGroup.Type

/**
 * Body of Cobrar2: the wallet method to pay with (the shopper is the signed-in customer).
 * `lSinPromocion`: the shopper agreed to pay full price for the places of a bank promotion the
 * wallet does not keep (core's WALLET_CARD_BIN), as the card form's confirm step says.
 */
export const WalletChargeRequest = Schema.Struct({
  nFormaDePago: Id,
  lSinPromocion: Schema.optionalKey(Schema.Boolean),
}).annotate({ identifier: "WalletChargeRequest" })
export type WalletChargeRequest = typeof WalletChargeRequest.Type

/** One attempt at paying a purchase, as Proceso2 lists them: every card or wallet tried, in order. */
export const PaymentAttempt = Schema.Struct({
  nIntento: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  cProveedor: PaymentProviderId,
  nFormaDePago: Schema.NullOr(Id),
  cEstado: PaymentState,
  fMonto: Money,
  cUltimos4: Schema.NullOr(Schema.String),
  /** The provider's reference of the payment (a wallet's), null for a card. */
  cReferencia: Schema.NullOr(Schema.String),
  cMotivo: Schema.NullOr(Schema.String),
  dInicio: IsoDateTime,
  dActualizacion: IsoDateTime,
}).annotate({ identifier: "PaymentAttempt" })
export type PaymentAttempt = typeof PaymentAttempt.Type

/** oData of Proceso2: the process as Proceso answers it, its payment now, and every attempt so far. */
export const ProcessWithPayments = Schema.Struct({
  oProceso: PurchaseProcess,
  oPago: Schema.NullOr(PaymentStatus),
  listaIntento: Schema.Array(PaymentAttempt),
}).annotate({ identifier: "ProcessWithPayments" })
export type ProcessWithPayments = typeof ProcessWithPayments.Type

/** Why a purchase, or one method, cannot be paid yet (PreValidacion2). */
export const PrevalidationCode = Schema.Literals([
  "SIN_LUGARES",
  "SIN_ENTREGA",
  "MONTO_MENOR_AL_MINIMO",
  "MONTO_MAYOR_AL_MAXIMO",
])
export type PrevalidationCode = typeof PrevalidationCode.Type

export const PrevalidationProblem = Schema.Struct({
  cCodigo: PrevalidationCode,
  /** The problem in the caller's language. */
  cMensaje: Schema.String,
}).annotate({ identifier: "PrevalidationProblem" })
export type PrevalidationProblem = typeof PrevalidationProblem.Type

/** oData of PreValidacion2: every problem at once (PreValidacion answers 400 on the first), and per method. */
export const PrevalidationReport = Schema.Struct({
  lValido: Schema.Boolean,
  oProceso: PurchaseProcess,
  listaProblema: Schema.Array(PrevalidationProblem),
  listaFormaDePago: Schema.Array(
    Schema.Struct({
      nFormaDePago: Id,
      cProveedor: PaymentProviderId,
      lDisponible: Schema.Boolean,
      listaProblema: Schema.Array(PrevalidationProblem),
    }),
  ),
}).annotate({ identifier: "PrevalidationReport" })
export type PrevalidationReport = typeof PrevalidationReport.Type

/** What a wallet says happened to a payment, in its notification. */
export const NotifiedState = Schema.Literals(["APROBADO", "RECHAZADO", "PENDIENTE"])
export type NotifiedState = typeof NotifiedState.Type

/** The header that carries a notification's signature: HMAC-SHA256 (hex) of notificationSigningText. */
export const NOTIFICATION_SIGNATURE_HEADER = "x-firma"

export const NotificationHeaders = Schema.Struct({ [NOTIFICATION_SIGNATURE_HEADER]: Schema.optionalKey(Text) })

export const WalletProviderPath = Schema.Struct({ cProveedor: PaymentProviderId })

/**
 * A wallet's webhook-style notification: its payment `cReferencia` is now `cEstado`, for `fMonto`
 * in `cMoneda` (ISO 4217, the tenant's price.currency): the server settles only what it asked for.
 */
export const PaymentNotification = Schema.Struct({
  /** The provider's id of this notification: a provider retries with the same id. */
  cIdNotificacion: Text,
  cReferencia: Text,
  cEstado: NotifiedState,
  fMonto: Money,
  cMoneda: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/u)),
}).annotate({ identifier: "PaymentNotification" })
export type PaymentNotification = typeof PaymentNotification.Type

/** What is signed: the provider and every field, in a fixed order, so no field can be swapped unseen. */
export const notificationSigningText = (provider: PaymentProviderId, notification: PaymentNotification): string =>
  [
    provider,
    notification.cIdNotificacion,
    notification.cReferencia,
    notification.cEstado,
    notification.fMonto,
    notification.cMoneda,
  ].join("|")

/** oData of the notification call: whether it changed the payment (false for a repeat, or news too late). */
export const NotificationReceipt = Schema.Struct({ lAplicada: Schema.Boolean }).annotate({
  identifier: "NotificationReceipt",
})
export type NotificationReceipt = typeof NotificationReceipt.Type
