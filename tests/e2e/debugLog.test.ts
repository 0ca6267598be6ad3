import { createSecretRedactor, MACHINE_NAMES, PERSISTED_KEYS } from "@boleteria/core"
import type { Locator } from "playwright-core"
import { expect, it } from "vitest"
import { fileLines } from "../../core/src/cli/fileLines.js"
import { runReplayCli } from "../../core/src/cli/run.js"
import { openBillboard, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES, startingWith } from "./support/texts.js"
import { checkOutAs, holdSeatsOfListedShow, payApproved } from "./support/purchase.js"

/** The shop's KeyValueStore keeps SPEC §3's keys in localStorage under this prefix, as JSON. */
const STORAGE_PREFIX = "boleteria."

/** What the page holds at one moment: the persisted keys, and each machine's state as the debug panel shows it. */
const pageState = (tab: ShopTab, panel: Locator) =>
  Promise.all([
    tab.page.evaluate((prefix) => {
      const stored: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(localStorage) as Array<[string, string]>)
        if (key.startsWith(prefix)) stored[key.slice(prefix.length)] = JSON.parse(value)
      return stored
    }, STORAGE_PREFIX),
    panel.locator("dl dd").allTextContents(),
  ])

interface ReplayedByCli {
  readonly steps: ReadonlyArray<{ readonly states: Record<string, unknown> }>
  readonly persisted: Record<string, unknown>
}

/** `boleteria-replay <file> --json`, the command's own code run here, on the downloaded file: a line per step, then the persisted keys. */
const replayWithCli = async (path: string): Promise<ReplayedByCli> => {
  const out: Array<string> = []
  const errors: Array<string> = []
  const code = await runReplayCli([path, "--json"], {
    lines: fileLines,
    out: (text) => void out.push(text),
    err: (text) => void errors.push(text),
  })
  expect(errors).toEqual([])
  expect(code).toBe(0)
  const lines = out
    .join("")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const { persisted } = lines.pop() as { persisted: Record<string, unknown> }
  return { steps: lines as unknown as ReplayedByCli["steps"], persisted }
}

describeInChromium("the debug panel's event log in Chromium", (suite) => {
  const SHOW = { es: "Humor en cuotas", en: "Sobremesa" } as const

  it.each(LOCALES)(
    "%s: a whole purchase's downloaded log replays to the page's final state",
    async (locale) => {
      const customer = await suite.server().signUp()
      // Wide enough that the panel (480 px at the right) leaves the shop's own columns uncovered.
      const tab = await suite.newTab(locale, { viewport: { width: 2400, height: 1000 } })
      const { page, t } = tab

      await openBillboard(tab)
      await page.goto(`${tab.origin}/?debug=1`)
      const panel = page.getByRole("dialog", { name: startingWith(t("debug.title")) })
      await panel.waitFor()
      await holdSeatsOfListedShow(tab, SHOW[locale])
      await checkOutAs(tab, customer)
      await payApproved(tab)

      // Paid: the clock has stopped, so nothing changes between these readings and the download.
      const before = await pageState(tab, panel)
      // The shopper's own copy: name and e-mail kept; the session token and purchase key still references.
      await panel.getByRole("checkbox", { name: t("debug.keepPersonalData") }).check()
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("button", { name: t("debug.download") }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.jsonl$/)
      const replayed = await replayWithCli(await download.path())
      const [stored, shownStates] = await pageState(tab, panel)
      expect([stored, shownStates]).toEqual(before)

      expect(replayed.steps.length).toBeGreaterThan(10)
      expect(replayed.persisted.user, "the log carries the login").not.toBeNull()
      // One login and one purchase: the first token and the first purchase key, in storage as in the log.
      const asLogged = createSecretRedactor()(stored)
      for (const key of PERSISTED_KEYS) expect(replayed.persisted[key], `persisted key ${key}`).toEqual(asLogged[key])
      const finalStates = replayed.steps.at(-1)!.states
      expect(shownStates).toEqual(MACHINE_NAMES.map((name) => JSON.stringify(finalStates[name])))
    },
    90_000,
  )
})
