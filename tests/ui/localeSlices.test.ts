import { REFUSALS } from "@boleteria/core"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import spanish from "../../locales/es.json" with { type: "json" }
import { LAZY_PARTS, TEXT_SLICES } from "../../ui/src/app/lazyParts.js"
import { sliceJson } from "../../ui/localeSlices.mjs"

interface Output {
  readonly entryPoint?: string
  readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string }>
}
interface Metafile {
  readonly outputs: Readonly<Record<string, Output>>
}
/** ui/src/app/lazyParts.ts's parts, looked up by any output's entry point. */
const PART_SLICES: Readonly<Record<string, ReadonlyArray<keyof typeof TEXT_SLICES>>> = LAZY_PARTS
const SLICES: Readonly<Record<keyof typeof TEXT_SLICES, ReadonlyArray<string>>> = TEXT_SLICES
const lazyNamespaces: ReadonlyArray<string> = [...new Set(Object.values(SLICES).flat())]
/** A string in the bundle that starts with a lazily loaded namespace: a whole key, or a template's prefix. */
const KEY_LIKE = new RegExp(`["'\`]((?:${lazyNamespaces.join("|")})\\.[\\w.]*)`, "g")

/**
 * The keys the contract's refusals are declared with (core/src/contract/refusals.ts): the endpoint
 * table carries them into the shop (the catalogue's into the first download), but only the server
 * says them (in the answer's oData), so they are declarations there, never texts the shop looks up.
 */
const REFUSAL_DECLARATIONS: ReadonlySet<string> = new Set(
  REFUSALS.flatMap(({ fields: { key } }) => ("literals" in key ? (key.literals as ReadonlyArray<string>) : [])),
)

/** Whether `path` names a text or a group of texts of locales/es.json. */
const isTextPath = (path: string): boolean => {
  let node: unknown = spanish
  for (const part of path.replace(/\.$/, "").split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false
    node = (node as Record<string, unknown>)[part]
  }
  return true
}

/** The chunks `start` loads, statically (or also lazily), up to the entry of another part. */
const closure = (outputs: Metafile["outputs"], start: string, kinds: ReadonlyArray<string>): Set<string> => {
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file) || !file.endsWith(".js")) return
    if (file !== start && (outputs[file]?.entryPoint ?? "") in PART_SLICES) return
    seen.add(file)
    for (const imported of outputs[file]?.imports ?? []) if (kinds.includes(imported.kind)) walk(imported.path)
  }
  walk(start)
  return seen
}

describe("locale slices", () => {
  let outDir: string
  let meta: Metafile

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), "boleteria-slices-"))
    const { buildShop } = (await import("../../ui/build.mjs")) as { buildShop: (out: string) => Promise<Metafile> }
    meta = await buildShop(outDir)
  }, 120_000)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it("cut locales/*.json into slices that together hold every text, each namespace in the first download or in groups' slices", () => {
    for (const locale of ["es", "en"]) {
      const slice = (name: string) => JSON.parse(sliceJson(`locale-slice:${locale}/${name}`)) as object
      const base = Object.keys(slice("base"))
      expect(base.filter((namespace) => lazyNamespaces.includes(namespace))).toEqual([])
      expect(Object.assign({}, slice("base"), ...Object.keys(TEXT_SLICES).map(slice))).toEqual(
        JSON.parse(readFileSync(`locales/${locale}.json`, "utf8")),
      )
    }
  })

  it("give every chunk of the shop only text keys that are loaded before it runs", () => {
    const { outputs } = meta
    const entryOf = (pattern: (entry: string) => boolean) =>
      Object.keys(outputs).filter((file) => pattern(outputs[file]?.entryPoint ?? ""))
    const [main] = entryOf((entry) => entry === "ui/src/main.tsx")
    const firstDownload = closure(outputs, main!, ["import-statement"])
    /** Every chunk a part can load (lazily loaded pieces of it included) → the parts that load it. */
    const reach = new Map<string, Set<string>>()
    const parts = entryOf((entry) => entry in PART_SLICES)
    expect(parts).toHaveLength(Object.keys(PART_SLICES).length)
    for (const file of parts) {
      for (const chunk of closure(outputs, file, ["import-statement", "dynamic-import"]))
        reach.set(chunk, new Set([...(reach.get(chunk) ?? []), outputs[file]!.entryPoint!]))
    }

    const misplaced: Array<string> = []
    let keysSeen = 0
    for (const file of Object.keys(outputs).filter((path) => path.endsWith(".js"))) {
      const loaders = firstDownload.has(file) ? [] : [...(reach.get(file) ?? [])]
      // A chunk shared by several parts may use only the namespaces all of them load.
      const loaded = (namespace: string) =>
        loaders.length > 0 &&
        loaders.every((part) => PART_SLICES[part]!.some((slice) => SLICES[slice].includes(namespace)))
      for (const [, key] of readFileSync(file, "utf8").matchAll(KEY_LIKE)) {
        if (!isTextPath(key!) || REFUSAL_DECLARATIONS.has(key!)) continue
        keysSeen++
        if (!loaded(key!.split(".")[0]!))
          misplaced.push(
            `${file.replace(/.*\//, "")}: ${key} (loaded by: ${loaders.join(", ") || "the first download"})`,
          )
      }
    }
    expect(keysSeen).toBeGreaterThan(100)
    expect(misplaced).toEqual([])
  })
})
