import { expect, it } from "vitest"
import { continueToCheckout, logIn, mainOf } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES, SPEC_MESSAGES } from "./support/texts.js"
import { holdSeatsOfListedShow, holdSeatsOfShow } from "./support/purchase.js"

describeInChromium("a purchase started in another tab, in Chromium", (suite) => {
  const SHOWS = {
    es: { first: "Pipo y la nave de cartón", second: "Circo de los Vientos" },
    en: { first: "Cabaret Trapecio", second: "Tango Arrabal" },
  } as const

  it.each(LOCALES)(
    "%s: the first tab goes to payFinish with SPEC's message; the second keeps the purchase",
    async (locale) => {
      const customer = await suite.server().signUp()
      const shopper = await suite.newShopper(locale)
      const first = await shopper.newTab()

      await holdSeatsOfShow(first, SHOWS[locale].first)
      await continueToCheckout(first)
      await logIn(first, customer)

      // Same browser, a second tab (same storage and BroadcastChannel), already in the chosen language.
      const second = await shopper.newTab()
      await second.page.goto(`${second.origin}/`)
      await holdSeatsOfListedShow(second, SHOWS[locale].second, { count: 1 })

      await first.page.waitForURL((url) => url.pathname === "/payFinish")
      await mainOf(first).getByText(SPEC_MESSAGES.otherTab[locale], { exact: true }).waitFor()
      await second.page.getByTestId("held-places").getByRole("timer").waitFor()
      expect(new URL(second.page.url()).pathname).toMatch(/^\/funcion\//)
    },
    90_000,
  )
})
