import * as Schema from "effect/Schema"
import { Count, Id, Money } from "./common.js"

/** How the tickets reach the shopper; home delivery needs one of the customer's addresses. */
export const DeliveryType = Schema.Struct({
  idEntregaTipo: Id,
  cNombre: Schema.String,
  cCodigo: Schema.Literals(["ETICKET", "BOLETERIA", "DOMICILIO"]),
  fPrecio: Money,
  lRequiereDomicilio: Schema.Boolean,
}).annotate({ identifier: "DeliveryType" })
export type DeliveryType = typeof DeliveryType.Type

/** A product on sale with a function (GET …/Tienda/ParaFuncion/{idFuncion}); bought in checkout's extras step. */
export const FunctionProduct = Schema.Struct({
  idProducto: Id,
  cNombre: Schema.String,
  cDescripcion: Schema.NullOr(Schema.String),
  fPrecio: Money,
  nCantidadMaxima: Count,
}).annotate({ identifier: "FunctionProduct" })
export type FunctionProduct = typeof FunctionProduct.Type

/** A product sold with the tickets (parking, programme…), with the quantity already chosen. */
export const ExtraProduct = Schema.Struct({
  ...FunctionProduct.fields,
  nCantidadSeleccionada: Count,
}).annotate({ identifier: "ExtraProduct" })
export type ExtraProduct = typeof ExtraProduct.Type

export const PaymentMethod = Schema.Struct({
  nFormaDePago: Id,
  cNombre: Schema.String,
  cTipo: Schema.Literals(["CREDITO", "DEBITO"]),
}).annotate({ identifier: "PaymentMethod" })
export type PaymentMethod = typeof PaymentMethod.Type

export const CardInstallment = Schema.Struct({
  nCuotas: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /** Surcharge over the purchase total, in percent; 0 means interest-free. */
  nRecargoPorcentaje: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  fMontoCuota: Money,
  fMontoTotal: Money,
}).annotate({ identifier: "CardInstallment" })
export type CardInstallment = typeof CardInstallment.Type

/** oData of GET …/FormaDePago/{n}/Tarjetas/{cardBin}: the card brand and the installments it allows. */
export const CardInstallments = Schema.Struct({
  nFormaDePago: Id,
  cCardBin: Schema.String.check(Schema.isPattern(/^\d{6,8}$/u)),
  cMarca: Schema.String,
  listaCuota: Schema.Array(CardInstallment),
}).annotate({ identifier: "CardInstallments" })
export type CardInstallments = typeof CardInstallments.Type

/** Where a charge stands; the payment verification machine polls until it leaves the first three. */
export const PaymentState = Schema.Literals([
  "VERIFICANDO",
  "PROCESANDO",
  "REQUIERE_3DS",
  "APROBADO",
  "PENDIENTE_CONFIRMACION",
  "RECHAZADO",
  "CANCELADO",
])
export type PaymentState = typeof PaymentState.Type

/**
 * What the shopper does at a wallet to pay (docs/payments.md): go to its page (REDIRECCION), or read
 * a QR code with its app (QR); cUrl is the page, which the QR code holds.
 */
export const ProviderAction = Schema.Struct({
  cTipo: Schema.Literals(["REDIRECCION", "QR"]),
  cUrl: Schema.String,
  /** The QR code as an SVG image the server draws, for QR. */
  cUrlImagenQr: Schema.NullOr(Schema.String),
}).annotate({ identifier: "ProviderAction" })
export type ProviderAction = typeof ProviderAction.Type

/** oData of POST …/Cobrar and GET /v3/procesodecompra/{id}. */
export const PaymentStatus = Schema.Struct({
  idProcesoDeCompra: Id,
  cEstado: PaymentState,
  /** The processor's message, shown on a decline. */
  cMensaje: Schema.NullOr(Schema.String),
  /** Why it was declined or cancelled, as a code (PAYMENT_REASONS); a platform may send none. */
  cMotivo: Schema.optionalKey(Schema.NullOr(Schema.String)),
  cUltimos4: Schema.NullOr(Schema.String),
  /** Where the shopper completes a 3-D Secure step, when cEstado is REQUIERE_3DS. */
  cUrl3DS: Schema.NullOr(Schema.String),
  /** The order created once the charge is approved. */
  idPedido: Schema.NullOr(Id),
  /** While a wallet payment waits for the shopper at the wallet: where to pay. */
  oAccionProveedor: Schema.optionalKey(Schema.NullOr(ProviderAction)),
}).annotate({ identifier: "PaymentStatus" })
export type PaymentStatus = typeof PaymentStatus.Type
