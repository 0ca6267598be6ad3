import { formatMoney, SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { mainOf, type ShopTab } from "./support/shopper.js"
import { fixtureTenant } from "./support/shopServer.js"
import { describeInChromium } from "./support/suite.js"
import { startingWith } from "./support/texts.js"
import { boughtAt, orderInHistory, statesOf } from "./support/purchase.js"

/** Ten days from the seeding: inside the ten days of the right to withdraw, and more than a day ahead. */
const FUNCTION_PATH = "/funcion/la-casa-de-los-espejos/10103"
const FUNCTION_ID = 10103
const TENANT_PRICE = fixtureTenant().price
/** Text as testing reads it: the no-break space formatMoney puts after "$" counts as any space. */
const folded = (text: string | null) => (text ?? "").replace(/\s+/gu, " ").trim()

/** One click from the page the shopper is on: the footer's link to the revocation page. */
const openWithdrawalFromFooter = async (tab: ShopTab): Promise<void> => {
  await tab.page
    .getByRole("contentinfo")
    .getByRole("link", { name: tab.t("footer.withdrawal") })
    .click()
  await tab.page.waitForURL((url) => url.pathname === "/arrepentimiento")
}

/** The withdrawal's tracking code, as the done page shows it (ten letters and digits of base32). */
const trackingCode = async (tab: ShopTab): Promise<string> => {
  const codeLine = await mainOf(tab)
    .getByText(startingWith(tab.t("info.withdrawal.done.code")))
    .textContent()
  const code = /([A-Z2-7]{10})\s*$/.exec(codeLine ?? "")?.[1]
  expect(code, `the page shows a tracking code: "${codeLine}"`).toBeDefined()
  return code!
}

describeInChromium("the Botón de arrepentimiento in Chromium", (suite) => {
  it("buy, open the revocation page from the footer, withdraw by order number and e-mail after the summary, see the code, the seats free and the credit note in my orders", async () => {
    const { server, customer, tab, seats, order } = await boughtAt(suite, FUNCTION_PATH, 2)
    const { page, t } = tab
    expect(await statesOf(server, FUNCTION_ID, seats)).toEqual(["VENDIDA", "VENDIDA"])

    await openWithdrawalFromFooter(tab)

    await page.getByRole("heading", { level: 1, name: t("info.withdrawal.title") }).waitFor()

    const main = mainOf(tab)
    // Signed in, the page offers their orders; the order number and e-mail still work.
    await main.getByRole("button", { name: t("info.withdrawal.pick.byNumber") }).click()
    await main.getByLabel(t("info.withdrawal.form.orderNumber")).fill(String(order))
    await main.getByLabel(t("info.withdrawal.form.email")).fill(customer.email)
    await main.getByRole("button", { name: t("info.withdrawal.form.submit") }).click()
    const summary = page.getByRole("dialog", { name: t("info.withdrawal.summary.title", { order }) })
    await summary.getByRole("button", { name: t("info.withdrawal.summary.confirm") }).click()

    const done = main.getByRole("heading", { name: t("info.withdrawal.done.title") })
    await done.waitFor()
    expect(await done.evaluate((heading) => heading === document.activeElement)).toBe(true)
    const code = await trackingCode(tab)
    expect(server.lastMailTo(customer.email)).toContain(code)

    expect(await statesOf(server, FUNCTION_ID, seats)).toEqual(["LIBRE", "LIBRE"])

    await main.getByRole("link", { name: t("info.withdrawal.done.myOrders") }).click()
    await page.waitForURL((url) => url.pathname === "/myOrders")
    const card = main.getByRole("article", { name: t("account.orders.order", { order }) })
    await card.getByText(t("account.orders.states.ARREPENTIDO"), { exact: true }).waitFor()
    await card.getByText(t("account.orders.eticket.void")).waitFor()
    const creditNote = card.getByRole("button", {
      name: startingWith(t("account.orders.downloadBill", { kind: t("account.orders.billTypes.NOTA_DE_CREDITO") })),
    })
    await creditNote.waitFor()
    const download = page.waitForEvent("download")
    await creditNote.click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
  }, 120_000)

  it("a signed-in customer picks the order, reads what is cancelled and what comes back where, confirms; My orders shows the refund, and at 375 px nothing scrolls sideways", async () => {
    const { server, customer, tab, seats, order } = await boughtAt(suite, FUNCTION_PATH, 1)
    const { page, t } = tab
    const [seat] = seats
    const paid = (await orderInHistory(server, customer, order))!.fTotalPagado
    const amount = formatMoney(paid, TENANT_PRICE, "es")
    const last4 = SandboxCard.approves.slice(-4)

    await openWithdrawalFromFooter(tab)

    const main = mainOf(tab)
    // Their order is there, chosen already: nothing to type.
    const choices = main.getByRole("group", { name: t("info.withdrawal.pick.title") })
    const mine = choices.getByRole("radio", { name: startingWith(`${t("info.withdrawal.pick.option", { order })}`) })
    expect(await mine.isChecked()).toBe(true)
    expect(await main.getByLabel(t("info.withdrawal.form.orderNumber")).count()).toBe(0)
    await main.getByRole("button", { name: t("info.withdrawal.pick.review") }).click()

    // The summary, in a modal: what is cancelled, how much comes back and where. Nothing cancelled yet.
    const summary = page.getByRole("dialog", { name: t("info.withdrawal.summary.title", { order }) })
    await summary.waitFor()
    const said = folded(await summary.textContent())
    expect(said).toContain(folded(t("info.withdrawal.summary.refundToCard", { amount, last4 })))
    expect(said).toContain("La casa de los espejos")
    expect((await server.seatStates(FUNCTION_ID)).get(seat!)).toBe("VENDIDA")
    await summary.getByRole("button", { name: t("info.withdrawal.summary.confirm") }).click()

    const done = main.getByRole("heading", { name: t("info.withdrawal.done.title") })
    await done.waitFor()
    const code = await trackingCode(tab)

    await main.getByRole("link", { name: t("info.withdrawal.done.myOrders") }).click()
    await page.waitForURL((url) => url.pathname === "/myOrders")
    const card = main.getByRole("article", { name: t("account.orders.order", { order }) })
    const refund = card.getByRole("region", { name: t("account.orders.refund.title") })
    await refund.waitFor()
    const shown = folded(await refund.textContent())
    expect(shown).toContain(code)
    expect(shown).toContain(folded(amount))
    expect(shown).toContain(t("account.orders.refund.toCard", { last4 }))
    expect(shown).toContain(t("account.orders.refund.states.REINTEGRADO"))

    // A phone: the account's menu and the ticket table reflow instead of scrolling sideways.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.waitForFunction(() => window.innerWidth === 375)
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(widths.scroll, "My orders scrolls sideways at 375 px").toBeLessThanOrEqual(widths.client)
    // Nor does any part of it scroll sideways inside the page (the menu's tabs, the ticket table).
    const sideways = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(sideways).toEqual([])
    const tabs = page.getByRole("navigation", { name: t("account.nav.label") }).getByRole("link")
    for (const box of await Promise.all((await tabs.all()).map((link) => link.boundingBox()))) {
      expect(box!.width).toBeGreaterThanOrEqual(24)
      expect(box!.height).toBeGreaterThanOrEqual(24)
      expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    }
  }, 120_000)

  it("a server's refusal, then a field's message: only the newer problem shows", async () => {
    const tab = await suite.newTab("es")
    const { page, t } = tab
    await page.goto(`${tab.origin}/arrepentimiento`)
    const main = mainOf(tab)
    await main.getByLabel(t("info.withdrawal.form.orderNumber")).fill("999999")
    await main.getByLabel(t("info.withdrawal.form.email")).fill("nadie@example.com")
    await main.getByRole("button", { name: t("info.withdrawal.form.submit") }).click()
    const failed = main.getByRole("heading", { name: t("info.withdrawal.failedTitle") })
    await failed.waitFor()

    await main.getByLabel(t("info.withdrawal.form.email")).fill("")
    await main.getByRole("button", { name: t("info.withdrawal.form.submit") }).click()
    await main.getByText(t("validation.email.required")).waitFor()
    expect(await failed.count()).toBe(0)
    expect(await page.getByRole("dialog").count()).toBe(0)
  }, 60_000)
})
