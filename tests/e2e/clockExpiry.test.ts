import { describe, expect, it } from "vitest"
import {
  continueToCheckout,
  holdChosenSeats,
  logIn,
  openBillboard,
  openFirstFunction,
  openShow,
  pickSeatsWithKeyboard,
  seatCell,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { LOCALES, SPEC_MESSAGES } from "./support/texts.js"

const skipped = await chromiumMissing()

/** Past SPEC §9's 12-minute purchase clock. */
const PAST_THE_CLOCK_MS = 12 * 60_000 + 30_000

describe.skipIf(skipped !== null)(
  `the purchase clock running out in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()
    const SHOW = { es: "Tango Arrabal", en: "Trasnoche de stand-up" } as const

    it.each(LOCALES)(
      "%s: the expiry dialog shows, the purchase is invalidated and the seats are free again",
      async (locale) => {
        const server = suite.server()
        const customer = await server.signUp()
        const shopper = await suite.newShopper(locale)
        // The browser's clock runs on its own until the test moves it, like the server's.
        await shopper.context.clock.install()
        const tab = await shopper.newTab()
        const { page, t } = tab

        await openBillboard(tab)
        await openShow(tab, SHOW[locale])
        const idFuncion = await openFirstFunction(tab)
        const functionPath = new URL(page.url()).pathname
        const seats = await pickSeatsWithKeyboard(tab, 2)
        await holdChosenSeats(tab, 2)
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
        const states = await server.seatStates(idFuncion)
        expect(seats.map((seat) => states.get(seat))).toEqual(["LIBRE", "LIBRE"])

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
  },
)
