import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { holdSeatsOfListedShow } from "./support/purchase.js"
import { openBillboard, WIDTHS } from "./support/shopper.js"
import { describeInChromium, itInEachLanguage } from "./support/suite.js"

/** From a fresh 12-minute hold to the last 2 minutes, when the extension is offered. */
const TO_THE_ALERT_MS = 10 * 60_000 + 1_000
/** WCAG 2.5.8's minimum target. */
const MIN_TARGET_PX = 24

interface Box {
  readonly name: string
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /** How much of it its clipping ancestors show (0 when a menu item dropped out of the bar). */
  readonly shown: number
}

/** Every control of the top bar, where it is and how much of it shows. */
const barBoxes = (page: Page): Promise<ReadonlyArray<Box>> =>
  page.getByRole("banner").evaluate((banner) =>
    [...banner.querySelectorAll<HTMLElement>("a, button, input, [role='timer']")]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        let visible = { left: box.left, right: box.right }
        for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === "visible") continue
          const clip = parent.getBoundingClientRect()
          visible = { left: Math.max(visible.left, clip.left), right: Math.min(visible.right, clip.right) }
        }
        return {
          name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName,
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
          shown: box.width === 0 ? 0 : Math.round((Math.max(0, visible.right - visible.left) / box.width) * 100) / 100,
        }
      }),
  )

const sizeOf = async (control: Locator) => {
  const box = await control.boundingBox()
  if (box === null) throw new Error("the control is not on screen")
  return box
}

describeInChromium("the top bar with a hold running in Chromium", (suite) => {
  itInEachLanguage(
    "at 1280 and 375 px the extension button moves nothing in the bar and is named; its targets are large enough",
    { es: "Tango Arrabal", en: "Trasnoche de stand-up" },
    async (locale, show) => {
      for (const width of WIDTHS) {
        // The language is picked from the wide bar's menu (a phone's is in the side drawer), then the width is set.
        const shopper = await suite.newShopper(locale, { viewport: { width: 1280, height: 800 } })
        await shopper.context.clock.install()
        const tab = await shopper.newTab()
        const { page, t } = tab
        const bar = page.getByRole("banner")
        const extend = bar.getByRole("button", { name: t("holdExtension.extend") })

        await openBillboard(tab)
        await page.setViewportSize({ width, height: 800 })
        if (width === 375) {
          // The login menu's entries are targets of at least 24 px (WCAG 2.5.8), 44 here.
          await bar.getByRole("button", { name: t("shell.login.menu") }).click()
          const logIn = bar.getByRole("link", { name: t("shell.login.logIn") })
          expect((await sizeOf(logIn)).height).toBeGreaterThanOrEqual(MIN_TARGET_PX)
          await page.keyboard.press("Escape")
        }
        await holdSeatsOfListedShow(tab, show, { count: 1 })
        // The extension's code comes after the clock: its polite region says it is there.
        await bar.locator("[data-alert] [aria-live='polite']").nth(1).waitFor({ state: "attached" })
        const before = await barBoxes(page)
        expect(before.filter((box) => box.shown < 1)).toEqual([])
        // Every target of the bar (its login entry among them) is at least 24 px each way (WCAG 2.5.8).
        expect(
          before.filter(
            (box) => box.name !== t("shell.countdown.label") && Math.min(box.width, box.height) < MIN_TARGET_PX,
          ),
        ).toEqual([])

        suite.server().advanceClock(TO_THE_ALERT_MS)
        await page.clock.fastForward(TO_THE_ALERT_MS)
        await extend.waitFor()
        const after = await barBoxes(page)
        expect(after.filter((box) => box.name !== t("holdExtension.extend"))).toEqual(before)

        // Its name, also shown as a tooltip when pointed at, over the page (it moves nothing either).
        const size = await sizeOf(extend)
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX)
        await extend.hover()
        const tooltip = extend.getByText(t("holdExtension.extend"), { exact: true })
        await tooltip.waitFor()
        expect(await tooltip.isVisible()).toBe(true)
        expect((await barBoxes(page)).filter((box) => box.name !== t("holdExtension.extend"))).toEqual(before)
        // HEADER_SHOTS=<dir> keeps a screenshot of each width and language, to look at.
        const shots = process.env["HEADER_SHOTS"]
        if (shots !== undefined) await page.screenshot({ path: `${shots}/header-${locale}-${width}.png` })
      }
    },
    180_000,
  )
})
