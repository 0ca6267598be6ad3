import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js"
import type * as JsonSchema from "effect/JsonSchema"
import type { EndpointName, OpenApiDocument, OpenApiMethod, OpenApiOperation, OpenApiParameter } from "@boleteria/core"

/** One operation of the document, with where it lives. */
export interface DocumentOperation {
  readonly name: EndpointName
  readonly method: OpenApiMethod
  /** The path template, parameters in braces. */
  readonly path: string
  readonly operation: OpenApiOperation
}

/** `/v2/openapi.json` as the server publishes it. */
export const fetchDocument = async (baseUrl: string): Promise<OpenApiDocument> => {
  const response = await fetch(`${baseUrl}/v2/openapi.json`)
  if (response.status !== 200) throw new Error(`/v2/openapi.json answered ${response.status}`)
  return (await response.json()) as OpenApiDocument
}

export const operationsOf = (document: OpenApiDocument): ReadonlyArray<DocumentOperation> =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    (Object.entries(methods) as ReadonlyArray<[OpenApiMethod, OpenApiOperation]>).map(([method, operation]) => ({
      name: operation.operationId,
      method,
      path,
      operation,
    })),
  )

/** A call as text, the way it travels: path parameters, query and headers by name, the raw body. */
export interface TextRequest {
  readonly path: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | undefined
}

/** What is wrong with a value, by the field (or part) it concerns. */
export interface Problem {
  readonly field: string
  readonly message: string
}

const COMPONENTS_ID = "urn:boleteria:openapi:components"

/** The document's `#/components/schemas/X` references, pointed at the components registered in ajv. */
const inComponents = <T>(schema: T): T =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T

/** A JSON Schema 2020-12 validator that knows the document's components. */
export const schemaCompiler = (document: OpenApiDocument, options: { readonly coerceTypes?: boolean } = {}) => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes: options.coerceTypes ?? false })
  ajv.addSchema(inComponents({ $id: COMPONENTS_ID, $defs: document.components.schemas }))
  return (schema: JsonSchema.JsonSchema): ValidateFunction => ajv.compile(inComponents(schema))
}

const fieldOf = (error: ErrorObject, part: string): string => {
  if (error.keyword === "required") return String(error.params["missingProperty"])
  const segments = error.instancePath.split("/").filter((segment) => segment !== "" && !/^\d+$/u.test(segment))
  return segments.at(-1) ?? part
}

const problemsOf = (validate: ValidateFunction, value: unknown, part: string): ReadonlyArray<Problem> =>
  validate(value)
    ? []
    : (validate.errors ?? []).map((error) => ({
        field: fieldOf(error, part),
        message: `${error.instancePath} ${error.message ?? ""}`,
      }))

/** Where each kind of parameter travels in a TextRequest. */
const PARTS: ReadonlyArray<readonly [OpenApiParameter["in"], "path" | "query" | "headers"]> = [
  ["path", "path"],
  ["query", "query"],
  ["header", "headers"],
]

const parametersSchema = (parameters: ReadonlyArray<OpenApiParameter>, location: OpenApiParameter["in"]) => {
  const here = parameters.filter((parameter) => parameter.in === location)
  return {
    type: "object",
    properties: Object.fromEntries(here.map((parameter) => [parameter.name, parameter.schema])),
    required: here.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  }
}

/**
 * The body as the server reads it: it travels as UTF-8, whose decoding (Request.text()) drops a
 * leading byte order mark, which RFC 8259 lets a parser ignore; so "\ufeff{}" is the JSON `{}`.
 */
const parseJson = (text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\ufeff/u, "")) as unknown }
  } catch {
    return { ok: false }
  }
}

/** Checks requests and answers against what the document declares. */
export const documentValidator = (document: OpenApiDocument) => {
  const compileExact = schemaCompiler(document)
  // Path, query and headers travel as text: "12" is the integer 12, as the server reads it.
  const compileFromText = schemaCompiler(document, { coerceTypes: true })
  const operations = new Map(operationsOf(document).map((entry) => [entry.name, entry.operation]))
  const cache = new Map<string, ValidateFunction>()
  const compiled = (key: string, compile: () => ValidateFunction): ValidateFunction => {
    const known = cache.get(key)
    if (known !== undefined) return known
    const validate = compile()
    cache.set(key, validate)
    return validate
  }
  const operation = (name: EndpointName): OpenApiOperation => {
    const found = operations.get(name)
    if (found === undefined) throw new Error(`the document has no operation ${name}`)
    return found
  }

  return {
    operation,
    /** Where the answer departs from the response the operation declares for its status (none when it matches). */
    answerProblems: (name: EndpointName, status: number, body: unknown): ReadonlyArray<Problem> => {
      const response = operation(name).responses[String(status)]
      if (response === undefined) return [{ field: "status", message: `${name} declares no ${status} answer` }]
      const schema = response.content["application/json"]?.schema
      if (schema === undefined) return [{ field: "content", message: `${name} declares no JSON ${status} answer` }]
      return problemsOf(
        compiled(`${name} ${status}`, () => compileExact(schema)),
        body,
        "answer",
      )
    },
    /** Where the request departs from the parameters and body the operation declares (none when it is valid). */
    requestProblems: (name: EndpointName, request: TextRequest): ReadonlyArray<Problem> => {
      const { parameters, requestBody } = operation(name)
      const textParts = PARTS.flatMap(([location, part]) => {
        const validate = compiled(`${name} ${location}`, () => compileFromText(parametersSchema(parameters, location)))
        // A copy: coercion writes the numbers it reads into the object it checks.
        return problemsOf(validate, { ...request[part] }, part)
      })
      const bodySchema = requestBody?.content["application/json"].schema
      if (bodySchema === undefined) return textParts
      if (request.body === undefined) return [...textParts, { field: "body", message: "no body" }]
      const parsed = parseJson(request.body)
      if (!parsed.ok) return [...textParts, { field: "body", message: "not JSON" }]
      return [
        ...textParts,
        ...problemsOf(
          compiled(`${name} body`, () => compileExact(bodySchema)),
          parsed.value,
          "body",
        ),
      ]
    },
  }
}

export type DocumentValidator = ReturnType<typeof documentValidator>
