import * as Schema from "effect/Schema"
import { ShowType } from "./catalogue.js"
import { DeliveryType, PaymentMethod } from "./checkout.js"
import { MAX_STORED_INT } from "./common.js"
import { MapArea, PromotionKind, SeatAccess } from "./performance.js"
import type { ShowImage } from "./purchase.js"
import { Zone } from "./venue.js"

// The demo billboard's files (fixtures/catalog/README.md): the reference server seeds its database
// from them and the memory Api its store. Where a file holds a contract entity (zones as they are;
// show types, delivery types and payment methods with their English added) the contract schema reads it.

const FileId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_STORED_INT }))
const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_STORED_INT }))
const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))
const Name = Schema.String.check(Schema.isMinLength(1))
const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u))
/** The first six digits of a card, or "*" for any other card. */
const Bin = Schema.String.check(Schema.isPattern(/^(\d{6}|\*)$/u))

// Every text of the catalogue a shopper reads has its English beside it, in a field named as the
// Spanish one plus `En` (cNombre → cNombreEn): the API answers the one of the shopper's language
// (core's inLanguage). Venues and sectors have theirs too; streets, towns, zones and show titles have none.

const NameFields = { cNombre: Name, cNombreEn: Name }

/** What every sector of a seat map has, numbered or not: its code (prices name it) and its name. */
const SectorFileFields = { cCodigo: Name, ...NameFields }

export const SeatRowFile = Schema.Struct({
  cFila: Name,
  nAsientos: FileId,
  nX: Schema.Finite,
  nY: Schema.Finite,
  nPaso: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(1)),
  nCurva: Schema.Finite,
  /** The row's wheelchair spaces and companion seats, by seat number; the others are ordinary seats. */
  listaAcceso: Schema.optionalKey(Schema.Array(Schema.Struct({ nButaca: FileId, cAcceso: SeatAccess }))),
})
export type SeatRowFile = typeof SeatRowFile.Type

export const NumberedSectorFile = Schema.Struct({
  ...SectorFileFields,
  lNumerada: Schema.Literal(true),
  listaFila: Schema.Array(SeatRowFile).check(Schema.isMinLength(1)),
})
export type NumberedSectorFile = typeof NumberedSectorFile.Type

export const GeneralSectorFile = Schema.Struct({
  ...SectorFileFields,
  lNumerada: Schema.Literal(false),
  nCapacidad: FileId,
  oArea: MapArea,
})
export type GeneralSectorFile = typeof GeneralSectorFile.Type

export const SeatMapFile = Schema.Struct({
  cMapa: Slug,
  nAncho: FileId,
  nAlto: FileId,
  listaSector: Schema.Array(Schema.Union([NumberedSectorFile, GeneralSectorFile])).check(Schema.isMinLength(1)),
})
export type SeatMapFile = typeof SeatMapFile.Type

export const VenueFile = Schema.Struct({
  idEstablecimiento: FileId,
  ...NameFields,
  cSeo: Slug,
  cDireccion: Name,
  cLocalidad: Name,
  cProvincia: Name,
  idZona: FileId,
  /** The file of seatMaps/ that lays out its halls. */
  cMapa: Slug,
})
export type VenueFile = typeof VenueFile.Type

export const PerformanceFile = Schema.Struct({
  idFuncion: FileId,
  /** Days after the seeding day, in Argentina's calendar. */
  nDiaRelativo: Count,
  cHora: Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/u)),
})
export type PerformanceFile = typeof PerformanceFile.Type

export const ShowFile = Schema.Struct({
  idEspectaculoCartel: FileId,
  cNombre: Name,
  cSeo: Slug,
  idEspectaculoTipo: FileId,
  /** Only products (100, the Tienda) say so; a show with functions is 1. */
  idEspectaculoCartelTipo: Schema.optionalKey(FileId),
  idEstablecimiento: FileId,
  cDescripcion: Name,
  cDescripcionEn: Name,
  nDuracionMinutos: FileId,
  cClasificacion: Schema.Literals(["ATP", "+13", "+16", "+18"]),
  lDestacado: Schema.Boolean,
  listaFuncion: Schema.Array(PerformanceFile),
  listaPrecio: Schema.Array(Schema.Struct({ cCodigoSector: Name, fPrecio: Amount, fCargoServicio: Amount })),
})
export type ShowFile = typeof ShowFile.Type

