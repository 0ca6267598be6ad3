// One build script for the project (DESIGN.md "build.mjs"):
//   core    @boleteria/core as publishable ESM, one module per source file, + .d.ts from tsc
//   adapters @boleteria/adapters (the browser layers of core's ports), the same way
//   server  the reference server, one module per source file, run by `npm start`
//   ui      the storefront bundle (added with the shop)
//   seed    the demo database as `npm start` opens it on an empty DATA_DIR (server/src/db/seedSnapshot.ts)
// `node build.mjs` builds everything; `node build.mjs core` (or server, ui, …) builds one part.
// `node build.mjs --stale` (`npm install`, `npm start`) builds only the parts whose inputs changed since
// their last build, and no .d.ts: those are for the published package (core's prepack) and the type check
// (`tsc -b core adapters`).
// Each build leaves a stamp in its output folder: the hash of its inputs, so the same inputs stamp the same.
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
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
  // Loaded here, not at the top: `--stale` with nothing stale (a restart) never needs it.
  const { build } = await import("esbuild")
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

const tsc = (...args) =>
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", ...args], { stdio: "inherit" })

const buildCore = async ({ declarations }) => {
  const modules = await compileTree("core/src", "core/dist", "neutral")
  if (declarations) tsc("-p", "core")
  console.log(`core: built ${modules} modules into core/dist${declarations ? " with .d.ts" : ""}`)
}

const buildAdapters = async ({ declarations }) => {
  const modules = await compileTree("adapters/src", "adapters/dist", "browser")
  if (declarations) tsc("-b", "adapters")
  console.log(`adapters: built ${modules} modules into adapters/dist${declarations ? " with .d.ts" : ""}`)
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

const SEED_SNAPSHOT = "server/seed-snapshot"

/** Runs the built server's own code (so the server and core must be built): migrations and the undated seed. */
const buildSeed = async () => {
  rmSync(SEED_SNAPSHOT, { recursive: true, force: true })
  const { writeSeedSnapshot } = await import("./server/dist/db/seedSnapshot.js")
  await writeSeedSnapshot(SEED_SNAPSHOT, "fixtures")
  console.log(`seed: the migrated, seeded demo database into ${SEED_SNAPSHOT}`)
}

/** Every part is built from its inputs (folders or files), this script and the lockfile; in this order. */
const parts = {
  core: { build: buildCore, out: "core/dist", inputs: ["core/src"] },
  adapters: { build: buildAdapters, out: "adapters/dist", inputs: ["adapters/src"] },
  server: { build: buildServer, out: "server/dist", inputs: ["server/src"] },
  // The shop bundles core and adapters from source, and the locales.
  ui: { build: buildUi, out: "ui/dist", inputs: ["ui", "locales", "core/src", "adapters/src"] },
  // The snapshot holds what the migrations and the seed code make of the catalogue (with core's rules).
  seed: {
    build: buildSeed,
    out: SEED_SNAPSHOT,
    inputs: ["server/migrations", "fixtures/catalog", "server/src/db", "core/src"],
  },
}

/** Every file under `path` (or `path` itself), sorted; build outputs and installed packages are not inputs. */
const filesUnder = (path) => {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => name !== "dist" && name !== "node_modules")
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
}

const STAMP = ".build-stamp.json"

/** A hash of every input file's path and bytes. */
const stampOf = (inputs) => {
  const hash = createHash("sha256")
  for (const file of [...inputs, "build.mjs", "package-lock.json"].flatMap(filesUnder))
    hash.update(`${file}\0`).update(readFileSync(file)).update("\0")
  return JSON.stringify({ inputs: hash.digest("hex") })
}

const readStamp = (out) => {
  const file = join(out, STAMP)
  return existsSync(file) ? readFileSync(file, "utf8") : null
}

const args = process.argv.slice(2)
const staleOnly = args.includes("--stale")
// `npm install` (--install) is not failed by a part that does not build: it stays stale, and
// `npm start` builds it again and stops there, saying why.
const duringInstall = args.includes("--install")
const wanted = args.filter((arg) => !arg.startsWith("--"))
for (const [name, part] of Object.entries(parts)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue
  const stamp = stampOf(part.inputs)
  if (staleOnly && readStamp(part.out) === stamp) continue
  // A build that fails half-way leaves no stamp, so the next one starts over.
  rmSync(join(part.out, STAMP), { force: true })
  try {
    await part.build({ declarations: !staleOnly })
  } catch (error) {
    if (!duringInstall) throw error
    console.warn(`${name}: not built (npm start builds it again): ${String(error).split("\n")[0]}`)
    continue
  }
  mkdirSync(part.out, { recursive: true })
  writeFileSync(join(part.out, STAMP), stamp)
}
