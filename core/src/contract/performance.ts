import * as Schema from "effect/Schema"
import { CardBin, Count, Id, Money } from "./common.js"
import { FunctionDate } from "./purchase.js"
import { Venue } from "./venue.js"

/** A place on the map is free, held by some purchase process, or sold. */
export const SeatState = Schema.Literals(["LIBRE", "RETENIDA", "VENDIDA"])
export type SeatState = typeof SeatState.Type

/**
 * An accessible place: a space for a wheelchair (no fixed seat), or a seat beside one kept for a
 * companion. Seats without the field are ordinary ones.
 */
export const SeatAccess = Schema.Literals(["SILLA_DE_RUEDAS", "ACOMPANANTE"])
export type SeatAccess = typeof SeatAccess.Type

/** A numbered seat; nX and nY place it on the sector map. */
export const Seat = Schema.Struct({
  idPosicion: Id,
  cFila: Schema.String,
  cButaca: Schema.String,
  nX: Schema.Finite,
  nY: Schema.Finite,
  cEstado: SeatState,
  cAcceso: Schema.optionalKey(SeatAccess),
}).annotate({ identifier: "Seat" })
export type Seat = typeof Seat.Type

/** A rectangle of the map's plane (the stage is at the top; y grows away from it). */
export const MapArea = Schema.Struct({
  nX: Schema.Finite,
  nY: Schema.Finite,
  nAncho: Schema.Finite,
  nAlto: Schema.Finite,
}).annotate({ identifier: "MapArea" })
export type MapArea = typeof MapArea.Type

/**
 * A sector of a function. A numbered sector lists its seats; a general-admission sector lists none
 * and is sold by quantity, its floor drawn as `oArea` when the map has one.
 */
export const Sector = Schema.Struct({
  idSector: Id,
  cNombre: Schema.String,
  lNumerada: Schema.Boolean,
  /** Ticket price before the service charge. */
  fPrecio: Money,
  /** Service charge added to each ticket. */
  fCargoServicio: Money,
  nCapacidad: Count,
  nDisponibles: Count,
  listaPosicion: Schema.Array(Seat),
  oArea: Schema.optionalKey(MapArea),
}).annotate({ identifier: "Sector" })
export type Sector = typeof Sector.Type

/** How a promotion prices tickets: a percentage off each, or every second ticket free. */
export const PromotionKind = Schema.Literals(["DOS_POR_UNO", "PORCENTAJE"])
export type PromotionKind = typeof PromotionKind.Type

/**
 * A discount offered on some sectors of a function, for a range of ticket quantities. One with
 * `listaBin` is a bank promotion: its price holds only paying with a card whose number starts with
 * one of them; paid with another card, its tickets go back to full price.
 */
export const Promotion = Schema.Struct({
  idPromocion: Id,
  cNombre: Schema.String,
  cDescripcion: Schema.NullOr(Schema.String),
  cTipo: PromotionKind,
  nPorcentajeDescuento: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  nCantidadMinima: Count,
  nCantidadMaxima: Count,
  listaIdSector: Schema.Array(Id),
  listaBin: Schema.NullOr(Schema.Array(CardBin)),
}).annotate({ identifier: "Promotion" })
export type Promotion = typeof Promotion.Type

/** A function as the show landing lists it in its calendar. */
export const PerformanceSummary = Schema.Struct({
  idFuncion: Id,
  oFuncionFecha: FunctionDate,
  fPrecioDesde: Money,
  lAgotada: Schema.Boolean,
}).annotate({ identifier: "PerformanceSummary" })
export type PerformanceSummary = typeof PerformanceSummary.Type

/** funcion: one dated performance of a show, with its sector map and promotions (GET /v2/Funcion/{id}). */
export const Performance = Schema.Struct({
  idFuncion: Id,
  idEspectaculoCartel: Id,
  cEspectaculoCartelNombre: Schema.String,
  oEstablecimiento: Venue,
  oFuncionFecha: FunctionDate,
  /** How many places one purchase may hold for this function. */
  nMaximoPosiciones: Count,
  lAgotada: Schema.Boolean,
  listaSector: Schema.Array(Sector),
  listaPromocion: Schema.Array(Promotion),
}).annotate({ identifier: "Performance" })
export type Performance = typeof Performance.Type
