import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, sep } from "node:path"
import type { TenantConfig } from "@boleteria/core"
import type { Hono } from "hono"
import type { ServerDeps } from "../deps.js"
import { publishedTenant } from "../tenant.js"
import { pageRenderer, RENDERER_DIR } from "./pageRenderer.js"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
}

/** What a path names, or null for a malformed escape (`%E0%A4%A`), which names no file. */
const decodedPath = (urlPath: string): string | null => {
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return null
  }
}

/** A file under `root`, or null; `..` can never leave the folder. */
const fileUnder = (root: string, urlPath: string): string | null => {
  const decoded = decodedPath(urlPath)
  if (decoded === null) return null
  const path = normalize(join(root, decoded))
  if (!path.startsWith(normalize(root) + sep)) return null
  return existsSync(path) && statSync(path).isFile() ? path : null
}

const send = (path: string, immutable: boolean) =>
  new Response(readFileSync(path), {
    headers: {
      "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    },
  })

/**
 * The tenant configuration this server runs with, as an inert JSON script the shop reads at start,
 * so shop and server can never disagree. Every `<` is written as `\u003c` (the same string to
 * JSON.parse): no text in the configuration can close the script or open an HTML comment.
 */
const tenantScript = (tenant: TenantConfig): string => {
  const json = JSON.stringify(publishedTenant(tenant)).replaceAll("<", "\\u003c")
  return `<script type="application/json" id="tenant">${json}</script>`
}

/**
 * The shop's page with the tenant script at the end of its head; read on each request, as a rebuild
 * may replace it. A function inserts the script: a replacement string would read `$&` in it as a pattern.
 */
const pageWithTenant = (index: string, script: string): string =>
  readFileSync(index, "utf8").replace("</head>", () => `${script}\n  </head>`)

const sendIndex = (index: string, script: string) =>
  new Response(pageWithTenant(index, script), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
  })

/**
 * Posters, the built shop with history-mode fallback to index.html, and the replay viewer at /replay.
 * Catalogue pages come rendered (pageRenderer.ts); the renderer's own folder is never served.
 */
export const serveFiles = (app: Hono, deps: ServerDeps): void => {
  app.get("/posters/*", (c) => {
    const path = fileUnder(deps.postersDir, c.req.path.slice("/posters/".length))
    return path === null ? c.notFound() : send(path, false)
  })
  if (deps.publicDir === null) return
  const index = join(deps.publicDir, "index.html")
  const script = tenantScript(deps.tenant)
  const publicDir = deps.publicDir
  // The replay viewer (docs/replay.md): a page of its own bundle, with the same tenant as the shop.
  const replay = join(publicDir, "replay.html")
  app.get("/replay", (c) => (existsSync(replay) ? sendIndex(replay, script) : c.notFound()))
  const renderer = pageRenderer(join(publicDir, RENDERER_DIR))
  app.get("*", async (c) => {
    const path = c.req.path.startsWith(`/${RENDERER_DIR}/`) ? null : fileUnder(publicDir, c.req.path.slice(1))
    // esbuild names built files name-HASH.ext (8 characters of A–Z and 0–9): those never change.
    if (path !== null && path !== index) return send(path, /-[A-Z0-9]{8}\.(js|css|svg|png|woff2)$/.test(path))
    if (!existsSync(index)) return c.notFound()
    const rendered = await renderer.render(c, app, deps, pageWithTenant(index, script))
    return rendered ?? sendIndex(index, script)
  })
}
