// The shop's texts ship in slices (ui/src/app/lazyParts.ts says which namespaces load with which
// lazily loaded part; every other namespace ships with the first download). A
// `locale-slice:<locale>/<slice>` module is cut from locales/<locale>.json when the shop is built
// (esbuild) or tested (Vite), so locales/es.json and locales/en.json stay the one place each text is written.
import { transformSync } from "esbuild"
import { readFileSync } from "node:fs"

/** The table's module is pure data: with its types stripped, it runs as it is (Node 20 reads no TypeScript). */
const readTable = (url) => {
  const { code } = transformSync(readFileSync(url, "utf8"), { loader: "ts", format: "cjs" })
  const module = { exports: {} }
  new Function("module", "exports", code)(module, module.exports)
  return module.exports
}

const { TEXT_SLICES } = readTable(new URL("./src/app/lazyParts.ts", import.meta.url))

const SLICE_ID = /^locale-slice:([a-z]{2})\/(\w+)$/
const lazyNamespaces = new Set(Object.values(TEXT_SLICES).flat())
const localeFile = (locale) => new URL(`../locales/${locale}.json`, import.meta.url)

/** The texts of one slice of one language, as JSON. */
export const sliceJson = (id) => {
  const match = SLICE_ID.exec(id)
  if (match === null) throw new Error(`locale slices: "${id}" is not locale-slice:<locale>/<slice>`)
  const [, locale, slice] = match
  if (slice !== "base" && !(slice in TEXT_SLICES))
    throw new Error(`locale slices: no slice "${slice}" (have base, ${Object.keys(TEXT_SLICES).join(", ")})`)
  const texts = JSON.parse(readFileSync(localeFile(locale), "utf8"))
  const wanted =
    slice === "base"
      ? (namespace) => !lazyNamespaces.has(namespace)
      : (namespace) => TEXT_SLICES[slice].includes(namespace)
  return JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([namespace]) => wanted(namespace))))
}

/** For ui/build.mjs. */
export const localeSlicesEsbuildPlugin = () => ({
  name: "locale-slices",
  setup(build) {
    build.onResolve({ filter: SLICE_ID }, (args) => ({ path: args.path, namespace: "locale-slice" }))
    build.onLoad({ filter: /.*/, namespace: "locale-slice" }, (args) => ({
      contents: sliceJson(args.path),
      loader: "json",
      watchFiles: [localeFile(SLICE_ID.exec(args.path)[1]).pathname],
    }))
  },
})

/** For vitest.config.ts. */
export const localeSlicesVitePlugin = () => ({
  name: "locale-slices",
  resolveId: (id) => (SLICE_ID.test(id) ? `\0${id}` : null),
  load: (id) => (id.startsWith("\0locale-slice:") ? `export default ${sliceJson(id.slice(1))}` : null),
})
