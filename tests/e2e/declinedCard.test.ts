import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  mainOf,
  openBillboard,
  openFirstFunction,
  openShow,
  payWithCard,
  pickSeatOnCanvas,
  type ShopTab,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

const skipped = await chromiumMissing()

/** The stages of the tracking pixels (SPEC §7) this page requests from now on, in order (the demo tenant's: /pixel.gif). */
const pixelStages = (tab: ShopTab): ReadonlyArray<string | null> => {
  const stages: Array<string | null> = []
  tab.page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.pathname === "/pixel.gif") stages.push(url.searchParams.get("stage"))
  })
  return stages
}

/** The header's purchase countdown, as a shopper reads it. */
const countdownText = (tab: ShopTab) =>
  tab.page
    .getByRole("banner")
    .getByRole("timer", { name: tab.t("shell.countdown.label") })
    .textContent()

describe.skipIf(skipped !== null)(
  `a declined card in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()
    const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

    it.each(LOCALES)(
      "%s: the decline is told, the hold and its clock go on, and the approving card then pays",
      async (locale) => {
        const server = suite.server()
        const customer = await server.signUp()
        const tab = await (await suite.newShopper(locale)).newTab()
        const { page, t } = tab
        const pixels = pixelStages(tab)

        await openBillboard(tab)
        await openShow(tab, SHOW[locale])
        const idFuncion = await openFirstFunction(tab)
        // This time with the mouse, on the map's canvas.
        await pickSeatOnCanvas(tab)
        await pickSeatOnCanvas(tab)
        await holdChosenSeats(tab, 2)
        await continueToCheckout(tab)
        await logIn(tab, customer)
        await chooseETicket(tab)
        const held = [...(await server.seatStates(idFuncion))]
          .filter(([, state]) => state === "RETENIDA")
          .map(([id]) => id)
        expect(held).toHaveLength(2)

        await payWithCard(tab, SandboxCard.declines)
        const main = mainOf(tab)
        await main.getByText(t("payment.failed"), { exact: true }).waitFor({ timeout: 30_000 })
        await main.getByText(t("payment.cardMessage", { last4: SandboxCard.declines.slice(-4) })).waitFor()
        await main.getByText(t("payment.payAgain")).waitFor()
        expect(page.url()).toMatch(/\/BuyTicket\/\d+$/)

        // The hold is kept: the seats stay held and the countdown keeps running.
        const before = await countdownText(tab)
        await expect.poll(() => countdownText(tab), { timeout: 5_000 }).not.toBe(before)
        const states = await server.seatStates(idFuncion)
        expect(held.map((seat) => states.get(seat))).toEqual(["RETENIDA", "RETENIDA"])

        await payWithCard(tab, SandboxCard.approves)
        await confirmedOrder(tab)
        const paid = await server.seatStates(idFuncion)
        expect(held.map((seat) => paid.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
        // Each stage's pixel once, as it was reached: the show's landing, the seats, the decline, the payment.
        await expect.poll(() => pixels.length).toBe(4)
        expect(pixels).toEqual(["landing", "seatSelection", "failure", "success"])
      },
      90_000,
    )
  },
)
