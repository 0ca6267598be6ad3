// A Node module hook that runs the TypeScript sources in place, compiled file by file with esbuild:
// paths built from import.meta.url (migrations, fixtures, locales) stay right, unlike in a bundle.
// Use: `register("./lib/tsLoader.mjs", import.meta.url)` before importing any .ts module.
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { fileURLToPath, pathToFileURL } from "node:url"
import { transform } from "esbuild"

/** Tests and the server run core from source (vitest.config.ts says the same). */
const CORE_SOURCE = pathToFileURL(fileURLToPath(new URL("../../core/src/index.ts", import.meta.url))).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "@boleteria/core") return { url: CORE_SOURCE, shortCircuit: true }
  // Sources import "./x.js" (NodeNext); on disk it is ./x.ts.
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith(".js") && context.parentURL?.endsWith(".ts")) {
    const source = new URL(specifier.replace(/\.js$/, ".ts"), context.parentURL)
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true }
  }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return nextLoad(url, context)
  const path = fileURLToPath(url)
  const { code } = await transform(await readFile(path, "utf8"), {
    loader: "ts",
    format: "esm",
    target: "node20",
    sourcefile: path,
    sourcemap: "inline",
  })
  return { format: "module", source: code, shortCircuit: true }
}
