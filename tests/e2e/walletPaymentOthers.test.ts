import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { fixtureTenant } from "./support/shopServer.js"
import { chooseETicket, confirmedOrder, payWithCard } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { atPaymentStep, statesOf } from "./support/purchase.js"
import { goToWallet } from "./support/wallets.js"

/** The wallets a tenant switches on beside this one's (docs/payments.md): PayPal, Tigo Money, Apple Pay. */
const EVERY_WALLET = {
  acceptedPayments: [...(fixtureTenant().acceptedPayments ?? []), "payPal", "tigoMoney", "applePay"] as const,
}

describeInChromium("paying with PayPal, Tigo Money and Apple Pay in Chromium", { wallets: EVERY_WALLET }, (suite) => {
  /**
   * Pays with `provider` on its sandbox page (`slug`): the tab goes there, the shopper approves, the
   * wallet sends the tab to `back` (its own return page), which follows the payment to /payConfirm.
   */
  const payAtWallet = async (show: string, provider: string, slug: string, back: (process: number) => string) => {
    const { server, tab, idFuncion, seats, idProcesoDeCompra } = await atPaymentStep(suite, show)
    const { page } = tab
    await goToWallet(tab, provider, slug)
    const returnPage = new URL(back(idProcesoDeCompra), "http://shop")
    const visited: Array<string> = []
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search)
    })
    await page.getByRole("button", { name: "Aprobar el pago" }).click()

    expect(await confirmedOrder(tab)).toBeGreaterThan(0)
    // The wallet sent the tab to its own return page before the confirmation.
    expect(visited[0]).toBe(returnPage.pathname + returnPage.search)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }

  it("Back from Mercado Pago's page: the shopper pays by card instead", async () => {
    const { server, tab, idFuncion, seats, idProcesoDeCompra } = await atPaymentStep(suite, "Sobremesa")
    const { page } = tab
    await goToWallet(tab, "Mercado Pago", "mercadopago")
    // The browser's Back button: the purchase again, its places still held; the card pays this time.
    await page.goBack()
    await page.waitForURL((url) => url.pathname === `/BuyTicket/${idProcesoDeCompra}`)
    await chooseETicket(tab)
    await payWithCard(tab, SandboxCard.approves)
    expect(await confirmedOrder(tab)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 120_000)

  it("PayPal: its page, approved, returns to the shop and ends at payConfirm with the order", async () => {
    await payAtWallet("La casa de los espejos", "PayPal", "paypal", (process) => `/BuyTicket/ok/${process}`)
  }, 120_000)

  it("Tigo Money: approved on its page, back at /payConfirmTigoMoney, then payConfirm with the order", async () => {
    await payAtWallet(
      "Sobremesa",
      "Tigo Money",
      "tigomoney",
      (process) => `/payConfirmTigoMoney?idProcesoDeCompra=${process}`,
    )
  }, 120_000)

  it("Apple Pay: approved on its page, back at /apay/cobro/finalizar, then payConfirm with the order", async () => {
    await payAtWallet(
      "Las hermanas Quiroga",
      "Apple Pay",
      "applepay",
      (process) => `/apay/cobro/finalizar?idProcesoDeCompra=${process}`,
    )
  }, 120_000)
})
