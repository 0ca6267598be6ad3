import type { AxeResults, RunOptions } from "axe-core"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

/** axe-core's own build, put into the page as a script: no network, the version package.json pins. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** WCAG 2.2 A and AA, as axe tags them; its experimental rules are off unless `rules` names them. */
export const WCAG_22_AA: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
  resultTypes: ["violations"],
}

export interface Violation {
  readonly rule: string
  readonly impact: string
  readonly targets: ReadonlyArray<string>
}

/**
 * axe on the page as it is now, over `within` (a selector; the whole document unless given):
 * answers the violations that stop a shopper (serious and critical).
 */
export const blockingViolations = async (
  page: Page,
  options: RunOptions = WCAG_22_AA,
  within: string | null = null,
): Promise<ReadonlyArray<Violation>> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE })
  const violations = await page.evaluate(
    async ([options, within]) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document | Element, options: RunOptions) => Promise<AxeResults> }
      }
      const results = await axe.run(within === null ? document : document.querySelector(within)!, options)
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? "unknown",
        targets: violation.nodes.slice(0, 4).map((node) => node.target.join(" ")),
      }))
    },
    [options, within] as const,
  )
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
}
