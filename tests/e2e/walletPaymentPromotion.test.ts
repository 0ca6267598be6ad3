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
  pickSeatsWithKeyboard,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { LOCALES, withAnyValues } from "./support/texts.js"

const skipped = await chromiumMissing()

/** The digits of an amount as the shop prints it ("$ 92.400", "ARS 92,400" → 92400). */
const amountIn = (text: string | null): number =>
  Number((/([\d.,]+)\D*$/u.exec(text ?? "")?.[1] ?? "").replace(/\D/gu, ""))

/** The amount as written, currency and all ("$ 92.400", "ARS 92,400"), out of a longer text. */
const writtenAmountIn = (text: string | null): string => /(?:\$|ARS)\s?[\d.,]+/u.exec(text ?? "")?.[0] ?? ""

describe.skipIf(skipped !== null)(
  `a bank promotion paid with Mercado Pago, in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()
    const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

    it.each(LOCALES)(
      "%s: the wallet's notice and confirm step; the shop's button, the wallet's page and the confirmation read one amount and one number",
      async (locale) => {
        const server = suite.server()
        const customer = await server.signUp()
        const tab = await (await suite.newShopper(locale)).newTab()
        const { page, t } = tab

        await openBillboard(tab)
        await openShow(tab, SHOW[locale])
        await openFirstFunction(tab)
        await pickSeatsWithKeyboard(tab, 2)
        await page
          .getByRole("region", { name: t("function.selection.title") })
          .getByRole("radio", { name: /450995/u })
          .check()
        await holdChosenSeats(tab, 2)
        await continueToCheckout(tab)
        await logIn(tab, customer)
        await chooseETicket(tab)
        const summaryTotal = () => page.getByTestId("purchase-total").locator("dd").textContent()
        const discounted = amountIn(await summaryTotal())

        // Mercado Pago pays with no card the bank promotion knows: the notice says so, the button the full price.
        await mainOf(tab)
          .getByRole("group", { name: t("checkout.payment.method") })
          .getByRole("radio", { name: "Mercado Pago", exact: true })
          .check()
        const notice = page.getByTestId("promotion-drop")
        await notice.getByText(t("checkout.payment.wallet.promotionDrop.title", { provider: "Mercado Pago" })).waitFor()
        const payButton = mainOf(tab).getByRole("button", {
          name: withAnyValues(t("checkout.payment.wallet.payAmount", { provider: "Mercado Pago" })),
        })
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
  },
)
