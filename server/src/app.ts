import { endpoints, openApiDocument, type Endpoint } from "@boleteria/core"
import { Hono, type Context } from "hono"
import { compress } from "hono/compress"
import type { ServerDeps } from "./deps.js"
import { registerHealth } from "./http/health.js"
import { limitBody } from "./http/bodyLimit.js"
import { honoPath } from "./http/endpointRoutes.js"
import { answerProblem, HttpProblem, notFound } from "./http/problems.js"
import { requestLog } from "./http/requestLog.js"
import { serveFiles } from "./http/staticFiles.js"
import { registerTrackingPixel } from "./http/trackingPixel.js"
import { registerWidget } from "./http/widget.js"
import { registerRoutes } from "./routes/index.js"
import { timeInsideCalls } from "./routes/insideLatency.js"

/**
 * The largest request body, unless its endpoint declares more (LARGER_BODIES). The largest
 * legitimate ones, a sign-up or a take of 100 seats, are a few KB; 64 KiB leaves them room many
 * times over and refuses a body of megabytes before anything reads it: by its Content-Length, or,
 * for a chunked body, as soon as the bytes counted pass it.
 */
const MAX_BODY_BYTES = 64 * 1024

/**
 * The calls whose endpoint declares a larger body (a support log, up to 4 MiB), by method and path:
 * read from the endpoint table, so the limit is declared once, beside the call.
 */
const LARGER_BODIES: ReadonlyArray<{ readonly method: string; readonly path: RegExp; readonly maxSize: number }> = (
  Object.values(endpoints) as ReadonlyArray<Endpoint>
).flatMap((endpoint) =>
  endpoint.maxBodyBytes === undefined
    ? []
    : [
        {
          method: endpoint.method,
          path: new RegExp(`^${honoPath(endpoint.path).replace(/:[^/]+/gu, "[^/]+")}$`, "u"),
          maxSize: endpoint.maxBodyBytes,
        },
      ],
)

const maxBodyOf = (c: Context): number =>
  LARGER_BODIES.find((call) => call.method === c.req.method && call.path.test(c.req.path))?.maxSize ?? MAX_BODY_BYTES

/**
 * The refused body stays unread, so the connection closes after the answer: a keep-alive client
 * must not send its next call on it, which the server drops once it gives up draining the rest.
 */
const TOO_LARGE_HEADERS = { Connection: "close" }

/** The whole HTTP surface: /v2 and /v3 of SPEC §7, the OpenAPI document, the browser pages, posters, the shop, and /health. */
export const createApp = (deps: ServerDeps): Hono => {
  const app = new Hono()
  registerHealth(app, deps.db)
  registerTrackingPixel(app)
  app.use("*", requestLog(deps.log))
  app.use(
    "*",
    limitBody({
      maxSizeOf: maxBodyOf,
      onError: (c, maxSize) =>
        answerProblem(
          c,
          new HttpProblem(413, "problems.request.tooLarge", {
            params: { maxKb: maxSize / 1024 },
            headers: TOO_LARGE_HEADERS,
          }),
        ),
    }),
  )
  app.use("*", timeInsideCalls(deps))
  // The arena's seat map is 1.7 MB of JSON and the shop's scripts are text: both shrink several times over.
  app.use("*", compress())
  app.onError((error, c) => {
    // The refusal is written here, in the caller's language: the code that threw it does not know it.
    if (error instanceof HttpProblem) return answerProblem(c, error)
    deps.log({ level: "error", path: c.req.path, error: error.name, message: error.message })
    return answerProblem(c, new HttpProblem(500, "problems.unexpected"))
  })
  registerWidget(app)
  registerRoutes(app, deps)
  app.get("/v2/openapi.json", (c) => c.json(openApiDocument()))
  app.all("/v2/*", (c) => answerProblem(c, notFound("problems.request.noSuchRoute")))
  app.all("/v3/*", (c) => answerProblem(c, notFound("problems.request.noSuchRoute")))
  serveFiles(app, deps)
  return app
}
