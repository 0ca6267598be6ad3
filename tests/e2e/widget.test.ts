import { functionAvailabilityOf, type Performance } from "@boleteria/core"
import type { Locator, Page } from "playwright-core"
import { expect, it } from "vitest"
import { DEMO_FUNCTION } from "../../server/src/http/widget.js"
import { blockingViolations } from "./support/axe.js"
import { checkOutAs, payApproved, statesOf } from "./support/purchase.js"
import { fixtureTenant, type ShopServer } from "./support/shopServer.js"
import { holdChosenSeats, pickSeatsWithKeyboard, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"

/** A window shorter than the demo page, so it scrolls and the dialog has a place to bring it back to. */
const VIEWPORT = { width: 1024, height: 560 }

/** What the widget should show now: each sector's line as core's view of the API's answer writes it. */
const expectedLines = async (tab: ShopTab, server: ShopServer) => {
  const answer = await server.call<Performance>("GET", `/v2/Funcion/${DEMO_FUNCTION}`)
  const availability = functionAvailabilityOf(answer.oData, fixtureTenant().price, tab.locale)
  const lines = availability.sectors.map(
    (sector) =>
      sector.name +
      sector.price +
      tab.t("widget.serviceCharge", { amount: sector.serviceCharge }) +
      (sector.remaining === null ? tab.t("widget.soldOut") : tab.t("widget.available", { count: sector.remaining })),
  )
  return { show: availability.show, lines }
}

/** Whether `control` (in the widget's shadow root) has the focus. */
const isFocused = (control: Locator): Promise<boolean> =>
  control.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)

const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY)

/**
 * The shop in the widget's dialog, as the purchase helpers drive a tab: the iframe's frame, with the
 * page's keyboard (keys go to whatever has the focus, in the frame too).
 */
const shopInDialog = async (tab: ShopTab): Promise<ShopTab> => {
  const frame = await (await tab.page.locator("boleteria-tickets iframe").elementHandle())?.contentFrame()
  if (frame === null || frame === undefined) throw new Error("the widget's dialog holds no shop")
  const page = new Proxy(frame, {
    get: (target, property) => {
      if (property === "keyboard") return tab.page.keyboard
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === "function" ? (value as (...args: Array<unknown>) => unknown).bind(target) : value
    },
  })
  return { ...tab, page: page as unknown as Page }
}

describeInChromium("the embeddable widget on an organiser's page, in Chromium", (suite) => {
  it("shows the function's prices and availability, buys through the shop in its dialog, and gives the page back", async () => {
    const server = suite.server()
    const customer = await server.signUp()
    const tab = await suite.newTab("es", { viewport: VIEWPORT })
    const { page, t } = tab
    await page.goto(`${tab.origin}/widget-demo`)

    const before = await expectedLines(tab, server)
    await page.getByRole("heading", { level: 2, name: before.show }).waitFor()
    const sectorLines = () => page.locator("boleteria-tickets li").allTextContents()
    expect(await sectorLines()).toEqual(before.lines)
    expect(await blockingViolations(page), "axe on /widget-demo").toEqual([])

    const buy = page.getByRole("button", { name: t("widget.buy") })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const scrolledTo = await scrollY(page)
    expect(scrolledTo).toBeGreaterThan(0)

    // Opened, the focus is in the dialog; Escape closes it and the page is as it was.
    await buy.click()
    const dialog = page.getByRole("dialog", { name: t("widget.dialogTitle", { show: before.show }) })
    const close = dialog.getByRole("button", { name: t("widget.close") })
    await expect.poll(() => isFocused(close)).toBe(true)
    await (await shopInDialog(tab)).page.getByRole("heading", { name: t("function.selection.title") }).waitFor()
    expect(await blockingViolations(page), "axe on /widget-demo, its dialog open").toEqual([])
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    expect(await isFocused(buy)).toBe(true)
    expect(await scrollY(page)).toBe(scrolledTo)
    // Escape in the shop too: its keys stay in the frame, and the shop asks the page to close.
    await buy.click()
    await (await shopInDialog(tab)).page.getByRole("banner").getByRole("link").first().focus()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    expect(await isFocused(buy)).toBe(true)

    // The whole purchase in the shop inside the dialog, then its labelled button closes it.
    await buy.click()
    const shop = await shopInDialog(tab)
    const seats = await pickSeatsWithKeyboard(shop, 2)
    await holdChosenSeats(shop, 2)
    await checkOutAs(shop, customer)
    await payApproved(shop)
    await close.click()
    await dialog.waitFor({ state: "hidden" })
    expect(await isFocused(buy)).toBe(true)
    expect(await scrollY(page)).toBe(scrolledTo)

    expect(await statesOf(server, DEMO_FUNCTION, seats)).toEqual(["VENDIDA", "VENDIDA"])
    const after = await expectedLines(tab, server)
    expect(after.lines).not.toEqual(before.lines)
    await expect.poll(sectorLines).toEqual(after.lines)
  }, 120_000)
})
