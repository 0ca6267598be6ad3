import { expect, it } from "vitest"
import { mainOf } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { boughtAt, statesOf } from "./support/purchase.js"

/** Ten days from the seeding, and the function the day after: both more than a day ahead. */
const FUNCTION_PATH = "/funcion/la-casa-de-los-espejos/10103"
const FUNCTION_ID = 10103
const OTHER_FUNCTION_ID = 10104

describeInChromium("exchanging tickets in Chromium", (suite) => {
  it("buy, exchange from my orders to another function in the same sector, the old seats free, download the new e-ticket", async () => {
    const { server, tab, seats, order } = await boughtAt(suite, FUNCTION_PATH, 2)
    const { page, t } = tab

    await page.goto(`${tab.origin}/myOrders`)
    const main = mainOf(tab)
    await main.getByRole("link", { name: t("account.orders.exchangeAction", { order }) }).click()
    await page.waitForURL((url) => url.pathname === "/myOrders" && url.search === `?cambio=${order}`)
    const functionChoice = main.getByRole("combobox", { name: t("account.orders.exchange.function") })
    await functionChoice.selectOption(String(OTHER_FUNCTION_ID))
    // Sectors come dearest first, and only those at least as good: the last is the tickets' own.
    const sectorChoice = main.getByRole("combobox", { name: t("account.orders.exchange.sector") })
    const sameSector = await sectorChoice.locator("option").last().getAttribute("value")
    await sectorChoice.selectOption(sameSector ?? "")
    await main.getByRole("button", { name: t("account.orders.exchange.hold") }).click()
    await main.getByText(t("account.orders.exchange.even")).waitFor()
    await main.getByRole("button", { name: t("account.orders.exchange.confirm") }).click()
    const done = main.getByText(t("account.orders.exchange.done", { order: order + 1 }).slice(0, 20), {
      exact: false,
    })
    await done.waitFor()
    const doneText = (await done.textContent()) ?? ""
    const newOrder = Number(/N° (\d+)/u.exec(doneText)?.[1])
    expect(newOrder, doneText).toBeGreaterThan(order)

    // The old seats are on sale again.
    expect(await statesOf(server, FUNCTION_ID, seats)).toEqual(["LIBRE", "LIBRE"])

    await main.getByRole("link", { name: t("account.orders.exchange.back") }).click()
    await page.waitForURL((url) => url.pathname === "/myOrders" && url.search === "")
    const old = main.getByRole("article", { name: t("account.orders.order", { order }) })
    await old.getByText(t("account.orders.states.CAMBIADO"), { exact: true }).waitFor()
    await old.getByText(t("account.orders.exchangedTo", { order: newOrder })).waitFor()
    const fresh = main.getByRole("article", { name: t("account.orders.order", { order: newOrder }) })
    const download = page.waitForEvent("download")
    await fresh.getByRole("button", { name: t("account.orders.downloadEticket", { order: newOrder }) }).click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
  }, 120_000)
})
