import { fromJsonLines, replayLog } from "@boleteria/core"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, expect, it } from "vitest"
import { blockingViolations, WCAG_22_AA } from "./support/axe.js"
import type { ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { startingWith } from "./support/texts.js"

const PAID = new URL("../../fixtures/logs/v2/paid-purchase.jsonl", import.meta.url)
const SUBMITTED = "payment.submitted"
/** The viewer's own page: the shop's screen is an inert frame of the shop's components, which the shop's own axe tests cover. */
const VIEWER_ONLY = { ...WCAG_22_AA, iframes: false }

/** The paid purchase's log with the paymentVerification state recorded at its payment altered: the replay parts there. */
const withAlteredPaymentState = (text: string): string =>
  text
    .split("\n")
    .map((line) => {
      if (!line.includes(`"type":"${SUBMITTED}"`)) return line
      const parsed = JSON.parse(line) as { states: Record<string, unknown> }
      return JSON.stringify({ ...parsed, states: { ...parsed.states, paymentVerification: "altered" } })
    })
    .join("\n")

describeInChromium("the replay viewer in Chromium", (suite) => {
  const folder = mkdtempSync(join(tmpdir(), "boleteria-replay-viewer-"))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const text = readFileSync(PAID, "utf8")
  const file = fromJsonLines(text)
  const paid = join(folder, "paid-purchase.jsonl")
  const altered = join(folder, "altered-purchase.jsonl")
  writeFileSync(paid, text)
  writeFileSync(altered, withAlteredPaymentState(text))
  const payment = file.entries.findIndex((entry) => entry.event.type === SUBMITTED)
  const paymentSeq = file.entries[payment]!.event.seq
  const replayedAtPayment = replayLog(file).steps[payment]!.snapshot.paymentVerification.value

  const timelineOf = ({ page, t }: ShopTab) =>
    page.getByRole("listbox", { name: startingWith(t("replay.timeline.label")) })
  const openFile = async (tab: ShopTab, path: string) => {
    await tab.page.getByLabel(tab.t("replay.open.file")).setInputFiles(path)
    await timelineOf(tab).waitFor()
  }
  const machineRow = ({ page }: ShopTab, machine: string) =>
    page.getByTestId("machine-states").getByRole("row", { name: new RegExp(`^${machine}`) })

  it("steps a recorded purchase to its payment with the keyboard, showing the checkout and the machines there", async () => {
    const tab = await suite.newTab("es")
    const { page, t } = tab
    await page.goto(`${tab.origin}/replay?lang=es`)
    await page.getByRole("heading", { name: t("replay.open.heading") }).waitFor()
    expect(await blockingViolations(page, VIEWER_ONLY), "the open screen").toEqual([])
    await openFile(tab, paid)
    expect(await page.getByTestId("divergence").count()).toBe(0)

    // The log opened, the keyboard is on its timeline: no Tab needed to start stepping.
    const timeline = timelineOf(tab)
    await expect.poll(() => timeline.evaluate((list) => list === document.activeElement)).toBe(true)
    for (let step = 0; step < payment; step++) await page.keyboard.press("ArrowDown")
    await page.getByRole("heading", { name: t("replay.step.heading", { seq: paymentSeq, type: SUBMITTED }) }).waitFor()
    await expect.poll(() => timeline.getByRole("option", { selected: true }).textContent()).toContain(SUBMITTED)

    const verification = machineRow(tab, "paymentVerification")
    expect(await verification.getByRole("cell").first().textContent()).toBe(JSON.stringify(replayedAtPayment))
    const screen = page.getByTestId("shop-screen")
    expect(await screen.getAttribute("inert")).not.toBeNull()
    const steps = page
      .frameLocator('[data-testid="shop-screen"]')
      .getByRole("list", { name: t("checkout.steps.label") })
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe(t("checkout.steps.payment"))

    // End and Home move to the ends; the screen's other width redraws the same step.
    await timeline.press("End")
    const { event: last } = file.entries.at(-1)!
    await page.getByRole("heading", { name: t("replay.step.heading", { seq: last.seq, type: last.type }) }).waitFor()
    await timeline.press("Home")
    await page.getByRole("button", { name: t("replay.screen.widthOption", { width: 1280 }) }).click()
    expect(await screen.getAttribute("data-width")).toBe("1280")

    expect(await blockingViolations(page, VIEWER_ONLY)).toEqual([])
  })

  it("flags the first event whose recorded state the replay does not reach, and goes to it", async () => {
    const tab = await suite.newTab("en")
    const { page, t } = tab
    await page.goto(`${tab.origin}/replay?lang=en`)
    await openFile(tab, altered)
    const banner = page.getByTestId("divergence")
    expect(await banner.textContent()).toContain(t("replay.divergence.banner", { seq: paymentSeq, type: SUBMITTED }))
    expect(await banner.getByRole("listitem").allTextContents()).toEqual([
      t("replay.divergence.machine", {
        machine: "paymentVerification",
        recorded: '"altered"',
        replayed: JSON.stringify(replayedAtPayment),
      }),
    ])
    await banner.getByRole("button", { name: t("replay.divergence.goTo") }).click()
    await page.getByRole("heading", { name: t("replay.step.heading", { seq: paymentSeq, type: SUBMITTED }) }).waitFor()
    const selected = timelineOf(tab).getByRole("option", { selected: true })
    expect(await selected.textContent()).toContain(t("replay.timeline.diverged"))
    expect(await machineRow(tab, "paymentVerification").textContent()).toContain(t("replay.step.differs"))
    expect(await blockingViolations(page, VIEWER_ONLY)).toEqual([])
  })
})
