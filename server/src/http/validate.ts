import { DecodeError } from "@boleteria/core"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { Context } from "hono"
import { badRequest } from "./problems.js"

const decodeOrThrow = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown, where: string): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "first" })
  if (Result.isSuccess(result)) return result.success
  const { field } = DecodeError.fromSchemaError(result.failure)
  const firstLine = result.failure.message.split("\n")[0] ?? "invalid value"
  throw badRequest(field === "(root)" ? `${where}: ${firstLine}` : `${field}: ${firstLine}`)
}

/** The JSON body decoded with the shared contract schema; a 400 names the first bad field. */
export const decodeBody = async <S extends Schema.Decoder<unknown>>(c: Context, schema: S): Promise<S["Type"]> => {
  let json: unknown
  try {
    json = await c.req.json()
  } catch {
    throw badRequest("body: se esperaba un JSON válido")
  }
  return decodeOrThrow(schema, json, "body")
}

/** The query string decoded with a shared schema (numbers arrive as text: use FiniteFromString-style fields). */
export const decodeQuery = <S extends Schema.Decoder<unknown>>(c: Context, schema: S): S["Type"] =>
  decodeOrThrow(schema, c.req.query(), "query")

/** A whole, positive path parameter such as {idProcesoDeCompra}. */
export const idParam = (c: Context, name: string): number => {
  const text = c.req.param(name) ?? ""
  const value = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value)) throw badRequest(`${name}: se esperaba un número entero`)
  return value
}
