import { expect, it } from "vitest"
import { mainOf, openBillboard, submitLoginForm } from "./support/shopper.js"
import { newCustomer } from "./support/purchase.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

/** Past the server's 180-minute session, while the browser's clock still counts it valid. */
const PAST_THE_SESSION_MS = 181 * 60_000

describeInChromium("a 401 in Chromium", (suite) => {
  it.each(LOCALES)(
    "%s: ends the session, not only sends to login: no 'already signed in', the bar offers to log in",
    async (locale) => {
      const { server, customer, tab } = await newCustomer(suite, locale)
      const { page, t } = tab
      const bar = page.getByRole("banner")

      await openBillboard(tab)
      await page.goto(`${tab.origin}/login`)
      await submitLoginForm(tab, customer)
      await bar.getByRole("button", { name: t("shell.account.menu", { name: "Lucía" }) }).waitFor()

      // The server forgets the session; the shop still holds its token when My orders asks with it.
      server.advanceClock(PAST_THE_SESSION_MS)
      await page.goto(`${tab.origin}/myOrders`)
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("nextUrl") === "/myOrders")
      await mainOf(tab).getByLabel(t("login.email")).waitFor()
      await bar.getByRole("button", { name: t("shell.login.menu") }).waitFor()
      expect(
        await mainOf(tab)
          .getByText(t("login.alreadyIn", { name: "Lucía" }))
          .count(),
      ).toBe(0)
      expect(await bar.getByRole("button", { name: t("shell.account.menu", { name: "Lucía" }) }).count()).toBe(0)
      // Storage (adapters' "boleteria." keys) keeps neither her token nor her.
      expect(
        await page.evaluate(() => [localStorage.getItem("boleteria.token"), localStorage.getItem("boleteria.user")]),
      ).toEqual(["null", "null"])
    },
    90_000,
  )
})
