import {
  callerOf,
  decodeRequest,
  endpoints,
  isFileAnswer,
  isMessageKey,
  isRefusal,
  refusalAnswer,
  refusalClassOf,
  type Access,
  type AnswerOf,
  type DecodedRequestOf,
  type DownloadedFile,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type Refusal,
} from "@boleteria/core"
import * as Result from "effect/Result"
import type { Context, Hono } from "hono"
import { pdfResponse } from "../pdf/document.js"
import { ok } from "./envelope.js"
import { answerProblem, fieldProblem, HttpProblem, unauthorized } from "./problems.js"

/**
 * What the server does for one endpoint: its request decoded by the table's schemas in, its answer
 * out (oData, or a file), or one of the contract's refusals, which only this module turns into a
 * status and an answer. The Hono Context is there for the few that need the client's address.
 */
type Handler<E> = (request: DecodedRequestOf<E>, c: Context) => Promise<AnswerOf<E> | Refusal>

/** A handler for every endpoint of the table, each typed by its endpoint's answer. */
export type ServerHandlers = { readonly [N in EndpointName]: Handler<Endpoints[N]> }

/** Names that are not endpoints of the table: a map carrying one does not compile. */
type NoExtraHandlers<H> = { readonly [Name in Exclude<keyof H, EndpointName>]: never }

/** How a refusal names the purchase key's header, for developers. */
const PURCHASE_KEY_FIELD = "X-Clave-Proceso"

/** `/v2/Funcion/{idFuncion}` in Hono's syntax: `/v2/Funcion/:idFuncion`. */
export const honoPath = (path: string): string => path.replace(/\{([^}]+)\}/gu, ":$1")

const needsToken = (access: Access): boolean => access === "customer" || access === "customerPurchase"
const needsKey = (access: Access): boolean => access === "purchase" || access === "customerPurchase"

/** A purchase call without a process in its path, or with id 0, starts one: there is no key yet. */
const startsPurchase = (request: DecodedRequestOf<Endpoint>): boolean =>
  ((request as { readonly path?: { readonly idProcesoDeCompra?: number } }).path?.idProcesoDeCompra ?? 0) === 0

const jsonBody = async (c: Context): Promise<unknown> => {
  const text = await c.req.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw fieldProblem("body", "problems.request.notJson")
  }
}

/**
 * The request decoded with the endpoint's schemas (a 400 names the first bad field and says what is
 * wrong as the shop's form would), after what its access asks the caller to bring: a token (401,
 * before the body is even read, so a shopper whose session ended is sent to login rather than shown
 * a field's error) and the purchase's key (403). Whether the token and the key are good is the
 * handler's to judge.
 */
const decoded = async (c: Context, endpoint: Endpoint): Promise<DecodedRequestOf<Endpoint>> => {
  const header = (name: string) => c.req.header(name)
  if (needsToken(endpoint.access) && callerOf(header).token === null) throw unauthorized()
  const result = decodeRequest(endpoint, {
    params: c.req.param(),
    query: c.req.query(),
    header,
    body: endpoint.body === undefined ? undefined : await jsonBody(c),
  })
  if (Result.isFailure(result)) {
    const { field, message } = result.failure
    // A rule's message key says what is wrong in the shopper's words; a schema's own words would not.
    throw fieldProblem(field, isMessageKey(message) ? message : "problems.request.invalidValue")
  }
  const request = result.success
  if (needsKey(endpoint.access) && !startsPurchase(request) && request.caller.purchaseKey === null)
    throw new HttpProblem(403, "problems.purchase.keyMissing", { field: PURCHASE_KEY_FIELD })
  return request
}

type AnyHandler = (request: DecodedRequestOf<Endpoint>, c: Context) => Promise<unknown>

/** A refusal as HTTP: the status its declaration carries, its key and values, and a 429's Retry-After. */
export const problemOf = (refusal: Refusal): HttpProblem => {
  const { status } = refusalAnswer(refusalClassOf(refusal))
  const retryAfter = "retryAfterSeconds" in refusal ? refusal.retryAfterSeconds : undefined
  return new HttpProblem(status, refusal.key, {
    ...(refusal.params === undefined ? {} : { params: refusal.params }),
    ...(refusal.field === undefined ? {} : { field: refusal.field }),
    ...(retryAfter === undefined ? {} : { headers: { "Retry-After": String(retryAfter) } }),
  })
}

/**
 * The answer goes out as the handler gave it, not encoded again: the handler's type already holds it
 * to the endpoint's schema, and the take is the hot path of an on-sale day.
 */
const serve = async (c: Context, endpoint: Endpoint, handler: AnyHandler): Promise<Response> => {
  const answer = await handler(await decoded(c, endpoint), c)
  if (isRefusal(answer)) return answerProblem(c, problemOf(answer))
  if (!isFileAnswer(endpoint.answer)) return ok(c, answer)
  const { bytes, fileName } = answer as DownloadedFile
  return pdfResponse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName)
}

/**
 * Registers every endpoint of the table with its handler: the path, the method, the decoding and the
 * access rule all come from the table, never from a second description. A known path called with
 * another method answers 405 naming the methods it takes.
 */
export const registerEndpoints = <H extends ServerHandlers>(app: Hono, handlers: H & NoExtraHandlers<H>): void => {
  const methodsByPath = new Map<string, Array<string>>()
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, Endpoint]>) {
    const handler = handlers[name] as unknown as AnyHandler
    app.on(endpoint.method, honoPath(endpoint.path), (c) => serve(c, endpoint, handler))
    methodsByPath.set(endpoint.path, [...(methodsByPath.get(endpoint.path) ?? []), endpoint.method])
  }
  for (const [path, methods] of methodsByPath) {
    const allowed = methods.join(", ")
    app.all(honoPath(path), (c) =>
      answerProblem(
        c,
        new HttpProblem(405, "problems.request.methodNotAllowed", {
          params: { methods: allowed },
          headers: { Allow: allowed },
        }),
      ),
    )
  }
}

/**
 * A browser page outside the table (the card provider's return pages), described like an endpoint
 * so its path is decoded the same way; it answers a page or a redirect, not the envelope.
 */
export const registerPage = <E extends Endpoint>(
  app: Hono,
  page: E,
  handler: (request: DecodedRequestOf<E>, c: Context) => Promise<Response | Refusal>,
): void => {
  app.on(page.method, honoPath(page.path), async (c) => {
    const answer = await handler((await decoded(c, page)) as DecodedRequestOf<E>, c)
    return isRefusal(answer) ? answerProblem(c, problemOf(answer)) : answer
  })
}
