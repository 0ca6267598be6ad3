import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { confirmedOrder, fillCardForm, mainOf } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { atPaymentStep, orderInHistory, chosenSeatsPanel, BANK_PROMOTION } from "./support/purchase.js"

/** The digits of an amount as the shop prints it ("Pagar $ 92.400", "Pay ARS 92,400" → 92400). */
const amountIn = (text: string | null): number =>
  Number((/([\d.,]+)\s*$/u.exec(text ?? "")?.[1] ?? "").replace(/\D/gu, ""))

describeInChromium("a bank promotion chosen, then declined by paying with another card, in Chromium", (suite) => {
  const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

  it.each(LOCALES)(
    "%s: the notice and the confirm step show, and the purchase is charged the full price Pagar showed",
    async (locale) => {
      const { server, customer, tab } = await atPaymentStep(suite, SHOW[locale], {
        locale,
        // The bank promotion is an offer beside "no promotion", with its price and the cards it needs.
        beforeHold: async (atFunction) => {
          const { t } = atFunction
          const none = chosenSeatsPanel(atFunction).getByRole("radio", { name: t("function.promotions.none") })
          expect(await none.isChecked()).toBe(true)
          const bank = chosenSeatsPanel(atFunction).getByRole("radio", { name: BANK_PROMOTION })
          const offer = await bank.locator("xpath=ancestor::label").textContent()
          expect(offer).toContain(t("function.promotions.withPromotion"))
          await bank.check()
        },
      })
      const { page, t } = tab

      const summaryTotal = () => page.getByTestId("purchase-total").locator("dd").textContent()
      const payButton = mainOf(tab).getByTestId("pay-button")
      const discounted = amountIn(await summaryTotal())
      expect(amountIn(await payButton.textContent())).toBe(discounted)

      // Another bank's card: the notice says the promotion does not hold, Pagar shows the full price.
      const form = await fillCardForm(tab, SandboxCard.approvesOtherBank)
      const notice = page.getByTestId("promotion-drop")
      await notice.getByText(t("payment.promotionDrop.title")).waitFor()
      await expect.poll(async () => amountIn(await payButton.textContent())).toBeGreaterThan(discounted)
      const fullPrice = amountIn(await payButton.textContent())
      expect(amountIn(await summaryTotal())).toBe(fullPrice)

      // The confirm step: Pagar alone does not charge; agreeing does.
      await payButton.click()
      await form.getByText(t("payment.fullPriceNotAgreed")).waitFor()
      expect(page.url()).toMatch(/\/BuyTicket\/\d+$/u)
      await notice.getByRole("checkbox").check()
      expect(amountIn(await payButton.textContent())).toBe(fullPrice)
      await payButton.click()

      const order = await confirmedOrder(tab)
      expect(amountIn(await page.getByTestId("amount-paid").textContent())).toBe(fullPrice)
      const paid = await orderInHistory(server, customer, order)
      expect(paid?.fTotalPagado).toBe(fullPrice)
      expect(paid?.listaFuncion.flatMap((line) => line.listaEntrada.map((ticket) => ticket.cPromocion))).toEqual([
        null,
        null,
      ])
    },
    120_000,
  )
})
