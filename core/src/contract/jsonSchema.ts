import * as JsonSchema from "effect/JsonSchema"
import * as Schema from "effect/Schema"
import { SUCCESS_CODE } from "./envelope.js"
import { isFileAnswer, type Endpoint } from "./endpoints/endpoint.js"
import { endpoints, type EndpointName } from "./endpoints/index.js"

/**
 * An error answer as the server sends it: the HTTP status again, a message for the shopper in the
 * caller's language, and the message's key (locales/*.json), which a shop says in its own words.
 */
export const ErrorAnswer = Schema.Struct({
  nCode: Schema.Int.check(Schema.isBetween({ minimum: 400, maximum: 599 })),
  oData: Schema.String.check(Schema.isMinLength(1)),
  cClave: Schema.String.check(Schema.isPattern(/^[A-Za-z]+(\.[\w-]+)+$/u)).annotate({
    description: "The message's key in the shop's locales (problems.purchase.keyMissing)",
  }),
}).annotate({ identifier: "ErrorAnswer" })

/** The parts of a request that have a schema, as the endpoint table names them. */
export const REQUEST_PARTS = ["params", "query", "headers", "body"] as const
export type RequestPart = (typeof REQUEST_PARTS)[number]

/** The JSON Schemas of one endpoint; `answer` is the whole success body, absent when the call answers a file. */
export type EndpointJsonSchemas = Readonly<Partial<Record<RequestPart | "answer", JsonSchema.JsonSchema>>>

/** The schemas of every endpoint, and of the error answer, sharing one pool of named definitions (the schemas with an identifier). */
export interface ContractSchemas {
  readonly definitions: JsonSchema.Definitions
  readonly error: JsonSchema.JsonSchema
  readonly endpoints: Readonly<Record<EndpointName, EndpointJsonSchemas>>
}

const successBody = (answer: Schema.Top) => Schema.Struct({ nCode: Schema.Literal(SUCCESS_CODE), oData: answer })

const schemasOf = (endpoint: Endpoint): Schema.Top =>
  Schema.Struct({
    ...Object.fromEntries(
      REQUEST_PARTS.flatMap((part) => (endpoint[part] === undefined ? [] : [[part, endpoint[part]]])),
    ),
    ...(isFileAnswer(endpoint.answer) ? {} : { answer: successBody(endpoint.answer) }),
  })

// One schema holding every other: effect names each schema with an identifier once, and every use refers to it.
const tableSchema = () =>
  Schema.Struct({
    error: ErrorAnswer,
    endpoints: Schema.Struct(
      Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, schemasOf(endpoint)])),
    ),
  })

const propertiesOf = (schema: JsonSchema.JsonSchema | undefined): Record<string, JsonSchema.JsonSchema> =>
  (schema?.["properties"] ?? {}) as Record<string, JsonSchema.JsonSchema>

/**
 * The JSON Schemas (draft 2020-12) of every call of the endpoint table: requests, success bodies
 * and the error answer. Named schemas are OpenAPI components: they refer to each other, and the
 * endpoints to them, as `#/components/schemas/Name`.
 */
export const contractSchemas = (): ContractSchemas => {
  const document = Schema.toJsonSchemaDocument(tableSchema())
  const openApi = JsonSchema.toMultiDocumentOpenApi3_1({
    dialect: "draft-2020-12",
    schemas: [document.schema],
    definitions: document.definitions,
  })
  const table = propertiesOf(openApi.schemas[0])
  return {
    definitions: openApi.definitions,
    error: table["error"] as JsonSchema.JsonSchema,
    endpoints: Object.fromEntries(
      Object.entries(propertiesOf(table["endpoints"])).map(([name, parts]) => [name, propertiesOf(parts)]),
    ) as ContractSchemas["endpoints"],
  }
}
