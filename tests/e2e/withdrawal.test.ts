import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  mainOf,
  payWithCard,
  pickSeatsWithKeyboard,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { startingWith } from "./support/texts.js"

const skipped = await chromiumMissing()

/** Ten days from the seeding: inside the ten days of the right to withdraw, and more than a day ahead. */
const FUNCTION_PATH = "/funcion/la-casa-de-los-espejos/10103"
const FUNCTION_ID = 10103

describe.skipIf(skipped !== null)(
  `the Botón de arrepentimiento in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()

    it("buy, open the revocation page from the footer, withdraw with no login form, see the code, the seats free and the credit note in my orders", async () => {
      const server = suite.server()
      const customer = await server.signUp()
      const tab = await (await suite.newShopper("es")).newTab()
      const { page, t } = tab

      await page.goto(`${tab.origin}${FUNCTION_PATH}`)
      const seats = await pickSeatsWithKeyboard(tab, 2)
      await holdChosenSeats(tab, 2)
      await continueToCheckout(tab)
      await logIn(tab, customer)
      await chooseETicket(tab)
      await payWithCard(tab, SandboxCard.approves)
      const order = await confirmedOrder(tab)
      const sold = await server.seatStates(FUNCTION_ID)
      expect(seats.map((seat) => sold.get(seat))).toEqual(["VENDIDA", "VENDIDA"])

      // One click from the page the shopper is on: the footer's link.
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: t("footer.withdrawal") })
        .click()
      await page.waitForURL((url) => url.pathname === "/arrepentimiento")
      await page.getByRole("heading", { level: 1, name: t("info.withdrawal.title") }).waitFor()

      const main = mainOf(tab)
      await main.getByLabel(t("info.withdrawal.form.orderNumber")).fill(String(order))
      await main.getByLabel(t("info.withdrawal.form.email")).fill(customer.email)
      await main.getByRole("button", { name: t("info.withdrawal.form.submit") }).click()

      const done = main.getByRole("heading", { name: t("info.withdrawal.done.title") })
      await done.waitFor()
      expect(await done.evaluate((heading) => heading === document.activeElement)).toBe(true)
      const codeLine = await main.getByText(startingWith(t("info.withdrawal.done.code"))).textContent()
      const code = /([A-Z2-7]{10})\s*$/.exec(codeLine ?? "")?.[1]
      expect(code, `the page shows a tracking code: "${codeLine}"`).toBeDefined()
      expect(server.lastMailTo(customer.email)).toContain(code!)

      const free = await server.seatStates(FUNCTION_ID)
      expect(seats.map((seat) => free.get(seat))).toEqual(["LIBRE", "LIBRE"])

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
  },
)
