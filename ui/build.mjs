// The storefront bundle: esbuild + vanilla-extract, hashed file names, code split by
// route group (browse, checkout, account are lazy chunks), everything served locally.
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin"
import { build, context } from "esbuild"
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { basename, join, relative } from "node:path"
import { localeSlicesEsbuildPlugin } from "./localeSlices.mjs"

const OUT = "ui/dist"

const optionsFor = (out) => ({
  entryPoints: { main: "ui/src/main.tsx" },
  bundle: true,
  splitting: true,
  format: "esm",
  outdir: join(out, "assets"),
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  assetNames: "[name]-[hash]",
  minify: true,
  sourcemap: true,
  metafile: true,
  target: "es2022",
  jsx: "automatic",
  legalComments: "none",
  alias: {
    "@boleteria/core/http": "./core/src/http/index.ts",
    "@boleteria/core": "./core/src/index.ts",
    "@boleteria/adapters": "./adapters/src/index.ts",
  },
  define: { "process.env.NODE_ENV": '"production"' },
  loader: { ".svg": "file", ".png": "file", ".woff2": "file" },
  plugins: [vanillaExtractPlugin({ identifiers: "short" }), localeSlicesEsbuildPlugin()],
  logLevel: "warning",
})

/** The JS files `file` imports statically, itself included: what the browser fetches before running it. */
export const staticClosure = (outputs, file, seen = new Set()) => {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const imported of outputs[file].imports)
    if (imported.kind === "import-statement") staticClosure(outputs, imported.path, seen)
  return seen
}

/**
 * index.html names the hashed entry script and every stylesheet: esbuild gives each
 * lazy chunk its own CSS but does not load it with the chunk, and all of it is small.
 * The browse chunk (the billboard, where most visits start) and its imports are preloaded
 * beside the entry: otherwise the browser finds them only after running the entry, one round of
 * requests each, and the billboard's first card waits for both rounds.
 */
const writeIndex = (metafile, out) => {
  const outputs = Object.entries(metafile.outputs)
  const entryOf = (source) => outputs.find(([, output]) => output.entryPoint === source)?.[0]
  const script = entryOf("ui/src/main.tsx")
  const browse = entryOf("ui/src/pages/browse/BrowsePages.tsx")
  if (script === undefined || browse === undefined) throw new Error("ui build: no entry or browse output")
  const firstDownload = staticClosure(metafile.outputs, script)
  const preloads = [...staticClosure(metafile.outputs, browse)]
    .filter((file) => !firstDownload.has(file))
    .map((file) => `<link rel="modulepreload" href="/assets/${basename(file)}">`)
  const styles = outputs
    .map(([file]) => file)
    .filter((file) => file.endsWith(".css"))
    .map((file) => `<link rel="stylesheet" href="/assets/${basename(file)}">`)
  const template = readFileSync("ui/index.html", "utf8")
  const html = template
    .replace("<!-- styles -->", styles.join("\n    "))
    .replace(
      "<!-- script -->",
      [`<script type="module" src="/assets/${basename(script)}"></script>`, ...preloads].join("\n    "),
    )
  writeFileSync(join(out, "index.html"), html)
}

const WIDGET_ENTRY = "ui/src/widget/tickets.ts"

/**
 * The embeddable widget (docs/widget.md) into `out`, beside the shop: its module with what it
 * imports (widget/, hashed, no React) and the loader, /widget.js, which names the module's hashed
 * path and so keeps one address organisers paste. Answers both files and the module's metafile.
 */
