import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildWidget, staticClosure, type WidgetBuild } from "../../ui/build.mjs"

/** Issue 24's budgets for the embeddable widget, gzipped one file at a time as the server sends them. */
const LOADER_BUDGET_BYTES = 2 * 1024
const BEFORE_FIRST_CLICK_BUDGET_BYTES = 40 * 1024

const gzipped = (files: Iterable<string>): number =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0)

/**
 * What an organiser's page downloads for the widget: /widget.js, on every visit, and before the
 * first click on "Buy" the widget's module with everything it imports statically (the shop itself
 * loads in the dialog only after the click).
 */
describe("the widget's download", () => {
  let outDir: string
  let widget: WidgetBuild
  let beforeFirstClick: ReadonlyArray<string>

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), "boleteria-widget-"))
    widget = await buildWidget(outDir)
    beforeFirstClick = [widget.loader, ...staticClosure(widget.outputs, widget.module)]
  }, 120_000)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it("has a loader within 2 KB gzipped, which names the module it loads", () => {
    expect(gzipped([widget.loader])).toBeLessThanOrEqual(LOADER_BUDGET_BYTES)
    expect(readFileSync(widget.loader, "utf8")).toContain(`/widget/${widget.module.split("/").at(-1)}`)
  })

  it("loads within 40 KB gzipped before the first click", () => {
    expect(beforeFirstClick.length).toBeGreaterThan(1)
    expect(gzipped(beforeFirstClick)).toBeLessThanOrEqual(BEFORE_FIRST_CLICK_BUDGET_BYTES)
  })

  it("carries no React and no machine: core's rules and contract, and the DOM", () => {
    const inputs = beforeFirstClick.flatMap((file) => Object.keys(widget.outputs[file]?.inputs ?? {}))
    expect(inputs.some((input) => input.startsWith("core/src/rules/functionAvailability"))).toBe(true)
    expect(inputs.filter((input) => /node_modules\/(react|react-dom|xstate)\//.test(input))).toEqual([])
  })
})
