import { contractJsonSchema } from "@boleteria/core"
import type { RouteSpec } from "./router.js"

const identifierOf = (spec: RouteSpec): string | undefined => {
  const annotations = (spec.body?.ast as { annotations?: Record<string, unknown> } | undefined)?.annotations
  const identifier = annotations?.["identifier"]
  return typeof identifier === "string" ? identifier : undefined
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")

/** OpenAPI 3.1 of the routes that exist, with the contract's JSON Schema as components. */
export const openApiDocument = (routes: ReadonlyArray<RouteSpec>) => {
  // The contract's definitions refer to each other as #/$defs/X; in OpenAPI they live in components.
  const schemas = JSON.parse(
    JSON.stringify(contractJsonSchema().$defs).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as Record<string, unknown>
  const paths: Record<string, Record<string, unknown>> = {}
  for (const spec of routes) {
    const path = openApiPath(spec.path)
    const parameters = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }))
    const body = identifierOf(spec)
    paths[path] = {
      ...paths[path],
      [spec.method]: {
        summary: spec.summary,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(spec.auth ? { security: [{ bearer: [] }] } : {}),
        ...(body !== undefined
          ? { requestBody: { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } } } }
          : {}),
        responses: {
          "200": { description: "{ nCode: 200, oData }" },
          "400": { description: "{ nCode: 400, oData: message naming the field }" },
          ...(spec.auth ? { "401": { description: "missing, unknown or expired token" } } : {}),
        },
      },
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "boleteria v2 API (reference server)", version: "2.0.0" },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  }
}
