import * as Schema from "effect/Schema"
import { DeliveryType, ExtraProduct, PaymentMethod, PaymentStatus } from "./checkout.js"
import { Count, Id, IsoDateTime, Money } from "./common.js"
import { CartContentsFields } from "./purchase.js"

/**
 * A payment link's token: the capability that lets whoever holds the link pay one purchase without
 * signing in. 32 random bytes in base64url, like a purchase key; the server keeps only its SHA-256.
 */
export const PaymentLinkToken = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{22,128}$/u))

/** The header a payment-link call carries the token in (kept out of paths, which the server logs). */
export const PAYMENT_LINK_HEADER = "x-clave-link"

export const PaymentLinkHeader = Schema.Struct({ [PAYMENT_LINK_HEADER]: PaymentLinkToken })

/** oData of POST /v2/Proceso/{id}/LinkPago: the link to send, its token, and when it dies with the hold. */
export const PaymentLink = Schema.Struct({
  /** The shop's page that pays it, as a path of the shop (`/linkPago/{id}?clave=…`): the shop adds its origin. */
  cUrl: Schema.String,
  cToken: PaymentLinkToken,
  /** When the hold ends, and the link with it (an extended hold extends the link). */
  dVence: IsoDateTime,
}).annotate({ identifier: "PaymentLink" })
export type PaymentLink = typeof PaymentLink.Type

/** ABIERTO: it may be paid; PAGADO: it was paid, and the link now shows what was bought. */
export const PaymentLinkState = Schema.Literals(["ABIERTO", "PAGADO"])
export type PaymentLinkState = typeof PaymentLinkState.Type

/**
 * oData of GET /v2/LinkPago/{id}: what the link pays, without the purchase's key: the cart, the
 * delivery, the products and the payment method its owner chose, the clock, and the payment so far.
 * The payer's page prices it with core's checkoutAmountsOf, as the checkout does.
 */
export const PaymentLinkView = Schema.Struct({
  idProcesoDeCompra: Id,
  cEstado: PaymentLinkState,
  ...CartContentsFields,
  oEntregaTipo: DeliveryType,
  /** The products chosen with the tickets (nCantidadSeleccionada above 0). */
  listaProducto: Schema.Array(ExtraProduct),
  oFormaDePago: PaymentMethod,
  /** When the hold, and the link, end. */
  dVencimiento: IsoDateTime,
  /** Seconds left on the hold when the server answered: the payer's page counts down from it, whatever its device's clock says. */
  nSegundosRestantes: Count,
  /** The purchase's charge, once someone paid (or tried to). */
  oPago: Schema.NullOr(PaymentStatus),
  /** What the approved charge took (instalment surcharge included); null until paid. */
  fMontoPagado: Schema.NullOr(Money),
}).annotate({ identifier: "PaymentLinkView" })
export type PaymentLinkView = typeof PaymentLinkView.Type
