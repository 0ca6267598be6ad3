import * as Schema from "effect/Schema"
import { PaymentState } from "./checkout.js"
import { Count, Id, IsoDateTime, Money } from "./common.js"
import { BillReferenceFields } from "./order.js"
import { PlaceNameFields } from "./purchase.js"
import { ChargeRequest } from "./requests/payment.js"

/** Which way money moves when an exchange is settled (core's exchangeBalanceOf). */
export const ExchangeBalanceKind = Schema.Literals(["PAGAR", "REINTEGRAR", "SIN_DIFERENCIA"])
export type ExchangeBalanceKind = typeof ExchangeBalanceKind.Type

/** A sector an order's tickets may go to at one function: same sector, or a dearer one. */
export const ExchangeSectorOption = Schema.Struct({
  idSector: Id,
  cNombre: Schema.String,
  fPrecio: Money,
  fCargoServicio: Money,
  /** Places free now (none held, none sold); enough for the order's tickets or not. */
  nDisponibles: Count,
}).annotate({ identifier: "ExchangeSectorOption" })

export const ExchangeFunctionOption = Schema.Struct({
  idFuncion: Id,
  dFuncion: IsoDateTime,
  listaSector: Schema.Array(ExchangeSectorOption),
}).annotate({ identifier: "ExchangeFunctionOption" })

/**
 * oData of GET /v2/Pedido/{idPedido}/operacion/cambio: whether the order may be exchanged (cClave
 * says why not) and, if so, for what: the other functions of its show, each with the sectors the
 * tickets may go to.
 */
export const ExchangeOptions = Schema.Struct({
  idPedido: Id,
  lPermitido: Schema.Boolean,
  /** Why not, by the problem key the exchange calls would answer (its text in cMotivo). */
  cClave: Schema.NullOr(Schema.String),
  cMotivo: Schema.NullOr(Schema.String),
  /** The last instant the exchange is taken (24 h before the function); null without a function. */
  dLimite: Schema.NullOr(IsoDateTime),
  idFuncionActual: Schema.NullOr(Id),
  /** How many tickets move: every ticket of the order. */
  nCantidad: Count,
  /** What the tickets cost as paid (prices after promotion, plus service charge). */
  fTotalActual: Money,
  listaFuncion: Schema.Array(ExchangeFunctionOption),
}).annotate({ identifier: "ExchangeOptions" })
export type ExchangeOptions = typeof ExchangeOptions.Type

/** Body of POST /v2/Proceso/{id}/operacion/cambio/{idPedido}: where the tickets go (best places of a sector). */
export const ExchangeTakeRequest = Schema.Struct({
  idFuncion: Id,
  idSector: Id,
  /** A promotion of the new function that needs no bank card (2x1 on Wednesdays…). */
  idPromocion: Schema.optionalKey(Schema.NullOr(Id)),
}).annotate({ identifier: "ExchangeTakeRequest" })
export type ExchangeTakeRequest = typeof ExchangeTakeRequest.Type

/** A place the exchange holds (or sold, once settled). */
export const ExchangePlace = Schema.Struct({
  ...PlaceNameFields,
  fPrecio: Money,
  fCargoServicio: Money,
}).annotate({ identifier: "ExchangePlace" })

/**
 * oData of the exchange's take and of GET /v2/Proceso/{id}/operacion/cambio/pago/{idPedido}: the
 * places held at the new function, and what is to pay or to give back.
 */
export const ExchangeQuote = Schema.Struct({
  idProcesoDeCompra: Id,
  idPedido: Id,
  idFuncion: Id,
  dFuncion: IsoDateTime,
  /** When the hold ends (the purchase clock). */
  dMaxima: IsoDateTime,
  listaPosicion: Schema.Array(ExchangePlace),
  fTotalAnterior: Money,
  fTotalNuevo: Money,
  /** fTotalNuevo − fTotalAnterior: positive to pay, negative to give back. */
  fDiferencia: Schema.Finite,
  cTipoSaldo: ExchangeBalanceKind,
  /** |fDiferencia|: what the card pays or gets back. */
  fSaldo: Money,
  /** The order the exchange became, once settled. */
  idPedidoNuevo: Schema.NullOr(Id),
}).annotate({ identifier: "ExchangeQuote" })
export type ExchangeQuote = typeof ExchangeQuote.Type

/** Body of POST …/operacion/cambio/{idPedido}/pagar: the card, only when there is a difference to pay. */
export const ExchangePaymentRequest = Schema.Struct({
  oTarjeta: Schema.NullOr(ChargeRequest),
}).annotate({ identifier: "ExchangePaymentRequest" })
export type ExchangePaymentRequest = typeof ExchangePaymentRequest.Type

/** A bill or credit note the settlement issued. */
export const ExchangeDocument = Schema.Struct(BillReferenceFields).annotate({ identifier: "ExchangeDocument" })

/**
 * oData of POST …/pagar: the payment's state (APROBADO once settled; a card may decline, or ask for
 * more time like Cobrar's), the new order, what moved and the document that records it.
 */
export const ExchangeSettlement = Schema.Struct({
  idProcesoDeCompra: Id,
  idPedido: Id,
  cEstado: PaymentState,
  cMensaje: Schema.NullOr(Schema.String),
  cMotivo: Schema.NullOr(Schema.String),
  cTipoSaldo: ExchangeBalanceKind,
  fSaldo: Money,
  idPedidoNuevo: Schema.NullOr(Id),
  /** The bill for the difference paid, or the credit note for the difference given back; null when even. */
  oComprobante: Schema.NullOr(ExchangeDocument),
  /** The refund's reference at the processor, when money went back. */
  cReferenciaReintegro: Schema.NullOr(Schema.String),
}).annotate({ identifier: "ExchangeSettlement" })
export type ExchangeSettlement = typeof ExchangeSettlement.Type
