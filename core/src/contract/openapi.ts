import type * as JsonSchema from "effect/JsonSchema"
import type { Access, Endpoint, ErrorAnswers } from "./endpoints/endpoint.js"
import {
  catalogueEndpoints,
  settingsEndpoints,
  customerEndpoints,
  endpoints,
  messageEndpoints,
  orderEndpoints,
  paymentEndpoints,
  paymentLinkEndpoints,
  purchaseEndpoints,
  supportEndpoints,
  withdrawalEndpoints,
  type EndpointName,
} from "./endpoints/index.js"
import { DEVICE_FINGERPRINT_HEADER, LANGUAGE_HEADER, PURCHASE_KEY_HEADER } from "./endpoints/wire.js"
import { contractSchemas, REQUEST_PARTS, type ContractSchemas, type EndpointJsonSchemas } from "./jsonSchema.js"
import { PAYMENT_LINK_HEADER } from "./paymentLink.js"
import { SUPPORT_KEY_HEADER } from "./supportLog.js"
import {
  BodyTooLarge,
  InvalidRequest,
  PurchaseKeyMissing,
  PurchaseNotFound,
  PurchaseSessionRequired,
  refusalAnswer,
  SessionRequired,
} from "./refusals.js"

export type OpenApiMethod = "get" | "post" | "delete"

export interface OpenApiParameter {
  readonly name: string
  readonly in: "path" | "query" | "header"
  readonly required: boolean
  readonly description?: string
  readonly schema: JsonSchema.JsonSchema
}

export interface OpenApiResponse {
  readonly description: string
  readonly content: Readonly<Record<string, { readonly schema: JsonSchema.JsonSchema }>>
}

type SecuritySchemeName = "bearer" | keyof typeof API_KEYS

/** Alternatives: a call is allowed when it satisfies one of them; `{}` needs nothing, and `[]` is a public call. */
export type SecurityRequirements = ReadonlyArray<Readonly<Partial<Record<SecuritySchemeName, ReadonlyArray<string>>>>>

export interface OpenApiOperation {
  readonly operationId: EndpointName
  readonly summary: string
  readonly description: string
  readonly tags: ReadonlyArray<string>
  readonly parameters: ReadonlyArray<OpenApiParameter>
  readonly requestBody?: {
    readonly required: true
    readonly content: { readonly "application/json": { readonly schema: JsonSchema.JsonSchema } }
  }
  readonly responses: Readonly<Record<string, OpenApiResponse>>
  readonly security: SecurityRequirements
}

export interface OpenApiDocument {
  readonly openapi: "3.1.0"
  readonly info: {
    readonly title: string
    readonly version: string
    readonly description: string
    readonly license: { readonly name: string; readonly identifier: string }
  }
  readonly jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema"
  readonly servers: ReadonlyArray<{ readonly url: string; readonly description: string }>
  readonly tags: ReadonlyArray<{ readonly name: string; readonly description: string }>
  readonly paths: Readonly<Record<string, Readonly<Partial<Record<OpenApiMethod, OpenApiOperation>>>>>
  readonly components: {
    readonly schemas: JsonSchema.Definitions
    readonly securitySchemes: Readonly<Record<string, Readonly<Record<string, string>>>>
  }
}

const GROUPS = [
  {
    name: "Catalogue",
    description: "The billboard, shows, venues, functions and their promotions",
    endpoints: catalogueEndpoints,
  },
  {
    name: "Settings",
    description: "The tenant's public configuration, which a front end reads at start",
    endpoints: settingsEndpoints,
  },
  { name: "Messages", description: "The newsletter and the support contact form", endpoints: messageEndpoints },
  { name: "Purchase", description: "Seat holds and the purchase process", endpoints: purchaseEndpoints },
  { name: "Payment", description: "Paying a purchase and its status", endpoints: paymentEndpoints },
  {
    name: "Payment links",
    description: "A link that lets whoever holds it pay a purchase without signing in (X-Clave-Link)",
    endpoints: paymentLinkEndpoints,
  },
  { name: "Customer", description: "Accounts, sessions, addresses and phones", endpoints: customerEndpoints },
  { name: "Orders", description: "The customer's orders and their documents", endpoints: orderEndpoints },
  {
    name: "Withdrawal",
    description: "The consumer's right to withdraw a purchase (Botón de arrepentimiento), with no login",
    endpoints: withdrawalEndpoints,
  },
  {
    name: "Support",
    description:
      "The support inbox: a shopper sends the shop's purchase log, the tenant's support reads it (X-Clave-Soporte)",
    endpoints: supportEndpoints,
  },
] as const

const groupsOf = (name: string): ReadonlyArray<string> =>
  GROUPS.filter((group) => name in group.endpoints).map((group) => group.name)

const LOCATION = { params: "path", query: "query", headers: "header" } as const

const DEVICE_FINGERPRINT: OpenApiParameter = {
  name: DEVICE_FINGERPRINT_HEADER,
  in: "header",
  required: false,
  description: "This device's fingerprint (SPEC §7); any call may carry it",
  schema: { type: "string" },
}

