import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { confirmedOrder, fillCardForm, mainOf } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { atPaymentStep, statesOf } from "./support/purchase.js"

describeInChromium("paying through a payment link in Chromium", (suite) => {
  it("shopper A holds seats and makes a link; a fresh browser with no login pays it; A's checkout learns it", async () => {
    const { server, tab: owner, idFuncion, seats } = await atPaymentStep(suite, "Sobremesa")
    await mainOf(owner)
      .getByRole("button", { name: owner.t("checkout.link.create.button") })
      .click()
    const field = mainOf(owner).getByRole("textbox", { name: owner.t("checkout.link.create.field") })
    await field.waitFor()
    const address = await field.inputValue()
    expect(new URL(address).pathname).toMatch(/^\/linkPago\/\d+$/u)

    // Someone else, in a browser of their own, never signed in.
    const payer = await suite.newTab("es")
    await payer.page.goto(address)
    await payer.page.getByRole("heading", { level: 1, name: payer.t("checkout.link.page.title") }).waitFor()
    await payer.page.getByRole("timer").waitFor()
    const form = await fillCardForm(payer, SandboxCard.approves)
    await form.getByLabel(payer.t("payment.form.email")).fill("pagadora@example.com")
    await form.getByRole("button", { name: payer.t("payment.form.pay") }).click()
    await payer.page.waitForURL((url) => url.pathname === "/payConfirmLinkPago", { timeout: 30_000 })
    await payer.page.getByRole("heading", { level: 1, name: payer.t("checkout.link.confirm.title") }).waitFor()
    await mainOf(payer).getByTestId("amount-paid").waitFor()

    // The owner's checkout hears the purchase was paid and shows its order.
    expect(await confirmedOrder(owner)).toBeGreaterThan(0)
    expect(await statesOf(server, idFuncion, seats)).toEqual(["VENDIDA", "VENDIDA"])
  }, 120_000)
})
