import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { DecodeError, DeliveryType, Id, PaymentMethod, ShowType, Zone } from "@boleteria/core"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

// The demo billboard's files (fixtures/catalog/README.md). Where a file holds a contract entity
// as is (show types, zones, delivery types, payment methods) the contract schema reads it.

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

export const SeatRow = Schema.Struct({
  cFila: Schema.String,
  nAsientos: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  nX: Schema.Finite,
  nY: Schema.Finite,
  nPaso: Schema.Finite,
  nCurva: Schema.Finite,
})
export type SeatRow = typeof SeatRow.Type

const NumberedSector = Schema.Struct({
  cCodigo: Schema.String,
  cNombre: Schema.String,
  lNumerada: Schema.Literal(true),
  listaFila: Schema.Array(SeatRow),
})

const GeneralSector = Schema.Struct({
  cCodigo: Schema.String,
  cNombre: Schema.String,
  lNumerada: Schema.Literal(false),
  nCapacidad: Count,
  oArea: Schema.Struct({ nX: Schema.Finite, nY: Schema.Finite, nAncho: Schema.Finite, nAlto: Schema.Finite }),
})

export const SeatMapFile = Schema.Struct({
  cMapa: Schema.String,
  nAncho: Count,
  nAlto: Count,
  listaSector: Schema.Array(Schema.Union([NumberedSector, GeneralSector])),
})
export type SeatMapFile = typeof SeatMapFile.Type

const VenueFile = Schema.Struct({
  idEstablecimiento: Id,
  cNombre: Schema.String,
  cSeo: Schema.String,
  cDireccion: Schema.String,
  cLocalidad: Schema.String,
  cProvincia: Schema.String,
  idZona: Id,
  cMapa: Schema.String,
})

const ShowFile = Schema.Struct({
  idEspectaculoCartel: Id,
  cNombre: Schema.String,
  cSeo: Schema.String,
  idEspectaculoTipo: Id,
  /** Only products (100, the Tienda) say so; a show with functions is 1. */
  idEspectaculoCartelTipo: Schema.optionalKey(Id),
  idEstablecimiento: Id,
  cDescripcion: Schema.String,
  cDescripcionEn: Schema.String,
  nDuracionMinutos: Count,
  cClasificacion: Schema.String,
  lDestacado: Schema.Boolean,
  listaFuncion: Schema.Array(
    Schema.Struct({
      idFuncion: Id,
      /** Days after the seeding day, in Argentina's calendar. */
      nDiaRelativo: Count,
      cHora: Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/u)),
    }),
  ),
  listaPrecio: Schema.Array(Schema.Struct({ cCodigoSector: Schema.String, fPrecio: Amount, fCargoServicio: Amount })),
})

const PromotionFile = Schema.Struct({
  idPromocion: Id,
  cNombre: Schema.String,
  cDescripcion: Schema.NullOr(Schema.String),
  cTipo: Schema.Literals(["DOS_POR_UNO", "PORCENTAJE"]),
  nPorcentajeDescuento: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }))),
  /** 0 = Sunday … 6 = Saturday; null for every day. */
  listaDiaSemana: Schema.NullOr(Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 })))),
  listaBin: Schema.NullOr(Schema.Array(Schema.String)),
  listaIdEspectaculoCartel: Schema.NullOr(Schema.Array(Id)),
  nCantidadMinima: Count,
  nCantidadMaxima: Count,
})

const CardInstallmentsFile = Schema.Struct({
  /** "*" is the row for every other card. */
  cBin: Schema.String,
  cBanco: Schema.String,
  cMarca: Schema.String,
  listaCuota: Schema.Array(
    Schema.Struct({
      nCuotas: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
      nRecargoPorcentaje: Amount,
      lSinInteres: Schema.Boolean,
    }),
  ),
})

/** Everything the seed inserts, read and checked. */
export interface Catalog {
  readonly showTypes: ReadonlyArray<ShowType>
  readonly zones: ReadonlyArray<Zone>
  readonly seatMaps: ReadonlyArray<SeatMapFile>
  readonly venues: ReadonlyArray<typeof VenueFile.Type>
  readonly shows: ReadonlyArray<typeof ShowFile.Type>
  readonly promotions: ReadonlyArray<typeof PromotionFile.Type>
  readonly deliveryTypes: ReadonlyArray<DeliveryType>
  readonly paymentMethods: ReadonlyArray<PaymentMethod>
  readonly cardInstallments: ReadonlyArray<typeof CardInstallmentsFile.Type>
}

/** A file decoded with its schema; a bad file stops the seed with the file and the field named. */
const readJson = <S extends Schema.Decoder<unknown>>(path: string, schema: S): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(JSON.parse(readFileSync(path, "utf8")), { errors: "first" })
  if (Result.isSuccess(result)) return result.success
  const { field } = DecodeError.fromSchemaError(result.failure)
  throw new Error(`${path}: field "${field}": ${result.failure.message.split("\n")[0]}`)
}

/** Reads `<fixturesDir>/catalog`: the fixed-name files and every seat map in `seatMaps/`, by file name. */
export const readCatalog = (fixturesDir: string): Catalog => {
  const dir = join(fixturesDir, "catalog")
  const file = <S extends Schema.Decoder<unknown>>(name: string, schema: S) => readJson(join(dir, name), schema)
  const mapsDir = join(dir, "seatMaps")
  return {
    showTypes: file("showTypes.json", Schema.Array(ShowType)),
    zones: file("zones.json", Schema.Array(Zone)),
    seatMaps: readdirSync(mapsDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => readJson(join(mapsDir, name), SeatMapFile)),
    venues: file("venues.json", Schema.Array(VenueFile)),
    shows: file("shows.json", Schema.Array(ShowFile)),
    promotions: file("promotions.json", Schema.Array(PromotionFile)),
    deliveryTypes: file("deliveryTypes.json", Schema.Array(DeliveryType)),
    paymentMethods: file("paymentMethods.json", Schema.Array(PaymentMethod)),
    cardInstallments: file("cardInstallments.json", Schema.Array(CardInstallmentsFile)),
  }
}
