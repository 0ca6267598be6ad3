import { SandboxCard } from "@boleteria/core"
import { describe, expect, it } from "vitest"
import {
  chooseETicket,
  confirmedOrder,
  continueToCheckout,
  fillCardForm,
  holdChosenSeats,
  logIn,
  mainOf,
  openBillboard,
  openFirstFunction,
  openShow,
  pickSeatOnCanvas,
  type ShopTab,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"
import { LOCALES } from "./support/texts.js"

const skipped = await chromiumMissing()

/** One seat of the show's first function held, on to the checkout. */
const holdOneSeat = async (tab: ShopTab, show: string) => {
  await openBillboard(tab)
  await openShow(tab, show)
  await openFirstFunction(tab)
  await pickSeatOnCanvas(tab)
  await holdChosenSeats(tab, 1)
  await continueToCheckout(tab)
}

describe.skipIf(skipped !== null)(`a saved card in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`, () => {
  const suite = e2eSuite()
  const SHOW = { es: "Sobremesa", en: "Humor en cuotas" } as const

  it.each(LOCALES)(
    "%s: pays saving the card, then buys again choosing the saved card",
    async (locale) => {
      const server = suite.server()
      const customer = await server.signUp()
      const tab = await (await suite.newShopper(locale)).newTab()
      const { t } = tab

      await holdOneSeat(tab, SHOW[locale])
      await logIn(tab, customer)
      await chooseETicket(tab)
      const form = await fillCardForm(tab, SandboxCard.approves)
      await form.getByRole("checkbox", { name: t("payment.savedCards.save") }).check()
      await form.getByRole("button", { name: t("payment.form.pay") }).click()
      await confirmedOrder(tab)

      await holdOneSeat(tab, SHOW[locale])
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
