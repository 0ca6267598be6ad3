import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Catalog } from "../../core/src/contract/catalogFiles.js"
import type { TenantConfig } from "../../core/src/contract/tenant.js"
import type { ApiShape } from "../../core/src/ports/Api.js"
import {
  createMemoryBackend,
  makeMemoryApi,
  type MemoryBackend,
  type LocaleTexts,
  type MemoryBackendOptions,
  type ProductOffer,
} from "../../core/src/testing/index.js"
import { readCatalog } from "../../server/src/db/seed/catalogFiles.js"
import { loadTenant } from "../../server/src/tenant.js"

// A path, not new URL("../../", …): under happy-dom, URL is the DOM's, which resolves against its own page.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..")
const FIXTURES = join(ROOT, "fixtures")

/** fixtures/catalog, read once per test file with the reference server's reader. */
export const fixtureCatalog: Catalog = readCatalog(FIXTURES)

/** locales/es.json and locales/en.json: the memory backend writes its refusals from them, as the server does. */
export const localeTexts = {
  es: JSON.parse(readFileSync(join(ROOT, "locales", "es.json"), "utf8")) as LocaleTexts,
  en: JSON.parse(readFileSync(join(ROOT, "locales", "en.json"), "utf8")) as LocaleTexts,
}

/** fixtures/tenant.json, as the server loads it. */
export const fixtureTenant: TenantConfig = loadTenant(join(FIXTURES, "tenant.json"))

/** The English a migration gives each product (012: `UPDATE extra_products SET name_en = …`), by id. */
const productEnglish = (): ReadonlyMap<number, Pick<ProductOffer, "cNombreEn" | "cDescripcionEn">> => {
  const sql = readFileSync(join(ROOT, "server", "migrations", "012_shopper_language.sql"), "utf8")
  const text = (quoted: string) => quoted.replaceAll("''", "'")
  return new Map(
    [
      ...sql.matchAll(
        /UPDATE extra_products SET name_en = '((?:[^']|'')*)'(?:, description_en = '((?:[^']|'')*)')? WHERE id = (\d+);/gu,
      ),
    ].map(([, name, description, id]) => [
      Number(id),
      { cNombreEn: text(name ?? ""), cDescripcionEn: description === undefined ? null : text(description) },
    ]),
  )
}

/**
 * The products the reference server offers with the tickets: its migrations insert them, with their
 * English (they are reference data, not part of the catalogue files), so they are read from there.
 */
export const fixtureProducts: ReadonlyArray<ProductOffer> = (() => {
  const sql = readFileSync(join(ROOT, "server", "migrations", "003_purchase.sql"), "utf8")
  const values = /INSERT INTO extra_products \([^)]*\) VALUES([\s\S]*?);/u.exec(sql)?.[1] ?? ""
  const english = productEnglish()
  return [...values.matchAll(/\((\d+), '([^']*)', (NULL|'[^']*'), (\d+), (\d+)\)/gu)].map(
    ([, id, name, description, price, max]) => ({
      idProducto: Number(id),
      cNombre: name ?? "",
      cDescripcion: description === "NULL" || description === undefined ? null : description.slice(1, -1),
      fPrecio: Number(price),
      nCantidadMaxima: Number(max),
      ...english.get(Number(id)),
    }),
  )
})()

export type FixtureBackendOptions = Omit<MemoryBackendOptions, "catalog" | "tenant"> & {
  /** Changes to fixtures/tenant.json for this backend. */
  readonly tenant?: Partial<TenantConfig>
}

const optionsOf = ({ tenant, ...options }: FixtureBackendOptions): MemoryBackendOptions => ({
  catalog: fixtureCatalog,
  tenant: { ...fixtureTenant, ...tenant },
  products: fixtureProducts,
  texts: localeTexts,
  ...options,
})

/** A memory backend seeded from fixtures/ as the reference server seeds its database. */
export const fixtureBackend = (options: FixtureBackendOptions): MemoryBackend => createMemoryBackend(optionsOf(options))

/** One browser on a fixture backend of its own (it keeps its token and purchase keys). */
export const fixtureMemoryApi = (options: FixtureBackendOptions): ApiShape => makeMemoryApi(optionsOf(options))
