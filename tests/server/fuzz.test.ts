import {
  endpoints,
  NO_CREDENTIALS,
  toWire,
  type Credentials,
  type EndpointName,
  type OpenApiDocument,
  type PurchaseProcess,
} from "@boleteria/core"
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import {
  documentValidator,
  fetchDocument,
  operationsOf,
  type DocumentOperation,
  type DocumentValidator,
  type TextRequest,
} from "../support/fuzz/document.js"
import { everyFieldMutation } from "../support/fuzz/mutations.js"
import { fuzzCases, textRequestOf, validDraft } from "../support/fuzz/requests.js"
import { send, wireOf } from "../support/fuzz/send.js"
import { fieldNamesOf, offencesOf } from "../support/fuzz/verdict.js"
import { functionWithSector, signUp } from "./support/flows.js"
import { DATABASE_KINDS, startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

/**
 * What it covers: every operation of the endpoint table, on PGlite and on PostgreSQL, called without
 * a token, with a customer's, and on a purchase with the key of a live anonymous and a live customer's
 * purchase; each caller sends RUNS_PER_KIND generated requests (valid and spoiled), and the most
 * trusted caller also every field of one valid request spoiled in every way (mutations.ts: about
 * 2,900 requests per database). No answer may be a 500 or leave the envelope and the declared schema.
 * The generated requests differ between the two databases (the seed depends on the database), so the
 * run sends 2 × RUNS_PER_KIND distinct ones per operation and caller, each to one of them; they are
 * mostly refused before reaching the database, while the every-field spoiling, which reaches it with
 * extreme values, goes to both.
 *
 * FUZZ_SEED=n reruns with other requests; a failure names the seed that found it.
 */
const SEED = Number(process.env["FUZZ_SEED"] ?? "20251125")
/** Generated requests per operation, caller and database, besides the spoiling of every field of one valid request. */
const RUNS_PER_KIND = 10
const OFFENDERS_SHOWN = 25

const names = Object.keys(endpoints) as ReadonlyArray<EndpointName>

interface Caller {
  readonly label: string
  readonly credentials: Credentials
  /** The path parameters the caller's purchase fixes. */
  readonly fixedPath: Readonly<Record<string, string>>
}

const shown = (request: TextRequest): string =>
  JSON.stringify({
    ...request,
    body:
      request.body === undefined || request.body.length <= 300
        ? request.body
        : `${request.body.slice(0, 300)}… (${request.body.length} chars)`,
  })

describeOnEachDatabase("fuzz generated from the endpoint table, on %s", (kind) => {
  let server: TestServer
  let document: OpenApiDocument
  let validator: DocumentValidator
  let token: string
  let standing: { readonly performance_id: number; readonly sector_id: number }

  beforeAll(async () => {
    server = await startTestServer(kind)
    document = await fetchDocument(server.url)
    validator = documentValidator(document)
    token = await signUp(server, `fuzz-${kind}-${Date.now()}@example.com`)
    standing = await functionWithSector(server, false)
  })
  afterAll(() => server?.close())

  /** A purchase holding one standing place, anonymous or the customer's, started as the shop does. */
  const livePurchase = async (owner: string | null): Promise<{ readonly id: string; readonly key: string }> => {
    const body = { idFuncion: standing.performance_id, idSector: standing.sector_id, nCantidad: 1, idPromocion: null }
    const wire = toWire(
      endpoints.takeBestAvailable,
      { path: { idProcesoDeCompra: 0 }, body },
      { ...NO_CREDENTIALS, token: owner },
    )
    const answer = await send(server.url, wire)
    if (answer.status !== 200)
      throw new Error(`could not start a purchase: ${answer.status} ${JSON.stringify(answer.json)}`)
    const process = (answer.json as { oData: PurchaseProcess }).oData
    return { id: String(process.idProcesoDeCompra), key: process.cClaveProceso }
  }

  /** Without a token and with one; on a purchase, also with the key of a live purchase of each kind. */
  const callersOf = async (name: EndpointName): Promise<ReadonlyArray<Caller>> => {
    const callers: Array<Caller> = [
      { label: "no token", credentials: NO_CREDENTIALS, fixedPath: {} },
      { label: "customer token", credentials: { ...NO_CREDENTIALS, token }, fixedPath: {} },
    ]
    if (!endpoints[name].path.includes("{idProcesoDeCompra}")) return callers
    const anonymous = await livePurchase(null)
    const customers = await livePurchase(token)
    return [
      ...callers,
      {
        label: "no token, key of a live anonymous purchase",
        credentials: { ...NO_CREDENTIALS, purchaseKey: anonymous.key },
        fixedPath: { idProcesoDeCompra: anonymous.id },
      },
      {
        label: "customer token, key of the customer's live purchase",
        credentials: { ...NO_CREDENTIALS, token, purchaseKey: customers.key },
        fixedPath: { idProcesoDeCompra: customers.id },
      },
    ]
  }

  const operationNamed = (name: EndpointName): DocumentOperation => {
    const entry = operationsOf(document).find((candidate) => candidate.name === name)
    if (entry === undefined) throw new Error(`/v2/openapi.json has no operation ${name}`)
    return entry
  }

  it.each(names)(
    "%s: no 500, every answer in the envelope and as declared",
    async (name) => {
      const entry = operationNamed(name)
      const definitions = document.components.schemas
      const fieldNames = fieldNamesOf(entry.operation, document)
      const callers = await callersOf(name)
      const seed = SEED + names.indexOf(name) * 10
      // Each database gets its own generated requests; the every-field spoiling starts from the same example.
      const generatedSeed = seed + DATABASE_KINDS.indexOf(kind) * 100_003
      const offenders: Array<string> = []
      let sent = 0
      // A connection the server closed after an answer shows up on a later call: name the calls before.
      const previous: Array<string> = []
      for (const [index, caller] of callers.entries()) {
        const cases = fc.sample(fuzzCases(entry.operation, definitions, caller.fixedPath), {
          numRuns: RUNS_PER_KIND,
          seed: generatedSeed + index,
        })
        // The most trusted caller reaches furthest: every field is spoiled in every way with its credentials.
        const example = fc.sample(validDraft(entry.operation, definitions, caller.fixedPath), {
          numRuns: 1,
          seed,
        })[0]!
        const everyField = index === callers.length - 1 ? everyFieldMutation(example) : []
        for (const { draft, mutation } of [...cases, ...everyField]) {
          const request = textRequestOf(draft, caller.credentials)
          const wire = wireOf(entry, request)
          const where = `${wire.method} ${wire.path} [${caller.label}; ${mutation}]`
          const answer = await send(server.url, wire).catch((error: unknown) => error as Error)
          sent += 1
          const offences =
            answer instanceof Error
              ? [
                  `no answer: ${String((answer.cause as Error | undefined)?.message ?? answer.message)} (the calls before: ${previous.slice(-3).join(" | ")})`,
                ]
              : offencesOf(validator, {
                  name,
                  answersFile: "file" in endpoints[name].answer,
                  request,
                  answer,
                  fieldNames,
                })
          for (const offence of offences) offenders.push(`${where} → ${offence}\n    request: ${shown(request)}`)
          previous.push(`${where} → ${answer instanceof Error ? "no answer" : answer.status}`)
        }
      }
      expect(sent).toBeGreaterThanOrEqual(RUNS_PER_KIND * callers.length)
      const report = [
        `${offenders.length} offending answers of ${sent} (FUZZ_SEED=${SEED}):`,
        ...offenders.slice(0, OFFENDERS_SHOWN),
      ].join("\n")
      expect(offenders, report).toEqual([])
    },
    120_000,
  )
})
