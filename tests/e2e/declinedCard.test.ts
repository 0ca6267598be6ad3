import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { mainOf, payWithCard, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { checkOutAs, holdSeatsOfShow, payApproved, statesOf, newCustomer } from "./support/purchase.js"

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

describeInChromium("a declined card in Chromium", (suite) => {
  const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

  it.each(LOCALES)(
    "%s: the decline is told, the hold and its clock go on, and the approving card then pays",
    async (locale) => {
      const { server, customer, tab } = await newCustomer(suite, locale)
      const { page, t } = tab
      const pixels = pixelStages(tab)

      // This time with the mouse, on the map's canvas.
      const { idFuncion } = await holdSeatsOfShow(tab, SHOW[locale], { pick: "canvas" })
      await checkOutAs(tab, customer)
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
      expect(await statesOf(server, idFuncion, held)).toEqual(["RETENIDA", "RETENIDA"])

      await payApproved(tab)
      expect(await statesOf(server, idFuncion, held)).toEqual(["VENDIDA", "VENDIDA"])
      // Each stage's pixel once, as it was reached: the show's landing, the seats, the decline, the payment.
      await expect.poll(() => pixels.length).toBe(4)
      expect(pixels).toEqual(["landing", "seatSelection", "failure", "success"])
    },
    90_000,
  )
})
