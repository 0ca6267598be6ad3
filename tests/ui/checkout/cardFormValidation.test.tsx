// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { goToCardForm, holdSeats, renderCheckoutPage } from "./checkoutHarness.js"
import { control, expectEachMessage, fill, messageOf, translate, type MessageCase } from "../support/formFields.js"

/**
 * The shop's clock reads 1 November 2025, so October 2025 has expired and 2 November is the future.
 */
const CASES: ReadonlyArray<MessageCase> = [
  [{ cardNumber: "" }, "cardNumber", "validation.cardNumber.required"],
  [{ cardNumber: "4509 95" }, "cardNumber", "validation.cardNumber.incomplete"],
  [{ cardNumber: "4509 9535 6623 3705" }, "cardNumber", "validation.cardNumber.invalid"],
  [{ cardNumber: "4509 95x5 6623 3704" }, "cardNumber", "validation.cardNumber.invalid"],
  [{ cardholderName: "  " }, "cardholderName", "validation.cardholder.required"],
  [{ expiryMonth: "" }, "expiryMonth", "validation.expiry.monthRequired"],
  [{ expiryMonth: "13", expiryYear: "27" }, "expiryMonth", "validation.expiry.invalidMonth"],
  [{ expiryMonth: "10", expiryYear: "" }, "expiryYear", "validation.expiry.yearRequired"],
  [{ expiryMonth: "10", expiryYear: "2" }, "expiryYear", "validation.expiry.invalidYear"],
  [{ expiryMonth: "10", expiryYear: "25" }, "expiryMonth", "validation.expiry.expired"],
  [{ securityCode: "" }, "securityCode", "validation.cvc.required"],
  [{ cardNumber: "4509 9535 6623 3704", securityCode: "12" }, "securityCode", "validation.cvc.invalid"],
  [{ cardNumber: "3714 496353 98431", securityCode: "123" }, "securityCode", "validation.cvc.invalid"],
  [{ cardNumber: "", installments: "" }, "installments", "validation.installments.required"],
  [{ documentType: "" }, "documentType", "validation.documentType.required"],
  [{ documentType: "DNI", documentNumber: "" }, "documentNumber", "validation.document.required"],
  [{ documentType: "DNI", documentNumber: "123" }, "documentNumber", "validation.document.tooLow"],
  [{ documentType: "DNI", documentNumber: "123456789" }, "documentNumber", "validation.document.tooHigh"],
  [{ documentType: "DNI", documentNumber: "30a11222" }, "documentNumber", "validation.document.invalid"],
  [{ documentType: "CUIT", documentNumber: "20123" }, "documentNumber", "validation.document.cuitLength"],
  [{ documentType: "CUIT", documentNumber: "20123456780" }, "documentNumber", "validation.document.cuitCheckDigit"],
  [{ documentType: "PASAPORTE", documentNumber: "AB1" }, "documentNumber", "validation.document.tooShort"],
  [{ documentType: "PASAPORTE", documentNumber: "AB12345678" }, "documentNumber", "validation.document.tooLong"],
  [{ email: "" }, "email", "validation.email.required"],
  [{ email: "ana@" }, "email", "validation.email.invalid"],
  [{ birthDay: "32" }, "birthDay", "validation.birthdate.invalidDay"],
  [{ birthMonth: "13" }, "birthMonth", "validation.birthdate.invalidMonth"],
  [{ birthYear: "19" }, "birthYear", "validation.birthdate.invalidYear"],
  [{ birthYear: "2026" }, "birthYear", "validation.birthdate.yearTooHigh"],
  [{ birthYear: "1880" }, "birthYear", "validation.birthdate.yearTooLow"],
]

const WHOLE_DATE_CASES: ReadonlyArray<readonly [Record<string, string>, string]> = [
  [{ birthDay: "31", birthMonth: "2", birthYear: "2000" }, "validation.birthdate.invalidDate"],
  [{ birthDay: "2", birthMonth: "11", birthYear: "2025" }, "validation.birthdate.inFuture"],
]

const atCardForm = async (locale: "es" | "en") => {
  const harness = await renderCheckoutPage("BuyTicket")
  await holdSeats(harness)
  await goToCardForm(userEvent.setup())
  act(() => void harness.dispatch({ type: "locale.changed", locale }))
  return harness
}

describe.each(["es", "en"] as const)("the card form's messages (SPEC §5), in %s", (locale) => {
  const t = translate(locale)

  it("shows each field's message when the shopper leaves it", async () => {
    await atCardForm(locale)
    expectEachMessage(CASES, t)
  })

  it("judges the birthdate as a whole once each box is plausible", async () => {
    await atCardForm(locale)
    for (const [values, key] of WHOLE_DATE_CASES) {
      for (const [name, value] of Object.entries(values)) fill(name, value)
      expect(screen.getByText(t(key))).toBeTruthy()
    }
  })

  it("shows every message at once on pay, and takes the shopper to the first", async () => {
    const user = userEvent.setup()
    const harness = await atCardForm(locale)
    fill("email", "")
    await user.click(screen.getByRole("button", { name: new RegExp(`^${t("payment.form.pay")} `) }))
    expect(messageOf("cardNumber")).toBe(t("validation.cardNumber.required"))
    expect(messageOf("cardholderName")).toBe(t("validation.cardholder.required"))
    expect(messageOf("expiryMonth")).toBe(t("validation.expiry.monthRequired"))
    expect(messageOf("securityCode")).toBe(t("validation.cvc.required"))
    expect(messageOf("installments")).toBe(t("validation.installments.required"))
    expect(messageOf("documentNumber")).toBe(t("validation.document.required"))
    expect(messageOf("email")).toBe(t("validation.email.required"))
    expect(messageOf("birthDay")).toBe(t("validation.birthdate.invalidDay"))
    await waitFor(() => expect(document.activeElement).toBe(control("cardNumber")))
    expect(harness.tab.log.events().some((event) => event.type === "payment.submitted")).toBe(false)
  })
})
