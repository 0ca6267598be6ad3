import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { CatalogFileSchemas, DecodeError, SEAT_MAPS_FOLDER, SeatMapFile, type Catalog } from "@boleteria/core"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

/** A file decoded with its schema; a bad file stops the seed with the file and the field named. */
export const readJson = <S extends Schema.Decoder<unknown>>(path: string, schema: S): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(JSON.parse(readFileSync(path, "utf8")), { errors: "first" })
  if (Result.isSuccess(result)) return result.success
  const { field } = DecodeError.fromSchemaError(result.failure)
  throw new Error(`${path}: field "${field}": ${result.failure.message.split("\n")[0]}`)
}

/**
 * Reads `<fixturesDir>/catalog` with core's schemas (fixtures/catalog/README.md): the fixed-name
 * files and every seat map in `seatMaps/`, by file name.
 */
export const readCatalog = (fixturesDir: string): Catalog => {
  const dir = join(fixturesDir, "catalog")
  const mapsDir = join(dir, SEAT_MAPS_FOLDER)
  const files = Object.fromEntries(
    Object.entries(CatalogFileSchemas).map(([name, { file, schema }]) => [name, readJson(join(dir, file), schema)]),
  ) as Omit<Catalog, "seatMaps">
  return {
    ...files,
    seatMaps: readdirSync(mapsDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => readJson(join(mapsDir, name), SeatMapFile)),
  }
}
