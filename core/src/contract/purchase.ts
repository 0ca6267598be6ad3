import * as Schema from "effect/Schema"
import { CardBin, Count, Id, IsoDateTime, Money, ProcessType } from "./common.js"

export const ImageKind = Schema.Literals(["WEB_DESTACADO", "WEB_CARTELERA", "WEB_MINIATURA", "MAPA"])

export const ShowImage = Schema.Struct({
  cTipoImagen: ImageKind,
  cUrl: Schema.String,
})
export type ShowImage = typeof ShowImage.Type

export const Weekday = Schema.Struct({
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  nDia: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 })),
  cNombre: Schema.String,
})

/** The date parts of a function (performance) as the cart and the tickets display them. */
export const FunctionDate = Schema.Struct({
  dFuncion: IsoDateTime,
  oFuncionDiaDeLaSemana: Weekday,
  nFuncionDia: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 })),
  nFuncionMes: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
  nFuncionAnio: Schema.Int,
  nFuncionHora: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 23 })),
  nFuncionMinuto: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 59 })),
})
export type FunctionDate = typeof FunctionDate.Type

export const CartShow = Schema.Struct({
  idEspectaculoCartel: Id,
  cEspectaculoCartelNombre: Schema.String,
  cEstablecimientoNombre: Schema.String,
  idEspectaculoCartelTipo: Id,
  listaImagenEspectaculoCartel: Schema.Array(ShowImage),
})
export type CartShow = typeof CartShow.Type

/** Where a place is, as a ticket prints it: its sector, and the row and seat of a numbered one (else null). */
export const PlaceNameFields = {
  cSector: Schema.String,
  cFila: Schema.NullOr(Schema.String),
  cButaca: Schema.NullOr(Schema.String),
}

/**
 * One held seat or general-admission place of a function in the purchase process, with its price
 * in parts: fPrecio = fPrecioLista − fDescuento + fCargoServicio.
 */
export const HeldPosition = Schema.Struct({
  idPosicion: Id,
  idSector: Id,
  ...PlaceNameFields,
  /** What the place costs: the ticket after its promotion, plus the service charge. */
  fPrecio: Money,
  /** The ticket's full price, before any promotion. */
  fPrecioLista: Money,
  /** What the place's promotion takes off the ticket (0 without one). */
  fDescuento: Money,
  fCargoServicio: Money,
  /** The promotion the place was taken with (one of the line's listaPromocion), or null. */
  idPromocion: Schema.NullOr(Id),
})
export type HeldPosition = typeof HeldPosition.Type

/** A promotion some places of a cart line were taken with; with `listaBin`, it holds only paying with those cards. */
export const CartPromotion = Schema.Struct({
  idPromocion: Id,
  cNombre: Schema.String,
  listaBin: Schema.NullOr(Schema.Array(CardBin)),
}).annotate({ identifier: "CartPromotion" })
export type CartPromotion = typeof CartPromotion.Type

/** A function line of the cart: what is held for one performance. */
export const CartLine = Schema.Struct({
  idFuncion: Id,
  oEspectaculo: CartShow,
  oFuncionFecha: FunctionDate,
  nCantidadPosiciones: Count,
  listaPosicion: Schema.Array(HeldPosition),
  listaPromocion: Schema.Array(CartPromotion),
  fPrecioTotalFinal: Money,
})
export type CartLine = typeof CartLine.Type

/** What a cart holds: its function lines, how many places in all, and what they cost. */
export const CartContentsFields = {
  listaFuncion: Schema.Array(CartLine),
  oCantidadTotal: Schema.Struct({ nCantidadTotal: Count }),
  fPrecioTotalFinal: Money,
}

/**
 * A purchase's key: an unguessable capability issued with the first take. idProcesoDeCompra is
 * sequential, so it names a purchase but does not open it; the key does (X-Clave-Proceso).
 */
export const PurchaseKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{22,128}$/u))

/** procesoCompra: the purchase process, the cart of one shopper. */
export const PurchaseProcess = Schema.Struct({
  idProcesoDeCompra: Id,
  /** Sent back on every later call of this purchase; only the browser that holds it (and the owner) may continue. */
  cClaveProceso: PurchaseKey,
  ctProcess: ProcessType,
  ...CartContentsFields,
  /** When the server started the process; holds last 12 minutes from here. */
  dInicio: IsoDateTime,
  /** When the holds expire. */
  dVencimiento: IsoDateTime,
  /** False when the best-available seats could not be kept together. */
  lContiguas: Schema.Boolean,
}).annotate({ identifier: "PurchaseProcess" })
export type PurchaseProcess = typeof PurchaseProcess.Type
