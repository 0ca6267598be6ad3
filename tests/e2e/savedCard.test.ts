import { SandboxCard } from "@boleteria/core"
import { expect, it } from "vitest"
import { chooseETicket, confirmedOrder, continueToCheckout, fillCardForm, mainOf } from "./support/shopper.js"
import { describeInChromium } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"
import { holdSeatsOfShow, atPaymentStep } from "./support/purchase.js"

describeInChromium("a saved card in Chromium", (suite) => {
  const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const
  /** One seat of the show's first function, clicked on the map. */
  const ONE_SEAT = { count: 1, pick: "canvas" } as const

  it.each(LOCALES)(
    "%s: pays saving the card, then buys again choosing the saved card",
    async (locale) => {
      const { tab } = await atPaymentStep(suite, SHOW[locale], { locale, ...ONE_SEAT })
      const { t } = tab
      const form = await fillCardForm(tab, SandboxCard.approves)
      await form.getByRole("checkbox", { name: t("payment.savedCards.save") }).check()
      await form.getByRole("button", { name: t("payment.form.pay") }).click()
      await confirmedOrder(tab)

      // Logged in already: from the held seat straight to the delivery.
      await holdSeatsOfShow(tab, SHOW[locale], ONE_SEAT)
      await continueToCheckout(tab)
      await chooseETicket(tab)
      const again = mainOf(tab).getByRole("form", { name: t("payment.form.title") })
      const saved = t("payment.savedCards.option", { brand: "Visa", last4: "3704", month: "10", year: "32" })
      // The saved card comes chosen, with the holder it paid with: the form asks neither again.
      await again.getByText(t("payment.savedCards.noCodeNeeded")).waitFor()
      expect(await again.getByRole("radio", { name: saved }).isChecked()).toBe(true)
      expect(await again.getByTestId("known-holder").textContent()).toContain("33444555")
      expect(await again.getByLabel(t("payment.form.documentNumber")).count()).toBe(0)
      expect(await again.getByLabel(t("payment.form.birthDay"), { exact: true }).count()).toBe(0)
      await again.getByLabel(t("payment.form.installments")).locator("option").nth(1).waitFor({ state: "attached" })
      await again.getByRole("button", { name: t("payment.form.pay") }).click()
      await confirmedOrder(tab)
    },
    120_000,
  )
})
