import { createConfig, lintFromString } from "@redocly/openapi-core"
import { Validator } from "@seriousme/openapi-schema-validator"
import {
  contractSchemas,
  decodeRequest,
  DEVICE_FINGERPRINT_HEADER,
  endpoints,
  LANGUAGE_HEADER,
  PAYMENT_LINK_HEADER,
  SUPPORT_KEY_HEADER,
  PURCHASE_KEY_HEADER,
  MAX_STORED_INT,
  NO_CREDENTIALS,
  openApiDocument,
  refusalAnswer,
  type Endpoint,
  type EndpointName,
  type OpenApiDocument,
  type OpenApiOperation,
  IDEMPOTENCY_KEY_HEADER,
} from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Result from "effect/Result"
import fc from "fast-check"
import { fetchDocument, operationsOf, schemaCompiler } from "../support/fuzz/document.js"
import { textRequestOf, validDraft } from "../support/fuzz/requests.js"
import { send, wireOf } from "../support/fuzz/send.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

const table = Object.entries(endpoints) as ReadonlyArray<[EndpointName, Endpoint]>

describe("/v2/openapi.json", () => {
  let server: TestServer
  let document: OpenApiDocument
  const operation = (name: EndpointName): OpenApiOperation => {
    const found = operationsOf(document).find((entry) => entry.name === name)
    if (found === undefined) throw new Error(`no operation ${name}`)
    return found.operation
  }
  const parameter = (name: EndpointName, parameterName: string) =>
    operation(name).parameters.find((candidate) => candidate.name === parameterName)
  const component = (name: string) =>
    document.components.schemas[name] as { properties: Record<string, Record<string, unknown>> }

  beforeAll(async () => {
    server = await startTestServer("pglite")
    document = await fetchDocument(server.url)
  })
  afterAll(() => server?.close())

  it("passes an OpenAPI 3.1 validator", async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe("3.1")
    expect(document.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema")
  })

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ["recommended"] })
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config })
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ""})`)
    expect(errors).toEqual([])
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })])
  })

  it("is the document generated from the endpoint table, the same on every build", () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())))
    expect(JSON.stringify(contractSchemas())).toBe(JSON.stringify(contractSchemas()))
  })

  it("has one operation per endpoint of the table, at its method and path", () => {
    const operations = operationsOf(document)
    expect(operations.map((entry) => entry.name).sort()).toEqual(table.map(([name]) => name).sort())
    for (const [name, endpoint] of table) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as "get" | "post"]?.operationId, name).toBe(
        name,
      )
    }
  })

  it("declares a 200 answer with a schema on every operation: the envelope, or a PDF", () => {
    for (const [name, endpoint] of table) {
      const success = operation(name).responses["200"]
      expect(success, name).toBeDefined()
      if ("file" in endpoint.answer) {
        expect(success?.content, name).toEqual({ "application/pdf": { schema: { type: "string", format: "binary" } } })
        continue
      }
      const schema = success?.content["application/json"]?.schema as {
        properties: Record<string, unknown>
        required: Array<string>
      }
      expect(schema.required, name).toEqual(["nCode", "oData"])
      expect(schema.properties["nCode"], name).toMatchObject({ enum: [200] })
      expect(schema.properties["oData"], name).toBeDefined()
    }
  })

  it("declares the error answers of each call with the error envelope", () => {
    for (const [name, endpoint] of table) {
      const { responses } = operation(name)
      const statuses = Object.keys(responses)
      // Each refusal the call declares is answered under its status, in its own words.
      for (const refusal of endpoint.errors) {
        const { status, description } = refusalAnswer(refusal)
        expect(responses[String(status)]?.description, `${name} ${refusal.name}`).toContain(description)
      }
      if (endpoint.body !== undefined) expect(statuses, name).toEqual(expect.arrayContaining(["400", "413"]))
      if (endpoint.access === "customer" || endpoint.access === "customerPurchase")
        expect(statuses, name).toContain("401")
      // A public call that names a purchase (a payment link's) needs no key: only an unknown one is refused.
      // A customer's card calls name purchase 0 from the account and open no purchase (docs/saved-cards.md).
      if (endpoint.path.includes("{idProcesoDeCompra}") && endpoint.access !== "customer")
        expect(statuses, name).toEqual(
          expect.arrayContaining(endpoint.access === "public" ? ["404"] : ["401", "403", "404"]),
        )
      for (const status of statuses.filter((code) => code !== "200")) {
        expect(responses[status]?.content, `${name} ${status}`).toEqual({
          "application/json": { schema: { $ref: "#/components/schemas/ErrorAnswer" } },
        })
      }
    }
    expect(component("ErrorAnswer").properties["oData"]).toMatchObject({ type: "string", minLength: 1 })
    expect(component("ErrorAnswer").properties["cClave"]).toMatchObject({ type: "string" })
  })

  it("declares security by access: none for public calls, bearer for customers, the keys as schemes", () => {
    const securityOf = (name: EndpointName) => operation(name).security
    const linkCalls = table.filter(([, endpoint]) => endpoint.path.startsWith("/v2/LinkPago/"))
    expect(linkCalls.length).toBeGreaterThan(3)
    /** The key a public call's own headers read: a payment link's, or support's. */
    const keyOf = (path: string) =>
      path.startsWith("/v2/LinkPago/")
        ? [{ linkKey: [] }]
        : path.startsWith("/v2/Soporte/Registro/")
          ? [{ supportKey: [] }]
          : []
    for (const [name, endpoint] of table) {
      const security = securityOf(name)
      if (endpoint.access === "public") expect(security, name).toEqual(keyOf(endpoint.path))
      if (endpoint.access === "customer") expect(security, name).toEqual([{ bearer: [] }])
      if (endpoint.access === "customerPurchase") expect(security, name).toEqual([{ purchaseKey: [], bearer: [] }])
      // A call on an existing purchase answers 403 without its key: "no credentials" is not an alternative.
      if (endpoint.access === "purchase" && endpoint.path.includes("{idProcesoDeCompra}")) {
        expect(security, name).toEqual([{ purchaseKey: [] }, { purchaseKey: [], bearer: [] }])
        expect(operation(name).description, name).toContain("X-Clave-Proceso")
      }
      // The keys are schemes, never parameters.
      const headers = operation(name).parameters.filter((candidate) => candidate.in === "header")
      expect(
        headers.map((candidate) => candidate.name.toLowerCase()),
        name,
      ).not.toEqual(expect.arrayContaining([PURCHASE_KEY_HEADER]))
      expect(
        headers.map((candidate) => candidate.name.toLowerCase()),
        name,
      ).not.toEqual(expect.arrayContaining([PAYMENT_LINK_HEADER, SUPPORT_KEY_HEADER]))
    }
    expect(securityOf("startPurchase")).toEqual([{}, { bearer: [] }])
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: "http", scheme: "bearer" }) as object,
      purchaseKey: expect.objectContaining({ type: "apiKey", in: "header", name: PURCHASE_KEY_HEADER }) as object,
      linkKey: expect.objectContaining({ type: "apiKey", in: "header", name: PAYMENT_LINK_HEADER }) as object,
      supportKey: expect.objectContaining({ type: "apiKey", in: "header", name: SUPPORT_KEY_HEADER }) as object,
    })
  })

  it("refuses a valid call without the credentials its security asks for", async () => {
    // Ids that may or may not exist: a missing credential is refused before anything is looked up.
    const refused: Array<string> = []
    const guarded = operationsOf(document).filter(
      ({ operation: { security } }) =>
        security.length > 0 && security.every((alternative) => Object.keys(alternative).length > 0),
    )
    expect(guarded.length).toBeGreaterThan(40)
    for (const entry of guarded) {
      const { security } = entry.operation
      // The first draft valid to the contract's own decoding too, where one is: a check JSON Schema cannot
      // say (Tomar's seats given a promotion are among its seats) would answer 400 before the credentials.
      const drafts = fc.sample(validDraft(entry.operation, document.components.schemas, { idProcesoDeCompra: "7" }), {
        numRuns: 20,
        seed: 22,
      })
      const decodes = (candidate: (typeof drafts)[number]) =>
        Result.isSuccess(
          decodeRequest(endpoints[entry.name], {
            params: candidate.path,
            query: candidate.query,
            header: (name) => candidate.headers[name],
            body: candidate.body !== undefined && "json" in candidate.body ? candidate.body.json : undefined,
          }),
        )
      const draft = drafts.find(decodes) ?? drafts[0]!
      const answer = await send(server.url, wireOf(entry, textRequestOf(draft, NO_CREDENTIALS)))
      const needs = (scheme: string) => security.every((alternative) => scheme in alternative)
      // The link calls read their key with the request's headers: a missing one is a 400 naming it.
      // Support's key is optional to its schema: without it the call is refused as with a wrong one.
      const [status, named] = needs("bearer")
        ? [401, ""]
        : needs("purchaseKey")
          ? [403, "X-Clave-Proceso"]
          : needs("supportKey")
            ? [401, "X-Clave-Soporte"]
            : [400, PAYMENT_LINK_HEADER]
      const text = JSON.stringify(answer.json)
      if (answer.status !== status || !text.includes(named)) refused.push(`${entry.name}: ${answer.status} ${text}`)
    }
    expect(refused).toEqual([])
  })

  it("declares Accept-Language on every operation, since every answer follows it", () => {
    for (const [name] of table)
      expect(parameter(name, LANGUAGE_HEADER), name).toMatchObject({ in: "header", required: false })
  })

  it("declares the query parameters and headers the calls read", () => {
    expect(parameter("searchShows", "cantXpagina")).toMatchObject({
      in: "query",
      required: true,
      schema: { type: "integer", minimum: 1, maximum: 100 },
    })
    expect(parameter("searchShows", "pagina")).toMatchObject({
      in: "query",
      required: true,
      schema: { type: "integer" },
    })
    expect(parameter("getShow", "h")).toMatchObject({ in: "query", required: false, schema: { type: "string" } })
    expect(parameter("getShow", "x-country-code")).toMatchObject({
      in: "header",
      required: false,
      schema: { pattern: "^[A-Z]{2}$" },
    })
    for (const [name] of table)
      expect(parameter(name, DEVICE_FINGERPRINT_HEADER), name).toMatchObject({ in: "header", required: false })
    // The first takes' Idempotency-Key, and only theirs.
    const idempotent = table.filter(([name]) => parameter(name, IDEMPOTENCY_KEY_HEADER) !== undefined)
    expect(idempotent.map(([name]) => name).sort()).toEqual(["startPurchase", "takeBestAvailable", "takeSeats"])
    expect(parameter("takeSeats", IDEMPOTENCY_KEY_HEADER)).toMatchObject({
      in: "header",
      required: false,
      schema: { type: "string", pattern: "^[A-Za-z0-9_-]{22,64}$" },
    })
  })

  it("types every path id as an integer the database stores, and the BIN by its pattern", () => {
    const pathParameters = operationsOf(document).flatMap((entry) =>
      entry.operation.parameters
        .filter((candidate) => candidate.in === "path")
        .map((candidate) => ({ ...candidate, name: `${entry.name}.${candidate.name}` })),
    )
    const ids = pathParameters.filter((candidate) => /\.(id|nFormaDePago)/u.test(candidate.name))
    expect(ids.length).toBeGreaterThan(30)
    for (const id of ids)
      expect(id, id.name).toMatchObject({
        required: true,
        schema: { type: "integer", minimum: 0, maximum: MAX_STORED_INT },
      })
    expect(parameter("getCardInstallments", "cardBin")?.schema).toMatchObject({ type: "string", pattern: "^\\d{6,8}$" })
  })

  it("publishes the request bodies, those with a check on the whole object too", () => {
    const bodyOf = (name: EndpointName) => operation(name).requestBody
    for (const [name, endpoint] of table) {
      if (endpoint.body === undefined) expect(bodyOf(name), name).toBeUndefined()
      else expect(bodyOf(name)?.required, name).toBe(true)
    }
    expect(bodyOf("signUp")?.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/SignUpRequest" })
    expect(bodyOf("changePassword")?.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ChangePasswordRequest",
    })
    expect(bodyOf("resetPassword")?.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ResetPasswordRequest",
    })
    expect(bodyOf("searchShows")?.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ShowSearchRequest",
    })
  })

  it("says the sign-up password needs 8 characters, an uppercase letter and a digit", () => {
    const password = component("SignUpRequest").properties["cClave"]!
    expect(JSON.stringify(password)).toContain('"minLength":8')
    const accepts = schemaCompiler(document)(password)
    expect(["Entradas2025", "Ñandú123"].filter((candidate) => !accepts(candidate))).toEqual([])
    expect(
      ["Entra12", "entradas2025", "ENTRADAS", "Entradas\u00002025"].filter((candidate) => accepts(candidate)),
    ).toEqual([])
  })

  it("names its components validly, and each is a JSON Schema 2020-12 that compiles", () => {
    const names = Object.keys(document.components.schemas)
    expect(names).toEqual(expect.arrayContaining(["PurchaseProcess", "PaymentStatus", "Performance", "ErrorAnswer"]))
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/u)
    const compile = schemaCompiler(document)
    for (const name of names) expect(() => compile({ $ref: `#/components/schemas/${name}` }), name).not.toThrow()
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/gu) ?? []
    for (const ref of refs)
      expect(names, ref).toContain(ref.replace(/^"\$ref":"#\/components\/schemas\//u, "").replace(/"$/u, ""))
  })
})
