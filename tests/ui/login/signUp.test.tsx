// @vitest-environment happy-dom
import { connectSession } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { SignUpPage } from "../../../ui/src/pages/account/login/SignUpPage.js"
import { renderWithShop } from "../support/renderWithShop.js"
import {
  control,
  expectEachMessage,
  fill,
  inLocale,
  messageOf,
  NEW_PASSWORD_CASES,
  translate,
  type MessageCase,
  typeInto,
} from "../support/formFields.js"

const CASES: ReadonlyArray<MessageCase> = [
  [{ firstName: " " }, "firstName", "validation.firstName.required"],
  [{ lastName: "" }, "lastName", "validation.lastName.required"],
  [{ email: "" }, "email", "validation.email.required"],
  [{ email: "lucia@example" }, "email", "validation.email.invalid"],
  [{ email: "ana@example.com", emailConfirmation: "" }, "emailConfirmation", "validation.emailConfirmation.required"],
  [
    { email: "ana@example.com", emailConfirmation: "ana@example.org" },
    "emailConfirmation",
    "validation.emailConfirmation.mismatch",
  ],
  ...NEW_PASSWORD_CASES,
  [{ gender: "" }, "gender", "validation.gender.required"],
]

describe.each(["es", "en"] as const)("the sign-up form's messages (SPEC §5), in %s", (locale) => {
  const t = translate(locale)

  it("shows each field's message when the shopper leaves it", async () => {
    await renderWithShop(<SignUpPage />, { route: "/signUp", tenant: inLocale(locale) })
    expectEachMessage(CASES, t)
  })

  it("asks for everything on submit, the terms included", async () => {
    const user = userEvent.setup()
    await renderWithShop(<SignUpPage />, { route: "/signUp", tenant: inLocale(locale) })
    await user.click(screen.getByRole("button", { name: t("signUp.submit") }))
    expect(messageOf("firstName")).toBe(t("validation.firstName.required"))
    expect(messageOf("gender")).toBe(t("validation.gender.required"))
    expect(messageOf("termsAccepted")).toBe(t("validation.signUp.termsRequired"))
    await waitFor(() => expect(document.activeElement).toBe(control("firstName")))
  })

  it("asks for the document when the tenant shows it", async () => {
    await renderWithShop(<SignUpPage />, {
      route: "/signUp",
      tenant: { ...inLocale(locale), flags: { signUpHidesDocument: false } },
    })
    fill("documentType", "")
    expect(messageOf("documentType")).toBe(t("validation.documentType.required"))
    fill("documentType", "DNI")
    fill("documentNumber", "")
    expect(messageOf("documentNumber")).toBe(t("validation.document.required"))
    fill("documentNumber", "999")
    expect(messageOf("documentNumber")).toBe(t("validation.document.tooLow"))
    fill("documentNumber", "123456789")
    expect(messageOf("documentNumber")).toBe(t("validation.document.tooHigh"))
  })
})

describe("signing up", () => {
  it("hides the document field, as this tenant's flag says", async () => {
    await renderWithShop(<SignUpPage />, { route: "/signUp" })
    expect(document.querySelector("[name='documentNumber']")).toBeNull()
  })

  it("creates the account after the terms are accepted in their popup, signs the customer in and goes on", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<SignUpPage />, { route: "/signUp?nextUrl=%2FBuyTicket" })
    await typeInto(user, {
      firstName: "Ana",
      lastName: "Pérez",
      email: "ana@example.com",
      emailConfirmation: "ana@example.com",
      password: "Entradas2025",
      passwordConfirmation: "Entradas2025",
    })
    await user.selectOptions(control("gender"), "FEMENINO")
    await user.click(screen.getByRole("button", { name: "Leer los términos y condiciones" }))
    const terms = screen.getByRole("dialog", { name: "Términos y condiciones" })
    await user.click(within(terms).getByRole("button", { name: "Acepto" }))
    expect((control("termsAccepted") as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }))
    await waitFor(() => expect(harness.currentPath()).toBe("/BuyTicket"))
    const session = connectSession(harness.shop.getSnapshot().session, () => undefined, harness.clock.nowMs)
    expect(session).toMatchObject({ isLoggedIn: true, displayName: "Ana", email: "ana@example.com" })
  })

  it("shows the server's message when the e-mail already has an account", async () => {
    const user = userEvent.setup()
    await renderWithShop(<SignUpPage />, { route: "/signUp" })
    await typeInto(user, {
      firstName: "Lucía",
      lastName: "Fernández",
      email: "lucia@example.com",
      emailConfirmation: "lucia@example.com",
      password: "Entradas2025",
      passwordConfirmation: "Entradas2025",
    })
    await user.selectOptions(control("gender"), "FEMENINO")
    await user.click(control("termsAccepted"))
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }))
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ya existe una cuenta con ese e-mail. Podés ingresar o recuperar tu contraseña.",
    )
  })
})
