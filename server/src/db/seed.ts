import type { Catalog } from "@boleteria/core"
import type { Database, Queryable } from "./database.js"
import { PRODUCTION_COST, type PasswordCost } from "../security/passwords.js"
import { readCatalog } from "./seed/catalogFiles.js"
import { insertDemoCustomers, readDemoCustomers } from "./seed/demoCustomers.js"
import { insertRecords } from "./seed/insertRows.js"
import { insertSeatMaps } from "./seed/seatMaps.js"
import { insertShows } from "./seed/shows.js"

// Held for the seeding transaction, so two servers starting together on one PostgreSQL seed once.
const SEED_LOCK = 4_242_001

const hasCatalogue = async (db: Queryable): Promise<boolean> =>
  (await db.query("SELECT 1 FROM show_types LIMIT 1")).rows.length > 0

const insertCatalog = async (db: Queryable, catalog: Catalog, now: number): Promise<void> => {
  await insertRecords(db, "show_types", catalog.showTypes, {
    id: "idEspectaculoTipo",
    name: "cNombre",
    name_en: "cNombreEn",
    sort_order: "nOrden",
  })
  await insertRecords(db, "zones", catalog.zones, { id: "idZona", name: "cNombre" })
  const sectorIds = await insertSeatMaps(db, catalog.seatMaps)
  await insertRecords(db, "venues", catalog.venues, {
    id: "idEstablecimiento",
    name: "cNombre",
    name_en: "cNombreEn",
    seo: "cSeo",
    address: "cDireccion",
    locality: "cLocalidad",
    province: "cProvincia",
    zone_id: "idZona",
    map_code: "cMapa",
  })
  await insertShows(db, catalog, sectorIds, now)
  await insertRecords(db, "promotions", catalog.promotions, {
    id: "idPromocion",
    name: "cNombre",
    name_en: "cNombreEn",
    description: "cDescripcion",
    description_en: "cDescripcionEn",
    kind: "cTipo",
    percent: "nPorcentajeDescuento",
    weekdays: "listaDiaSemana",
    bins: "listaBin",
    show_ids: "listaIdEspectaculoCartel",
    min_quantity: "nCantidadMinima",
    max_quantity: "nCantidadMaxima",
  })
  await insertRecords(db, "delivery_types", catalog.deliveryTypes, {
    id: "idEntregaTipo",
    name: "cNombre",
    name_en: "cNombreEn",
    code: "cCodigo",
    price: "fPrecio",
    requires_address: "lRequiereDomicilio",
  })
  await insertRecords(db, "payment_methods", catalog.paymentMethods, {
    id: "nFormaDePago",
    name: "cNombre",
    name_en: "cNombreEn",
    kind: "cTipo",
  })
  await insertRecords(db, "card_installments", catalog.cardInstallments, {
    bin: "cBin",
    bank: "cBanco",
    brand: "cMarca",
    installments: "listaCuota",
  })
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
  passwordCost: PasswordCost = PRODUCTION_COST,
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
