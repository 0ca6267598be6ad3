import type * as Schema from "effect/Schema"
import type { Context, Hono } from "hono"
import { ok } from "./envelope.js"
import { unauthorized } from "./problems.js"
import { decodeBody } from "./validate.js"

export type Method = "get" | "post" | "delete"

export interface RouteSpec<B extends Schema.Decoder<unknown> | undefined = Schema.Decoder<unknown> | undefined> {
  readonly method: Method
  /** Hono path syntax: `/v2/Proceso/:idProcesoDeCompra/invalidar`. */
  readonly path: string
  readonly summary: string
  /** The shared contract schema of the JSON body; decoded (400 naming the field) before the handler runs. */
  readonly body?: B
  /** True when the route needs a bearer token. */
  readonly auth?: boolean
}

type BodyOf<B> = B extends Schema.Decoder<unknown> ? B["Type"] : undefined

/** Returns oData, which the router wraps in `{ nCode: 200, oData }`; or a Response for files. */
export type Handler<B> = (c: Context, body: BodyOf<B>) => Promise<unknown>

/**
 * Registers v2/v3 routes and remembers them, so /v2/openapi.json lists exactly the
 * routes that exist, with the same schemas the handlers decode with.
 */
export class Router {
  readonly routes: Array<RouteSpec> = []
  constructor(private readonly app: Hono) {}

  add<B extends Schema.Decoder<unknown> | undefined = undefined>(spec: RouteSpec<B>, handler: Handler<B>): void {
    this.routes.push(spec)
    this.app.on(spec.method.toUpperCase(), spec.path, async (c) => {
      // Without a token the answer is 401 whatever the body; the handler still checks the token itself.
      if (spec.auth === true && !/^Bearer\s+\S+$/i.test(c.req.header("authorization") ?? "")) throw unauthorized()
      const body = (spec.body === undefined ? undefined : await decodeBody(c, spec.body)) as BodyOf<B>
      const result = await handler(c, body)
      return result instanceof Response ? result : ok(c, result ?? null)
    })
  }
}
