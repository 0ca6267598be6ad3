import { expect, it } from "vitest"
import { confirmedOrder, mainOf } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { atPaymentStep, choosePromotion, BANK_PROMOTION } from "./support/purchase.js"
import { walletPayButton } from "./support/wallets.js"

/** The digits of an amount as the shop prints it ("$ 92.400", "ARS 92,400" → 92400). */
const amountIn = (text: string | null): number =>
  Number((/([\d.,]+)\D*$/u.exec(text ?? "")?.[1] ?? "").replace(/\D/gu, ""))

/** The amount as written, currency and all ("$ 92.400", "ARS 92,400"), out of a longer text. */
const writtenAmountIn = (text: string | null): string => /(?:\$|ARS)\s?[\d.,]+/u.exec(text ?? "")?.[0] ?? ""

describeInChromium("a bank promotion paid with Mercado Pago, in Chromium", (suite) => {
  const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

  it.each(LOCALES)(
    "%s: the wallet's notice and confirm step; the shop's button, the wallet's page and the confirmation read one amount and one number",
    async (locale) => {
      const { tab } = await atPaymentStep(suite, SHOW[locale], { locale, beforeHold: choosePromotion(BANK_PROMOTION) })
      const { page, t } = tab

      const summaryTotal = () => page.getByTestId("purchase-total").locator("dd").textContent()
      const discounted = amountIn(await summaryTotal())

      // Mercado Pago pays with no card the bank promotion knows: the notice says so, the button the full price.
      await mainOf(tab)
        .getByRole("group", { name: t("checkout.payment.method") })
        .getByRole("radio", { name: "Mercado Pago", exact: true })
        .check()
      const notice = page.getByTestId("promotion-drop")
      await notice.getByText(t("checkout.payment.wallet.promotionDrop.title", { provider: "Mercado Pago" })).waitFor()
      const payButton = walletPayButton(tab, "Mercado Pago")
      await expect.poll(async () => amountIn(await payButton.textContent())).toBeGreaterThan(discounted)
      const shown = writtenAmountIn(await payButton.textContent())
      const fullPrice = amountIn(shown)
      expect(amountIn(await summaryTotal())).toBe(fullPrice)

      // The confirm step: the button alone does not leave the shop; agreeing does.
      await payButton.click()
      await notice.getByText(t("payment.fullPriceNotAgreedWallet")).waitFor()
      expect(page.url()).toMatch(/\/BuyTicket\/\d+$/u)
      await notice.getByRole("checkbox").check()
      await payButton.click()

      // The wallet's page, in the shopper's language: the same amount, written the same way, and no number of its own.
      await page.waitForURL((url) => url.pathname.startsWith("/sandbox/mercadopago/"))
      expect(await page.locator("html").getAttribute("lang")).toBe(locale)
      expect(await page.getByTestId("wallet-amount").textContent()).toBe(shown)
      const words = (await page.locator("main > h1, main > p").allTextContents()).join(" ")
      expect(words.replace(shown, "")).not.toMatch(/\d/u)
      await page.getByRole("button", { name: t("payment.walletSandbox.approve") }).click()

      const order = await confirmedOrder(tab)
      expect(await page.getByTestId("paid-with").textContent()).toBe(
        t("checkout.confirm.paidWith", { amount: shown, means: "Mercado Pago" }),
      )
      expect(amountIn(await page.getByTestId("amount-paid").textContent())).toBe(fullPrice)
      // One number names the purchase: the order's, the only one the shopper was shown.
      expect(await mainOf(tab).textContent()).toContain(String(order))
    },
    180_000,
  )
})
