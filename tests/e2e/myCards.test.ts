import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { addCardFromMyCards, savedCardName } from "./support/savedCards.js"
import { chooseLanguage, mainOf, submitLoginForm } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

const CARD = { number: SandboxCard.approves, month: "10", year: "2032" } as const

describeInChromium("my cards in Chromium", (suite) => {
  it.each(LOCALES)(
    "%s: saves a card from /myCards through the processor's page, then deletes it",
    async (locale) => {
      const customer = await suite.server().signUp()
      const tab = await suite.newTab(locale)
      const { page, t } = tab
      const main = mainOf(tab)

      // Login required: /myCards goes to the login page and comes back.
      await page.goto(`${tab.origin}/myCards`)
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("nextUrl") === "/myCards")
      if (locale !== "es") await chooseLanguage(tab)
      await submitLoginForm(tab, customer)
      await main.getByRole("heading", { level: 1, name: t("account.cards.title") }).waitFor()
      await main.getByText(t("account.cards.empty")).waitFor()

      await addCardFromMyCards(tab, CARD)
      const name = savedCardName(tab, CARD)
      await main.getByText(t("account.cards.added", { cards: name })).waitFor()
      const card = main.getByRole("article", { name })
      expect(await card.getByText(t("account.cards.new"), { exact: true }).isVisible()).toBe(true)
      expect(await card.getByText(t("account.cards.expires", { expiry: "10/32" })).isVisible()).toBe(true)

      await card.getByRole("button", { name: t("account.remove") }).click()
      const dialog = page.getByRole("dialog", { name: t("account.cards.removeTitle") })
      await dialog.getByText(t("account.cards.removeQuestion", { card: name })).waitFor()
      await dialog.getByRole("button", { name: t("account.remove") }).click()
      await main.getByText(t("account.cards.removed", { card: name })).waitFor()
      await dialog.waitFor({ state: "detached" })
      const heading = main.getByRole("heading", { level: 2, name: t("account.cards.listTitle") })
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true)
      await main.getByText(t("account.cards.empty")).waitFor()

      // The server forgot it too.
      await page.reload()
      await main.getByText(t("account.cards.empty")).waitFor()
      expect(await main.getByRole("article").count()).toBe(0)
    },
    120_000,
  )
})
