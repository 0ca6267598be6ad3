import type { Catalog, DemoCustomer } from "@boleteria/core"
import type { Database, Queryable } from "./database.js"
import { PRODUCTION_COST, type PasswordCost } from "../security/passwords.js"
import { readCatalog } from "./seed/catalogFiles.js"
import { insertDemoCustomers, readDemoCustomers } from "./seed/demoCustomers.js"
import { insertRecords } from "./seed/insertRows.js"
import { insertSeatMaps } from "./seed/seatMaps.js"
import { insertPerformances, insertShows } from "./seed/shows.js"

// Held for the seeding transaction, so two servers starting together on one PostgreSQL seed once.
const SEED_LOCK = 4_242_001

/**
 * A table that marks a database as the seed snapshot leaves it (seedSnapshot.ts): the catalogue is
 * seeded, what is dated from "now" (the functions, the demo customers and their bookings) is not yet.
 */
const DATES_PENDING = "seed_dates_pending"

type SeedState = "empty" | "undated" | "seeded"

const seedStateOf = async (db: Queryable): Promise<SeedState> => {
  const { rows } = await db.query<{ catalogue: boolean; undated: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM show_types) AS catalogue, to_regclass('${DATES_PENDING}') IS NOT NULL AS undated`,
  )
  const { catalogue = false, undated = false } = rows[0] ?? {}
  if (!catalogue) return "empty"
  return undated ? "undated" : "seeded"
}

/** The catalogue but its functions: nothing here depends on the day it is seeded. */
const insertCatalog = async (db: Queryable, catalog: Catalog): Promise<void> => {
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
  await insertShows(db, catalog, sectorIds)
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

/** What is dated from `now`: the functions, and the demo customers with their bookings. */
const insertDated = async (
  db: Queryable,
  catalog: Catalog,
  customers: ReadonlyArray<DemoCustomer>,
  now: number,
  passwordCost: PasswordCost,
): Promise<void> => {
  await insertPerformances(db, catalog.shows, now)
  await insertDemoCustomers(db, customers, now, passwordCost)
}

/**
 * Seeds the demo billboard of `<fixturesDir>/catalog` and the demo customers with their bookings
 * (`<fixturesDir>/demoCustomers.json`, docs/bookings.md) into a database without show types, in one
 * transaction; functions and bookings are dated from `now`. A database opened from the seed snapshot
 * gets only what is dated. Answers true when it seeded, false when the database already had a
 * catalogue (so calling it on every start is safe). Tests hash the demo passwords at a cheaper
 * `passwordCost` (each hash records its own).
 */
export const seedIfEmpty = async (
  db: Database,
  now: number,
  fixturesDir: string,
  passwordCost: PasswordCost = PRODUCTION_COST,
): Promise<boolean> => {
  if ((await seedStateOf(db)) === "seeded") return false
  const catalog = readCatalog(fixturesDir)
  const customers = readDemoCustomers(fixturesDir)
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK])
    const state = await seedStateOf(tx)
    if (state === "seeded") return false
    if (state === "empty") await insertCatalog(tx, catalog)
    else await tx.query(`DROP TABLE ${DATES_PENDING}`)
    await insertDated(tx, catalog, customers, now, passwordCost)
    return true
  })
}

/** The seed snapshot's contents (seedSnapshot.ts): the catalogue of `fixturesDir`, marked to be dated at its first start. */
export const seedUndated = (db: Database, fixturesDir: string): Promise<void> =>
  db.transaction(async (tx) => {
    await insertCatalog(tx, readCatalog(fixturesDir))
    await tx.query(`CREATE TABLE ${DATES_PENDING} ()`)
  })
