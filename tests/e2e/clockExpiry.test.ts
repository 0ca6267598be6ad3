import { expect } from "vitest"
import { continueToCheckout, logIn, seatCell } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { SPEC_MESSAGES } from "./support/texts.js"
import { holdSeatsOfShow, itAsNewCustomerInEachLanguage, statesOf } from "./support/purchase.js"

/** Past SPEC §9's 12-minute purchase clock. */
const PAST_THE_CLOCK_MS = 12 * 60_000 + 30_000

describeInChromium("the purchase clock running out in Chromium", (suite) => {
  itAsNewCustomerInEachLanguage(
    suite,
    "the expiry dialog shows, the purchase is invalidated and the seats are free again",
    { es: "Tango Arrabal", en: "Trasnoche de stand-up" },
    async ({ server, customer, tab, page, t, show, locale }) => {
      // The browser's clock runs on its own until the test moves it, like the server's.
      await page.clock.install()

      const { idFuncion, seats } = await holdSeatsOfShow(tab, show)
      const functionPath = new URL(page.url()).pathname
      await continueToCheckout(tab)
      const idProcesoDeCompra = await logIn(tab, customer)

      // The shopper leaves the laptop for 12½ minutes: both clocks jump together.
      const invalidated = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname === `/v2/Proceso/${idProcesoDeCompra}/invalidar`,
      )
      server.advanceClock(PAST_THE_CLOCK_MS)
      await page.clock.fastForward(PAST_THE_CLOCK_MS)

      const dialog = page.getByRole("dialog", { name: SPEC_MESSAGES.canceledTitle[locale] })
      await dialog.getByText(SPEC_MESSAGES.expired[locale]).waitFor()
      await page.waitForURL((url) => url.pathname === "/payFinish")
      expect((await invalidated).status()).toBe(200)
      expect(await statesOf(server, idFuncion, seats)).toEqual(["LIBRE", "LIBRE"])

      // OK goes back to the function, whose map shows the seats free.
      await dialog.getByRole("button", { name: t("common.ok") }).click()
      await page.waitForURL((url) => url.pathname === functionPath)
      await page.locator('[data-testid^="butaca-"][tabindex="0"]').focus()
      for (const seat of seats)
        await seatCell(tab, seat)
          .filter({ hasText: t("function.seat.state.free") })
          .waitFor({ state: "attached" })
    },
    90_000,
  )
})
