import { SandboxCard, type OrderHistory } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  holdChosenSeats,
  logIn,
  fillCardForm,
  mainOf,
  openBillboard,
  openFirstFunction,
  openShow,
  pickSeatsWithKeyboard,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

const skipped = await chromiumMissing()

/** The digits of an amount as the shop prints it ("Pagar $ 92.400", "Pay ARS 92,400" → 92400). */
const amountIn = (text: string | null): number =>
  Number((/([\d.,]+)\s*$/u.exec(text ?? "")?.[1] ?? "").replace(/\D/gu, ""))

describe.skipIf(skipped !== null)(
  `a bank promotion chosen, then declined by paying with another card, in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()
    const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

    it.each(LOCALES)(
      "%s: the notice and the confirm step show, and the purchase is charged the full price Pagar showed",
      async (locale) => {
        const server = suite.server()
        const customer = await server.signUp()
        const tab = await (await suite.newShopper(locale)).newTab()
        const { page, t } = tab

        await openBillboard(tab)
        await openShow(tab, SHOW[locale])
        await openFirstFunction(tab)
        await pickSeatsWithKeyboard(tab, 2)
        // The bank promotion is an offer beside "no promotion", with its price and the cards it needs.
        const chosen = page.getByRole("region", { name: t("function.selection.title") })
        const none = chosen.getByRole("radio", { name: t("function.promotions.none") })
        expect(await none.isChecked()).toBe(true)
        const bank = chosen.getByRole("radio", { name: /450995/u })
        const offer = await bank.locator("xpath=ancestor::label").textContent()
        expect(offer).toContain(t("function.promotions.withPromotion"))
        await bank.check()
        await holdChosenSeats(tab, 2)
        await continueToCheckout(tab)
        await logIn(tab, customer)
        await chooseETicket(tab)

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
        const history = await server.call<OrderHistory>("GET", "/v2/Historial2", undefined, customer.token)
        const paid = history.oData.listaPedido.find((candidate) => candidate.idPedido === order)
        expect(paid?.fTotalPagado).toBe(fullPrice)
        expect(paid?.listaFuncion.flatMap((line) => line.listaEntrada.map((ticket) => ticket.cPromocion))).toEqual([
          null,
          null,
        ])
      },
      120_000,
    )
  },
)
