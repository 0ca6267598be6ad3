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
  pickSeatsWithKeyboard,
} from "./support/shopper.js"
import { chromiumMissing, e2eSuite } from "./support/suite.js"

const skipped = await chromiumMissing()

describe.skipIf(skipped !== null)(
  `paying through a payment link in Chromium${skipped === null ? "" : ` (skipped: ${skipped})`}`,
  () => {
    const suite = e2eSuite()

    it("shopper A holds seats and makes a link; a fresh browser with no login pays it; A's checkout learns it", async () => {
      const server = suite.server()
      const customer = await server.signUp()
      const owner = await (await suite.newShopper("es")).newTab()

      await openBillboard(owner)
      await openShow(owner, "Sobremesa")
      const idFuncion = await openFirstFunction(owner)
      const seats = await pickSeatsWithKeyboard(owner, 2)
      await holdChosenSeats(owner, 2)
      await continueToCheckout(owner)
      await logIn(owner, customer)
      await chooseETicket(owner)
      await mainOf(owner)
        .getByRole("button", { name: owner.t("checkout.link.create.button") })
        .click()
      const field = mainOf(owner).getByRole("textbox", { name: owner.t("checkout.link.create.field") })
      await field.waitFor()
      const address = await field.inputValue()
      expect(new URL(address).pathname).toMatch(/^\/linkPago\/\d+$/u)

      // Someone else, in a browser of their own, never signed in.
      const payer = await (await suite.newShopper("es")).newTab()
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
      const order = await confirmedOrder(owner)
      expect(order).toBeGreaterThan(0)
      const states = await server.seatStates(idFuncion)
      expect(seats.map((seat) => states.get(seat))).toEqual(["VENDIDA", "VENDIDA"])
    }, 120_000)
  },
)
