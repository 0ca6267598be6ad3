// The shop's texts ship in slices: the namespaces only one lazily loaded part reads load with
// that part's chunk; every other namespace ships with the first download. A `locale-slice:<locale>/<slice>`
// module is cut from locales/<locale>.json when the shop is built (esbuild) or tested (Vite),
// so locales/es.json and locales/en.json stay the one place each text is written.
import { readFileSync } from "node:fs"

/**
 * A lazily loaded part of the shop (a route group, the function pages) → the namespaces only it
 * reads (a namespace two parts read is in both: loading it twice merges the same texts). `base`
 * is every other namespace. tests/ui/localeSlices.test.ts checks the built chunks against this table.
 */
export const LAZY_SLICES = {
  info: ["info"],
  account: ["account", "signUp", "externalLogin"],
  // The checkout keeps the waiting room's turn clock on screen (ui/src/pages/checkout/buy/CheckoutTurnClock.tsx).
  checkout: ["checkout", "signUp", "queue"],
  // The waiting room (ui/src/pages/queue) loads with the function pages' texts: the turn's clock shows there next.
  function: ["function", "queue"],
  // With the purchase machines (ui/src/app/purchaseMachinesChunk.ts): the shell shows their messages.
  // Pages that wait for them ("live" in ui/src/app/routes.ts) get these texts with them; the function
  // and promotion pages, which wake them, load these texts with their own (BrowsePages.tsx). The hold's
  // extension shows only while a purchase runs, so with the machines (ui/src/components/HoldExtension.tsx).
  purchase: ["payment", "holdExtension"],
  // The server's refusals and its few sentence answers (a subscription's thanks): it writes them in
  // the shopper's language (the answer's oData, which the shop shows: core's failureMessageOf), so
  // no part of the shop loads them.
  server: ["problems", "answers"],
  // The embeddable widget's (ui/src/widget): its own bundle loads them, the shop never does.
  widget: ["widget"],
}

const SLICE_ID = /^locale-slice:([a-z]{2})\/(\w+)$/
const lazyNamespaces = new Set(Object.values(LAZY_SLICES).flat())
const localeFile = (locale) => new URL(`../locales/${locale}.json`, import.meta.url)

/** The texts of one slice of one language, as JSON. */
export const sliceJson = (id) => {
  const match = SLICE_ID.exec(id)
  if (match === null) throw new Error(`locale slices: "${id}" is not locale-slice:<locale>/<slice>`)
  const [, locale, slice] = match
  if (slice !== "base" && !(slice in LAZY_SLICES))
    throw new Error(`locale slices: no slice "${slice}" (have base, ${Object.keys(LAZY_SLICES).join(", ")})`)
  const texts = JSON.parse(readFileSync(localeFile(locale), "utf8"))
  const wanted =
    slice === "base"
      ? (namespace) => !lazyNamespaces.has(namespace)
      : (namespace) => LAZY_SLICES[slice].includes(namespace)
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
