import { SandboxCard } from "@boleteria/core"
import { expect } from "vitest"
import {
  checkOutAs,
  holdSeatsOfShow,
  itAsNewCustomerInEachLanguage,
  payApproved,
  statesOf,
} from "./support/purchase.js"
import { mainOf, payWithCard, seatCell, type ShopTab } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"

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

/** The seats the API says are held now. */
const heldSeats = async (server: Parameters<typeof statesOf>[0], idFuncion: number) =>
  [...(await server.seatStates(idFuncion))].filter(([, state]) => state === "RETENIDA").map(([id]) => id)

// One walk a language, from the billboard to the order, checks the purchase and a declined card on the way.
describeInChromium("buying tickets in Chromium", (suite) => {
  itAsNewCustomerInEachLanguage(
    suite,
    "billboard → show → two seats (es: the keyboard, en: the map's canvas) → log in → e-ticket → a declined card, told, the hold and its clock going on → the approving card → order number",
    { es: "La casa de los espejos", en: "Las hermanas Quiroga" },
    async ({ server, customer, tab, page, t, show, locale }) => {
      const pixels = pixelStages(tab)
      const { idFuncion } = await holdSeatsOfShow(tab, show, { pick: locale === "es" ? "keyboard" : "canvas" })
      const held = await heldSeats(server, idFuncion)
      expect(held).toHaveLength(2)
      // The map reloads after the take and names both seats as this shopper's.
      for (const seat of held)
        await seatCell(tab, seat)
          .filter({ hasText: t("function.seat.state.mine") })
          .waitFor({ state: "attached" })

      await checkOutAs(tab, customer)
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

      expect(await payApproved(tab)).toBeGreaterThan(0)
      expect(await statesOf(server, idFuncion, held)).toEqual(["VENDIDA", "VENDIDA"])
      // Each stage's pixel once, as it was reached: the show's landing, the seats, the decline, the payment.
      await expect.poll(() => pixels.length).toBe(4)
      expect(pixels).toEqual(["landing", "seatSelection", "failure", "success"])
    },
    90_000,
  )
})
