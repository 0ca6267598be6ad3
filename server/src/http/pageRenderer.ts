import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { PageRendererModule } from "@boleteria/core/http"
import type { Context, Hono } from "hono"
import type { ServerDeps } from "../deps.js"

/** The built shop's folder that holds its page renderer (ui/build.mjs buildPageRenderer): never served. */
export const RENDERER_DIR = "server"

/**
 * Catalogue pages (the billboard, a show, a venue, a function) rendered with the shop's own
 * components, loaded from the built shop on the first page asked for. Their reads go to this same
 * app in-process, carrying the shopper's connection (its address counts for the rate limits as the
 * browser's own calls would). A shop built without the renderer, or a page it does not render,
 * answers null: index.html then, drawn by the browser.
 */
export const pageRenderer = (dir: string) => {
  const file = join(dir, "render.cjs")
  let loaded: PageRendererModule | null | undefined
  const load = () => (loaded ??= existsSync(file) ? (createRequire(import.meta.url)(file) as PageRendererModule) : null)
  return {
    render: async (c: Context, app: Hono, deps: ServerDeps, template: string): Promise<Response | null> => {
      const renderer = load()
      if (renderer === null) return null
      const inProcess: typeof fetch = (input, init) => {
        const target = new URL(input instanceof Request ? input.url : String(input))
        // Its length said, the body is never read from the shopper's own connection (bodyLimit.ts).
        const headers = new Headers(init?.headers)
        if (typeof init?.body === "string") headers.set("content-length", String(Buffer.byteLength(init.body)))
        // Behind a trusted proxy the shopper's address is in its header: the reads count as theirs.
        const forwardedFor = c.req.header("x-forwarded-for")
        if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor)
        const call = new Request(new URL(target.pathname + target.search, c.req.url), { ...init, headers })
        return Promise.resolve(app.fetch(call, c.env))
      }
      try {
        return await renderer.renderPage({
          url: c.req.url,
          cookie: c.req.header("cookie") ?? null,
          tenant: deps.tenant,
          template,
          fetch: inProcess,
          now: deps.now(),
          onError: (error) => deps.log({ level: "error", path: c.req.path, error: "render", message: String(error) }),
        })
      } catch (error) {
        // The page is still served: the browser draws it from index.html.
        deps.log({ level: "error", path: c.req.path, error: "render", message: String(error) })
        return null
      }
    },
  }
}
