import * as Schema from "effect/Schema"
import { Count, Id, Money } from "./common.js"
import { FunctionDate } from "./purchase.js"
import { Venue } from "./venue.js"

/** A place on the map is free, held by some purchase process, or sold. */
export const SeatState = Schema.Literals(["LIBRE", "RETENIDA", "VENDIDA"])
export type SeatState = typeof SeatState.Type

/** A numbered seat; nX and nY place it on the sector map. */
export const Seat = Schema.Struct({
  idPosicion: Id,
  cFila: Schema.String,
  cButaca: Schema.String,
  nX: Schema.Finite,
  nY: Schema.Finite,
  cEstado: SeatState,
}).annotate({ identifier: "Seat" })
export type Seat = typeof Seat.Type

/**
 * A sector of a function. A numbered sector lists its seats; a general-admission sector lists none
 * and is sold by quantity.
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
}).annotate({ identifier: "Sector" })
export type Sector = typeof Sector.Type

/** A discount offered on some sectors of a function, for a range of ticket quantities. */
export const Promotion = Schema.Struct({
  idPromocion: Id,
  cNombre: Schema.String,
  cDescripcion: Schema.NullOr(Schema.String),
  nPorcentajeDescuento: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  nCantidadMinima: Count,
  nCantidadMaxima: Count,
  listaIdSector: Schema.Array(Id),
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
