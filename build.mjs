// One build script for the project (DESIGN.md "build.mjs").
// Today it builds @boleteria/core as publishable ESM: one module per source file
// (so bundlers can drop what a front end does not use) plus .d.ts from tsc.
import { build } from "esbuild"
import { execFileSync } from "node:child_process"
import { readdirSync, rmSync } from "node:fs"
import { join, relative } from "node:path"

const coreSrc = "core/src"
const coreDist = "core/dist"

const sourcesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : []
  })

export const buildCore = async () => {
  rmSync(coreDist, { recursive: true, force: true })
  await build({
    entryPoints: sourcesUnder(coreSrc),
    outdir: coreDist,
    outbase: coreSrc,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    bundle: false,
    sourcemap: true,
    logLevel: "warning",
  })
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "core"], { stdio: "inherit" })
  console.log(`core: built ${sourcesUnder(coreSrc).length} modules into ${relative(".", coreDist)}`)
}

await buildCore()
