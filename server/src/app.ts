import { Hono } from "hono"
import { compress } from "hono/compress"
import type { ServerDeps } from "./deps.js"
import { openApiDocument } from "./http/openapi.js"
import { HttpProblem } from "./http/problems.js"
import { requestLog } from "./http/requestLog.js"
import { Router } from "./http/router.js"
import { registerRoutes } from "./routes/index.js"
import { serveFiles } from "./http/staticFiles.js"

/** The whole HTTP surface: /v2 and /v3 of SPEC §7, the OpenAPI document, posters, and the shop. */
export const createApp = (deps: ServerDeps): Hono => {
  const app = new Hono()
  app.use("*", requestLog(deps.log))
  // The arena's seat map is 1.7 MB of JSON and the shop's scripts are text: both shrink several times over.
  app.use("*", compress())
  app.onError((error, c) => {
    if (error instanceof HttpProblem) return c.json({ nCode: error.status, oData: error.message }, error.status)
    deps.log({ level: "error", path: c.req.path, error: error.name, message: error.message })
    return c.json({ nCode: 500, oData: "Ocurrió un error inesperado. Probá de nuevo en unos minutos." }, 500)
  })
  const router = new Router(app)
  registerRoutes(router, deps)
  app.get("/v2/openapi.json", (c) => c.json(openApiDocument(router.routes)))
  app.all("/v2/*", (c) => c.json({ nCode: 404, oData: "Ruta inexistente" }, 404))
  app.all("/v3/*", (c) => c.json({ nCode: 404, oData: "Ruta inexistente" }, 404))
  serveFiles(app, deps)
  return app
}
