// One build script for the project (DESIGN.md "build.mjs"):
//   core    @boleteria/core as publishable ESM, one module per source file, + .d.ts from tsc
//   adapters @boleteria/adapters (the browser layers of core's ports), the same way
//   server  the reference server, one module per source file, run by `npm start`
//   ui      the storefront bundle (added with the shop)
// `node build.mjs` builds everything; `node build.mjs core` (or server, ui) builds one part.
import { build } from "esbuild"
import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, rmSync } from "node:fs"
import { join, relative } from "node:path"

const sourcesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
  })

/** Compiles every file of `src` to `dist` without bundling, so relative paths (migrations) keep working. */
const compileTree = async (src, dist, platform) => {
  rmSync(dist, { recursive: true, force: true })
  const entryPoints = sourcesUnder(src)
  await build({
    entryPoints,
    outdir: dist,
    outbase: src,
    format: "esm",
    platform,
    target: "es2022",
    bundle: false,
    sourcemap: true,
    logLevel: "warning",
  })
  return entryPoints.length
}

const buildCore = async () => {
  const modules = await compileTree("core/src", "core/dist", "neutral")
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "core"], { stdio: "inherit" })
  console.log(`core: built ${modules} modules into core/dist`)
}

const buildAdapters = async () => {
  const modules = await compileTree("adapters/src", "adapters/dist", "browser")
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-b", "adapters"], { stdio: "inherit" })
  console.log(`adapters: built ${modules} modules into adapters/dist`)
}

const buildServer = async () => {
  if (!existsSync("server/src/main.ts")) return
  const modules = await compileTree("server/src", "server/dist", "node")
  console.log(`server: built ${modules} modules into ${relative(".", "server/dist")}`)
}

const buildUi = async () => {
  if (!existsSync("ui/build.mjs")) return
  const { buildShop } = await import("./ui/build.mjs")
  await buildShop()
}

const parts = { core: buildCore, adapters: buildAdapters, server: buildServer, ui: buildUi }
const wanted = process.argv.slice(2)
for (const [name, run] of Object.entries(parts)) {
  if (wanted.length === 0 || wanted.includes(name)) await run()
}
