// @vitest-environment happy-dom
import { connectSession } from "@boleteria/core"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { createTranslator } from "../../../ui/src/i18n/i18n.js"
import { SignUpPage } from "../../../ui/src/pages/account/login/SignUpPage.js"
import { renderWithShop, type TenantOverrides } from "../support/renderWithShop.js"
import { control, messageOf } from "./loginHarness.js"

const translate = createTranslator("es")

const fill = (name: string, value: string) => {
  fireEvent.change(control(name), { target: { value } })
  fireEvent.blur(control(name))
}

/** Each row: what goes in which fields, then the field whose message is checked and the message. */
const CASES: ReadonlyArray<readonly [Record<string, string>, string, string]> = [
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
  [{ password: "" }, "password", "validation.password.required"],
  [{ password: "Ab1" }, "password", "validation.password.tooShort"],
  [{ password: "abcdefg1" }, "password", "validation.password.uppercase"],
  [{ password: "Abcdefgh" }, "password", "validation.password.digit"],
  [
    { password: "Abcdefg1", passwordConfirmation: "" },
    "passwordConfirmation",
    "validation.passwordConfirmation.required",
  ],
  [
    { password: "Abcdefg1", passwordConfirmation: "Abcdefg2" },
    "passwordConfirmation",
    "validation.passwordConfirmation.mismatch",
  ],
  [{ gender: "" }, "gender", "validation.gender.required"],
]

const inLocale = (locale: "es" | "en"): TenantOverrides => ({
  locales: { default: locale, fallback: "es", enabled: ["es", "en"] },
})

describe.each(["es", "en"] as const)("the sign-up form's messages (SPEC §5), in %s", (locale) => {
  const t = translate(locale)

  it("shows each field's message when the shopper leaves it", async () => {
    await renderWithShop(<SignUpPage />, { route: "/signUp", tenant: inLocale(locale) })
    for (const [values, field, key] of CASES) {
      for (const [name, value] of Object.entries(values)) fill(name, value)
      expect(messageOf(field), `${JSON.stringify(values)} → ${key}`).toBe(t(key))
    }
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
    await user.type(control("firstName"), "Ana")
    await user.type(control("lastName"), "Pérez")
    await user.type(control("email"), "ana@example.com")
    await user.type(control("emailConfirmation"), "ana@example.com")
    await user.type(control("password"), "Entradas2025")
    await user.type(control("passwordConfirmation"), "Entradas2025")
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
    await user.type(control("firstName"), "Lucía")
    await user.type(control("lastName"), "Fernández")
    await user.type(control("email"), "lucia@example.com")
    await user.type(control("emailConfirmation"), "lucia@example.com")
    await user.type(control("password"), "Entradas2025")
    await user.type(control("passwordConfirmation"), "Entradas2025")
    await user.selectOptions(control("gender"), "FEMENINO")
    await user.click(control("termsAccepted"))
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }))
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ya existe una cuenta con ese e-mail. Podés ingresar o recuperar tu contraseña.",
    )
  })
})
