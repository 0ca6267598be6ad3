import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { blockingViolations, WCAG_22_AA } from "./support/axe.js"
import { confirmedOrder, mainOf, payWithCard } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { containing } from "./support/texts.js"
import { atPaymentStep, statesOf } from "./support/purchase.js"
import { chooseWallet, goToWallet, walletPayButton } from "./support/wallets.js"

describeInChromium("paying with a wallet in Chromium", (suite) => {
  it("Mercado Pago: the shop sends the tab to the sandbox's page; approved there, it comes back and ends at payConfirm", async () => {
    const { server, tab, idFuncion, seats, idProcesoDeCompra } = await atPaymentStep(suite, "La casa de los espejos")
    const back = `/BuyTicket/ok/${idProcesoDeCompra}`
    const { page } = tab
    // The wallet's own page: the shopper picks the cuotas and approves.
    await goToWallet(tab, "Mercado Pago", "mercadopago")
    await page.getByLabel("Cuotas").selectOption("3")
    await page.getByRole("button", { name: "Aprobar el pago" }).click()

    // Back at the shop's return page, which follows the payment to the confirmation.
    await page.waitForURL((url) => url.pathname === back || url.pathname === "/payConfirm")
    expect(await confirmedOrder(tab)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 120_000)

  it("Mercado Pago declined: the return page says why; back at the purchase, the shopper pays by card", async () => {
    const { tab, idProcesoDeCompra } = await atPaymentStep(suite, "Sobremesa")
    const { page, t } = tab
    await goToWallet(tab, "Mercado Pago", "mercadopago")
    await page.getByRole("button", { name: "Rechazar el pago" }).click()

    await page.waitForURL((url) => url.pathname === `/BuyTicket/ok/${idProcesoDeCompra}`)
    await mainOf(tab).getByText(t("payment.reasons.declinedByWallet")).waitFor()
    await mainOf(tab)
      .getByRole("link", { name: t("checkout.payment.wallet.chooseAnother") })
      .click()
    await page.waitForURL((url) => url.pathname === `/BuyTicket/${idProcesoDeCompra}`)
    await mainOf(tab)
      .getByRole("heading", { level: 2, name: t("checkout.delivery.title") })
      .waitFor()

    // The places are still held: the delivery again, then a card this time.
    await mainOf(tab)
      .getByRole("radio", { name: containing(t("checkout.delivery.about.ETICKET")) })
      .check()
    await mainOf(tab)
      .getByRole("button", { name: t("checkout.delivery.continue") })
      .click()
    await payWithCard(tab, SandboxCard.approves)
    expect(await confirmedOrder(tab)).toBeGreaterThan(0)
  }, 120_000)

  it("MODO: the QR code shows; approved on the sandbox's page in a second tab, the first ends at payConfirm", async () => {
    const { server, tab, idFuncion, seats } = await atPaymentStep(suite, "Las hermanas Quiroga")
    const { page, t } = tab
    await chooseWallet(tab, "MODO")
    await walletPayButton(tab, "MODO").click()

    const qr = mainOf(tab).getByRole("img", { name: t("checkout.payment.wallet.qrAlt", { provider: "MODO" }) })
    await qr.waitFor()
    // The server drew the code: the image loaded, square and scannable in size.
    await page.waitForFunction(
      (alt) => {
        const image = [...document.images].find((candidate) => candidate.alt === alt)
        return image !== undefined && image.complete && image.naturalWidth > 0
      },
      t("checkout.payment.wallet.qrAlt", { provider: "MODO" }),
    )
    await mainOf(tab)
      .getByRole("status")
      .filter({ hasText: t("checkout.payment.wallet.waiting", { provider: "MODO" }) })
      .waitFor()
    expect(await blockingViolations(page, WCAG_22_AA, "main")).toEqual([])

    const [wallet] = await Promise.all([
      page.context().waitForEvent("page"),
      mainOf(tab)
        .getByRole("link", { name: t("checkout.payment.wallet.openSandbox", { provider: "MODO" }) })
        .click(),
    ])
    await wallet.waitForLoadState()
    expect(new URL(wallet.url()).pathname).toMatch(/^\/sandbox\/modo\//u)
    await wallet.getByRole("button", { name: "Aprobar el pago" }).click()
    await wallet.getByRole("heading", { name: "Pago aprobado" }).waitFor()

    expect(await confirmedOrder(tab)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 120_000)
})