/** Every answer follows it (catalogue names, refusals, documents), so every operation declares it. */
const ACCEPT_LANGUAGE: OpenApiParameter = {
  name: LANGUAGE_HEADER,
  in: "header",
  required: false,
  description:
    "The language to answer in (en or es): catalogue names, messages and documents follow it; Spanish without one or with any other",
  schema: { type: "string" },
}

/**
 * The keys a call carries in a header, published as apiKey schemes rather than parameters: a
 * call's `access` says when it needs the purchase key; a payment link's key is the one header the
 * link calls' schema reads.
 */
const API_KEYS = {
  purchaseKey: {
    header: PURCHASE_KEY_HEADER,
    description: "The purchase's key (cClaveProceso), answered by the call that started the purchase",
  },
  linkKey: {
    header: PAYMENT_LINK_HEADER,
    description:
      "A payment link's token (cToken, 32 random bytes in base64url): whoever holds it may see and pay that one purchase",
    rule: "Needs the payment link's token (X-Clave-Link): whoever holds the link may call it, without signing in.",
  },
  supportKey: {
    header: SUPPORT_KEY_HEADER,
    description: "The tenant's support key (SUPPORT_KEY, server/README.md): it reads the logs shoppers sent",
    rule: "Needs the tenant's support key (X-Clave-Soporte); without it, or with another, it answers 401.",
  },
} as const

const isKeyHeader = (name: string): boolean => Object.values(API_KEYS).some((key) => key.header === name.toLowerCase())

const COMPONENT_REF = "#/components/schemas/"

/** A part's schema is an object, possibly named (PagingQuery): its properties become parameters. */
const objectOf = (schema: JsonSchema.JsonSchema, definitions: JsonSchema.Definitions): JsonSchema.JsonSchema => {
  const ref = schema["$ref"]
  return typeof ref === "string" && ref.startsWith(COMPONENT_REF)
    ? (definitions[ref.slice(COMPONENT_REF.length)] ?? schema)
    : schema
}

const parametersOf = (
  schemas: EndpointJsonSchemas,
  definitions: JsonSchema.Definitions,
): ReadonlyArray<OpenApiParameter> => [
  ...(Object.keys(LOCATION) as ReadonlyArray<keyof typeof LOCATION>).flatMap((part) => {
    const schema = schemas[part]
    if (schema === undefined) return []
    const object = objectOf(schema, definitions)
    const required = (object["required"] ?? []) as ReadonlyArray<string>
    return Object.entries((object["properties"] ?? {}) as Record<string, JsonSchema.JsonSchema>)
      .filter(([name]) => part !== "headers" || !isKeyHeader(name))
      .map(([name, property]): OpenApiParameter => ({
        name,
        in: LOCATION[part],
        required: part === "params" || required.includes(name),
        schema: property,
      }))
  }),
  ACCEPT_LANGUAGE,
  DEVICE_FINGERPRINT,
]

const startsPurchase = (endpoint: Endpoint): boolean => !endpoint.path.includes("{idProcesoDeCompra}")

const SECURITY: Record<
  Access,
  (endpoint: Endpoint) => { readonly security: SecurityRequirements; readonly rule: string }
> = {
  public: () => ({ security: [], rule: "Anyone may call it." }),
  customer: () => ({ security: [{ bearer: [] }], rule: "Needs a signed-in customer's bearer token." }),
  purchase: (endpoint) =>
    startsPurchase(endpoint)
      ? {
          security: [{}, { bearer: [] }],
          rule: "Starts a purchase: no key is needed; a signed-in customer's token makes it theirs. The answer carries the new purchase key (cClaveProceso).",
        }
      : {
          security: [{ purchaseKey: [] }, { purchaseKey: [], bearer: [] }],
          rule:
            "Needs the purchase's key (X-Clave-Proceso, from the answer that started it) and, once a customer owns the purchase, that customer's bearer token; without the key it answers 403. " +
            "Only idProcesoDeCompra 0, which names no purchase, goes without one: the take calls start a purchase with it.",
        },
  customerPurchase: () => ({
    security: [{ purchaseKey: [], bearer: [] }],
    rule: "Needs the purchase's key (X-Clave-Proceso) and a signed-in customer's bearer token.",
  }),
  visitor: () => ({
    security: [{}, { bearer: [] }],
    rule: "Anyone may call it: the shopper is the signed-in customer when a bearer token comes, else the device (X-Device-Fingerprint).",
  }),
}

/** The key the call's own headers schema reads (a payment link's token, support's key), besides what its access asks. */
const headerKeyOf = (endpoint: Endpoint): "linkKey" | "supportKey" | null => {
  const fields = (endpoint.headers as { readonly fields?: object } | undefined)?.fields ?? {}
  return (["linkKey", "supportKey"] as const).find((name) => API_KEYS[name].header in fields) ?? null
}