export const PromotionFile = Schema.Struct({
  idPromocion: FileId,
  ...NameFields,
  cDescripcion: Schema.NullOr(Name),
  /** Null exactly when cDescripcion is. */
  cDescripcionEn: Schema.NullOr(Name),
  cTipo: PromotionKind,
  /** Null for 2x1. */
  nPorcentajeDescuento: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 99 }))),
  /** 0 = Sunday … 6 = Saturday; null for every day. */
  listaDiaSemana: Schema.NullOr(Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 })))),
  listaBin: Schema.NullOr(Schema.Array(Bin)),
  listaIdEspectaculoCartel: Schema.NullOr(Schema.Array(FileId)),
  nCantidadMinima: FileId,
  nCantidadMaxima: FileId,
})
export type PromotionFile = typeof PromotionFile.Type

export const CardInstallmentsFile = Schema.Struct({
  /** "*" is the row for every other card. */
  cBin: Bin,
  cBanco: Name,
  cMarca: Name,
  listaCuota: Schema.Array(
    Schema.Struct({
      nCuotas: FileId,
      nRecargoPorcentaje: Amount,
      lSinInteres: Schema.Boolean,
    }),
  ).check(Schema.isMinLength(1)),
})
export type CardInstallmentsFile = typeof CardInstallmentsFile.Type

// The contract's entities that files hold with their English added.

export const ShowTypeFile = Schema.Struct({ ...ShowType.fields, cNombreEn: Name })
export type ShowTypeFile = typeof ShowTypeFile.Type

export const DeliveryTypeFile = Schema.Struct({ ...DeliveryType.fields, cNombreEn: Name })
export type DeliveryTypeFile = typeof DeliveryTypeFile.Type

export const PaymentMethodFile = Schema.Struct({ ...PaymentMethod.fields, cNombreEn: Name })
export type PaymentMethodFile = typeof PaymentMethodFile.Type

/** Each file of fixtures/catalog with the schema that reads it; seat maps are every file of seatMaps/. */
export const CatalogFileSchemas = {
  showTypes: { file: "showTypes.json", schema: Schema.Array(ShowTypeFile) },
  zones: { file: "zones.json", schema: Schema.Array(Zone) },
  venues: { file: "venues.json", schema: Schema.Array(VenueFile) },
  shows: { file: "shows.json", schema: Schema.Array(ShowFile) },
  promotions: { file: "promotions.json", schema: Schema.Array(PromotionFile) },
  deliveryTypes: { file: "deliveryTypes.json", schema: Schema.Array(DeliveryTypeFile) },
  paymentMethods: { file: "paymentMethods.json", schema: Schema.Array(PaymentMethodFile) },
  cardInstallments: { file: "cardInstallments.json", schema: Schema.Array(CardInstallmentsFile) },
} as const

/** The folder of fixtures/catalog holding one seat map per file, `<cMapa>.json`. */
export const SEAT_MAPS_FOLDER = "seatMaps"

/**
 * The whole demo billboard, read and checked: what the reference server seeds from and the memory
 * Api is built from. Seat maps come in file-name order (sector and seat ids are numbered in it).
 */
export type Catalog = {
  readonly [K in keyof typeof CatalogFileSchemas]: (typeof CatalogFileSchemas)[K]["schema"]["Type"]
} & {
  readonly seatMaps: ReadonlyArray<SeatMapFile>
}

/** How many places one purchase may hold of a function (nMaximoPosiciones) when the catalogue says nothing. */
export const DEFAULT_MAX_PLACES_PER_PURCHASE = 10

/** idEspectaculoCartelTipo of a show: a product (PRODUCT_SHOW_TYPE) says so, a show with functions is 1. */
export const cartelTypeOf = (show: ShowFile): number => show.idEspectaculoCartelTipo ?? 1

/** A show's generated posters (fixtures/posters, served at /posters): the billboard's and the carousel's. */
export const postersOf = (cSeo: string): ReadonlyArray<ShowImage> => [
  { cTipoImagen: "WEB_CARTELERA", cUrl: `/posters/${cSeo}.svg` },
  { cTipoImagen: "WEB_DESTACADO", cUrl: `/posters/${cSeo}-destacado.svg` },
]
