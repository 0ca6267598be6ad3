import { expect, it } from "vitest"
import { chooseLanguage, mainOf, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

/** Waits for the page's heading, in the tab's language. */
const headingOf = async (tab: ShopTab, key: string) =>
  mainOf(tab)
    .getByRole("heading", { level: 1, name: tab.t(key) })
    .waitFor()

/**
 * A route group's texts load with its chunk (ui/src/app/lazyParts.ts), in every language in use; these
 * walk the shop the ways that could show a bare key: a group opened first, a language picked on a
 * group's page, and a group opened after a language was picked.
 */
describeInChromium("texts loaded with their pages, in Chromium", (suite) => {
  it.each(LOCALES)(
    "%s: the FAQ opened first, then the login page and a function page, show their texts, never a key",
    async (locale) => {
      const tab = await suite.newTab(locale)
      const keysShown: Array<string> = []
      await tab.page.goto(`${tab.origin}/FAQ`)
      if (locale !== "es") await chooseLanguage(tab)
      await headingOf(tab, "info.faq.title")

      // Within the shop (no reload): the account group's texts arrive in the chosen language.
      const header = tab.page.getByRole("banner")
      await header.getByRole("button", { name: tab.t("shell.login.menu") }).click()
      await header.getByRole("link", { name: tab.t("shell.login.logIn") }).click()
      await headingOf(tab, "login.title")
      await mainOf(tab)
        .getByRole("link", { name: tab.t("login.signUp") })
        .click()
      await headingOf(tab, "signUp.title")

      await tab.page.goto(`${tab.origin}/funcion/la-casa-de-los-espejos/10101`)
      await mainOf(tab).getByRole("heading", { level: 1 }).waitFor()
      for (const text of await mainOf(tab).allInnerTexts())
        keysShown.push(...(text.match(/\b(?:function|info|account|signUp|checkout)\.[a-zA-Z.]+/g) ?? []))
      expect(keysShown).toEqual([])
    },
    60_000,
  )
})
