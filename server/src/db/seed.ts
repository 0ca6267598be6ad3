import type { Catalog } from "@boleteria/core"
import type { Database, Queryable } from "./database.js"
import { PRODUCTION_COST, type ScryptCost } from "../security/passwords.js"
import { readCatalog } from "./seed/catalogFiles.js"
import { insertDemoCustomers, readDemoCustomers } from "./seed/demoCustomers.js"
import { insertRows } from "./seed/insertRows.js"
import { insertSeatMaps } from "./seed/seatMaps.js"
import { insertShows } from "./seed/shows.js"

// Held for the seeding transaction, so two servers starting together on one PostgreSQL seed once.
const SEED_LOCK = 4_242_001

const hasCatalogue = async (db: Queryable): Promise<boolean> =>
  (await db.query("SELECT 1 FROM show_types LIMIT 1")).rows.length > 0

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value))

const insertCatalog = async (db: Queryable, catalog: Catalog, now: number): Promise<void> => {
  await insertRows(
    db,
    "show_types",
    ["id", "name", "name_en", "sort_order"],
    catalog.showTypes.map((type) => [type.idEspectaculoTipo, type.cNombre, type.cNombreEn, type.nOrden]),
  )
  await insertRows(
    db,
    "zones",
    ["id", "name"],
    catalog.zones.map((zone) => [zone.idZona, zone.cNombre]),
  )
  const sectorIds = await insertSeatMaps(db, catalog.seatMaps)
  await insertRows(
    db,
    "venues",
    ["id", "name", "name_en", "seo", "address", "locality", "province", "zone_id", "map_code"],
    catalog.venues.map((venue) => [
      venue.idEstablecimiento,
      venue.cNombre,
      venue.cNombreEn,
      venue.cSeo,
      venue.cDireccion,
      venue.cLocalidad,
      venue.cProvincia,
      venue.idZona,
      venue.cMapa,
    ]),
  )
  await insertShows(db, catalog, sectorIds, now)
  await insertRows(
    db,
    "promotions",
    [
      "id",
      "name",
      "name_en",
      "description",
      "description_en",
      "kind",
      "percent",
      "weekdays",
      "bins",
      "show_ids",
      "min_quantity",
      "max_quantity",
    ],
    catalog.promotions.map((promotion) => [
      promotion.idPromocion,
      promotion.cNombre,
      promotion.cNombreEn,
      promotion.cDescripcion,
      promotion.cDescripcionEn,
      promotion.cTipo,
      promotion.nPorcentajeDescuento,
      jsonOrNull(promotion.listaDiaSemana),
      jsonOrNull(promotion.listaBin),
      jsonOrNull(promotion.listaIdEspectaculoCartel),
      promotion.nCantidadMinima,
      promotion.nCantidadMaxima,
    ]),
  )
  await insertRows(
    db,
    "delivery_types",
    ["id", "name", "name_en", "code", "price", "requires_address"],
    catalog.deliveryTypes.map((type) => [
      type.idEntregaTipo,
      type.cNombre,
      type.cNombreEn,
      type.cCodigo,
      type.fPrecio,
      type.lRequiereDomicilio,
    ]),
  )
  await insertRows(
    db,
    "payment_methods",
    ["id", "name", "name_en", "kind"],
    catalog.paymentMethods.map((method) => [method.nFormaDePago, method.cNombre, method.cNombreEn, method.cTipo]),
  )
  await insertRows(
    db,
    "card_installments",
    ["bin", "bank", "brand", "installments"],
    catalog.cardInstallments.map((card) => [card.cBin, card.cBanco, card.cMarca, JSON.stringify(card.listaCuota)]),
  )
}

/**
 * Seeds the demo billboard of `<fixturesDir>/catalog` and the demo customers with their bookings
 * (`<fixturesDir>/demoCustomers.json`, docs/bookings.md) into a database without show types, in one
 * transaction; functions and bookings are dated from `now`. Answers true when it seeded, false when
 * the database already had a catalogue (so calling it on every start is safe). Tests hash the demo
 * passwords at a cheaper `passwordCost` (each hash records its own).
 */
export const seedIfEmpty = async (
  db: Database,
  now: number,
  fixturesDir: string,
  passwordCost: ScryptCost = PRODUCTION_COST,
): Promise<boolean> => {
  if (await hasCatalogue(db)) return false
  const catalog = readCatalog(fixturesDir)
  const customers = readDemoCustomers(fixturesDir)
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK])
    if (await hasCatalogue(tx)) return false
    await insertCatalog(tx, catalog, now)
    await insertDemoCustomers(tx, customers, now, passwordCost)
    return true
  })
}
