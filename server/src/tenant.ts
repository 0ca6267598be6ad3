import { readFileSync } from "node:fs"
import { DecodeError, TenantConfig } from "@boleteria/core"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

/** Reads and validates the tenant file; a bad file stops the server with the field named. */
export const loadTenant = (path: string): TenantConfig => {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, "utf8"))
  } catch (error) {
    throw new Error(`tenant configuration ${path}: ${(error as Error).message}`, { cause: error })
  }
  const result = Schema.decodeUnknownResult(TenantConfig)(json, { errors: "first" })
  if (Result.isSuccess(result)) return result.success
  const { field } = DecodeError.fromSchemaError(result.failure)
  throw new Error(`tenant configuration ${path}: field "${field}": ${result.failure.message.split("\n")[0]}`)
}

/**
 * The tenant as this server publishes it, to the shop in its index.html and to any front end at
 * `GET /v2/Configuracion`: one encoding for both, so the two can never differ.
 */
export const publishedTenant = (tenant: TenantConfig): typeof TenantConfig.Encoded =>
  Schema.encodeSync(TenantConfig)(tenant)
