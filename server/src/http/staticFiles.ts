import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, sep } from "node:path"
import type { Hono } from "hono"
import type { ServerDeps } from "../deps.js"

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

/** A file under `root`, or null; `..` can never leave the folder. */
const fileUnder = (root: string, urlPath: string): string | null => {
  const path = normalize(join(root, decodeURIComponent(urlPath)))
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

/** Posters, and the built shop with history-mode fallback to index.html. */
export const serveFiles = (app: Hono, deps: ServerDeps): void => {
  app.get("/posters/*", (c) => {
    const path = fileUnder(deps.postersDir, c.req.path.slice("/posters/".length))
    return path === null ? c.notFound() : send(path, false)
  })
  if (deps.publicDir === null) return
  const publicDir = deps.publicDir
  app.get("*", (c) => {
    const path = fileUnder(publicDir, c.req.path.slice(1))
    // esbuild names built files name-HASH.ext (8 characters of A–Z and 0–9): those never change.
    if (path !== null) return send(path, /-[A-Z0-9]{8}\.(js|css|svg|png|woff2)$/.test(path))
    const index = join(publicDir, "index.html")
    return existsSync(index) ? send(index, false) : c.notFound()
  })
}