const securityOf = (endpoint: Endpoint): { readonly security: SecurityRequirements; readonly rule: string } => {
  const byAccess = SECURITY[endpoint.access](endpoint)
  const key = headerKeyOf(endpoint)
  if (key === null) return byAccess
  const alternatives = byAccess.security.length === 0 ? [{}] : byAccess.security
  const { rule } = API_KEYS[key]
  return {
    security: alternatives.map((alternative) => ({ ...alternative, [key]: [] })),
    rule: endpoint.access === "public" ? rule : `${byAccess.rule} ${rule}`,
  }
}

const hasRequestPart = (endpoint: Endpoint): boolean => REQUEST_PARTS.some((part) => endpoint[part] !== undefined)

const isPurchaseCall = (access: Access): boolean => access === "purchase" || access === "customerPurchase"

/** The refusals the shape of a call implies, whatever it does. */
const impliedRefusals = (endpoint: Endpoint): ErrorAnswers => [
  ...(hasRequestPart(endpoint) ? [InvalidRequest] : []),
  ...(endpoint.body === undefined ? [] : [BodyTooLarge]),
  ...(isPurchaseCall(endpoint.access) && !startsPurchase(endpoint)
    ? [PurchaseSessionRequired, PurchaseKeyMissing, PurchaseNotFound]
    : []),
  ...(endpoint.access === "customer" || endpoint.access === "customerPurchase" ? [SessionRequired] : []),
]

/** One answer per status: the meanings of the refusals that share it, the call's own first. */
const errorResponses = (endpoint: Endpoint, error: JsonSchema.JsonSchema): Record<string, OpenApiResponse> => {
  const reasons = new Map<number, Array<string>>()
  for (const refusal of [...endpoint.errors, ...impliedRefusals(endpoint)]) {
    const { status, description } = refusalAnswer(refusal)
    const said = reasons.get(status) ?? []
    if (!said.includes(description)) reasons.set(status, [...said, description])
  }
  return Object.fromEntries(
    [...reasons]
      .sort(([a], [b]) => a - b)
      .map(([status, said]) => [
        String(status),
        { description: said.join("; or: "), content: { "application/json": { schema: error } } },
      ]),
  )
}

const successResponse = (schemas: EndpointJsonSchemas): OpenApiResponse =>
  schemas.answer === undefined
    ? { description: "The document", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } }
    : { description: "Success: { nCode: 200, oData }", content: { "application/json": { schema: schemas.answer } } }

const operationOf = (name: EndpointName, endpoint: Endpoint, contract: ContractSchemas): OpenApiOperation => {
  const schemas = contract.endpoints[name]
  const { security, rule } = securityOf(endpoint)
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `${endpoint.summary}. ${rule}`,
    tags: groupsOf(name),
    parameters: parametersOf(schemas, contract.definitions),
    ...(schemas.body === undefined
      ? {}
      : { requestBody: { required: true, content: { "application/json": { schema: schemas.body } } } }),
    responses: { "200": successResponse(schemas), ...errorResponses(endpoint, contract.error) },
    security,
  }
}

const refsIn = (value: unknown): ReadonlyArray<string> =>
  [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/gu)].map((match) => match[1]!)

/**
 * The named schemas the operations refer to, directly or through another: a request part whose
 * properties became parameters (PagingQuery) is not one of them.
 */
const usedDefinitions = (paths: unknown, definitions: JsonSchema.Definitions): JsonSchema.Definitions => {
  const used = new Set<string>()
  const visit = (names: ReadonlyArray<string>): void => {
    for (const name of names.filter((candidate) => !used.has(candidate))) {
      used.add(name)
      visit(refsIn(definitions[name]))
    }
  }
  visit(refsIn(paths))
  return Object.fromEntries(
    Object.entries(definitions)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

const build = (): OpenApiDocument => {
  const contract = contractSchemas()
  const paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>> = {}
  for (const [name, endpoint] of Object.entries(endpoints) as ReadonlyArray<[EndpointName, Endpoint]>) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operationOf(name, endpoint, contract),
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "boleteria v2 API",
      version: "2.0.0",
      description: "Every answer is { nCode, oData } (nCode repeats the HTTP status) except the PDF documents.",
      license: { name: "MIT", identifier: "MIT" },
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    // Relative: the document is served by the API it describes, wherever that runs.
    servers: [{ url: "/", description: "The server that serves this document" }],
    tags: GROUPS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: usedDefinitions(paths, contract.definitions),
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "The token login or sign-up answered (valid 180 minutes)",
        },
        ...Object.fromEntries(
          Object.entries(API_KEYS).map(([name, key]) => [
            name,
            { type: "apiKey", in: "header", name: key.header, description: key.description },
          ]),
        ),
      },
    },
  }
}

// The table does not change while the process runs: the document is built once.
let document: OpenApiDocument | undefined

/** The OpenAPI 3.1 document of every call of the endpoint table, with request and answer schemas and security. */
export const openApiDocument = (): OpenApiDocument => (document ??= build())