export const buildWidget = async (out = OUT) => {
  const { alias, define, target } = optionsFor(out)
  const common = {
    bundle: true,
    minify: true,
    metafile: true,
    target,
    alias,
    legalComments: "none",
    logLevel: "warning",
  }
  const widget = await build({
    ...common,
    define,
    entryPoints: { tickets: WIDGET_ENTRY },
    format: "esm",
    // Split as the shop is: a single file would wrap each module in esbuild's lazy initialisers (+0.8 KB).
    splitting: true,
    outdir: join(out, "widget"),
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    plugins: [localeSlicesEsbuildPlugin()],
  })
  const outputs = widget.metafile.outputs
  const module = Object.keys(outputs).find((file) => outputs[file].entryPoint === WIDGET_ENTRY)
  if (module === undefined) throw new Error("widget build: no module output")
  const loader = join(out, "widget.js")
  await build({
    ...common,
    define: { ...define, WIDGET_MODULE: JSON.stringify(`/${relative(out, module)}`) },
    entryPoints: ["ui/src/widget/loader.ts"],
    format: "iife",
    outfile: loader,
  })
  return { loader, module, outputs }
}

const REPLAY_ENTRY = "ui/src/replay/main.tsx"

/**
 * The replay viewer (/replay, docs/replay.md) into `out`/replay, beside the shop: a build of its
 * own, so nothing of it (nor a chunk it shares with the shop) changes what the shop's pages load.
 * The server serves replay.html with the tenant's script, as it serves index.html.
 */
export const buildReplay = async (out = OUT) => {
  const result = await build({ ...optionsFor(out), entryPoints: { replay: REPLAY_ENTRY }, outdir: join(out, "replay") })
  const outputs = Object.entries(result.metafile.outputs)
  const script = outputs.find(([, output]) => output.entryPoint === REPLAY_ENTRY)?.[0]
  if (script === undefined) throw new Error("replay build: no entry output")
  const asset = (file) => `/${relative(out, file)}`
  const styles = outputs
    .map(([file]) => file)
    .filter((file) => file.endsWith(".css"))
    .map((file) => `<link rel="stylesheet" href="${asset(file)}">`)
  const html = readFileSync("ui/replay.html", "utf8")
    .replace("<!-- styles -->", styles.join("\n    "))
    .replace("<!-- script -->", `<script type="module" src="${asset(script)}"></script>`)
  writeFileSync(join(out, "replay.html"), html)
}

const RENDER_ENTRY = "ui/src/ssr/render.tsx"

/**
 * The server's renderer of catalogue pages (ui/src/ssr, docs/server-rendering.md) into
 * `out`/server/render.cjs: the shop's own components for Node, one file with what it imports (it
 * runs from wherever the shop was copied), class names as the browser's bundle has them (the same
 * vanilla-extract plugin and identifiers). CommonJS, as react-dom/server is: the server requires it,
 * outside any ESM loader (a test runner's). The server never serves this folder.
 */
export const buildPageRenderer = async (out = OUT) => {
  const { alias, define, loader, plugins, target } = optionsFor(out)
  await build({
    entryPoints: { render: RENDER_ENTRY },
    bundle: true,
    platform: "node",
    format: "cjs",
    target,
    outdir: join(out, "server"),
    outExtension: { ".js": ".cjs" },
    // The shop's images are addresses (the browser build names them): here only the strings matter.
    assetNames: "[name]-[hash]",
    alias,
    define,
    loader,
    plugins,
    sourcemap: true,
    legalComments: "none",
    logLevel: "warning",
  })
}

/** Builds the shop into `out` (ui/dist unless told), emptied first; answers esbuild's metafile. */
export const buildShop = async (out = OUT) => {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  if (existsSync("ui/public")) cpSync("ui/public", out, { recursive: true })
  const result = await build(optionsFor(out))
  writeIndex(result.metafile, out)
  writeFileSync(join(out, "meta.json"), JSON.stringify(result.metafile))
  await buildWidget(out)
  await buildReplay(out)
  await buildPageRenderer(out)
  console.log(`ui: built the shop, its widget, the replay viewer and the page renderer into ${out}`)
  return result.metafile
}

/** `npm run dev`: rebuilds on every change; the running server serves ui/dist. */
export const watchShop = async () => {
  await buildShop()
  const options = optionsFor(OUT)
  const ctx = await context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: "index",
        setup: (b) => b.onEnd((r) => r.metafile && r.errors.length === 0 && writeIndex(r.metafile, OUT)),
      },
    ],
  })
  await ctx.watch()
  return ctx
}
