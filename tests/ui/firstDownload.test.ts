import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildShop, staticClosure, type ShopMetafile } from "../../ui/build.mjs"

/**
 * What a browser fetches for `/` before anything else happens: the entry script and the
 * modulepreloads that index.html names, with everything they import statically. Its size is
 * measured as Chromium fetches it (tests/e2e/serverRendering.test.ts, 125 KB); this says which
 * code must never be in it, module by module.
 */
describe("the shop's first download", () => {
  let outDir: string
  let outputs: ShopMetafile["outputs"]
  let firstDownload: ReadonlyArray<string>

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), "boleteria-first-download-"))
    outputs = (await buildShop(outDir)).outputs
    const html = readFileSync(join(outDir, "index.html"), "utf8")
    const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) =>
      relative(".", join(outDir, match[1]!)),
    )
    const seen = new Set<string>()
    for (const file of named) staticClosure(outputs, file, seen)
    firstDownload = [...seen]
  }, 120_000)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it("leaves xstate and the purchase machines for later (they load when first needed)", () => {
    const inputs = firstDownload.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
    expect(inputs.filter((input) => input.includes("node_modules/xstate/") || input.endsWith(".machine.ts"))).toEqual(
      [],
    )
    expect(inputs.some((input) => input.includes("node_modules/react-dom/"))).toBe(true)
  })

  it("leaves Effect, its schemas and the endpoint table for later (the shop's services load them when first needed)", () => {
    const inputs = firstDownload.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
    expect(
      inputs.filter((input) => input.includes("node_modules/effect/") || input.includes("/contract/endpoints/")),
    ).toEqual([])
  })
})
