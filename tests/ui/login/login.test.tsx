// @vitest-environment happy-dom
import { ApiError, connectSession } from "@boleteria/core"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { createTranslator } from "../../../ui/src/i18n/i18n.js"
import { LoginGreeting } from "../../../ui/src/pages/account/login/LoginGreeting.js"
import { LoginPage } from "../../../ui/src/pages/account/login/LoginPage.js"
import { renderWithShop, TEST_CUSTOMER, TEST_TENANT, type RenderWithShopOptions } from "../support/renderWithShop.js"
import { control, messageOf } from "../support/formFields.js"

const translate = createTranslator("es")

const renderLogin = (options: RenderWithShopOptions = {}) =>
  renderWithShop(
    <>
      <LoginPage />
      <LoginGreeting />
    </>,
    { route: "/login?nextUrl=%2FBuyTicket%2F12%3FidFuncion%3D1001", ...options },
  )

const logIn = async (email: string, password: string) => {
  const user = userEvent.setup()
  await user.type(control("email"), email)
  await user.type(control("password"), password)
  await user.click(screen.getByRole("button", { name: "Ingresar" }))
}

describe.each(["es", "en"] as const)("the login form's messages, in %s", (locale) => {
  const t = translate(locale)
  const inLocale = { locales: { default: locale, fallback: "es" as const, enabled: ["es" as const, "en" as const] } }

  it("asks for the e-mail and the password on submit, and checks the e-mail on leaving it", async () => {
    const user = userEvent.setup()
    await renderLogin({ tenant: inLocale })
    await user.click(screen.getByRole("button", { name: t("login.submit") }))
    expect(messageOf("email")).toBe(t("validation.email.required"))
    expect(messageOf("password")).toBe(t("validation.password.required"))
    await waitFor(() => expect(document.activeElement).toBe(control("email")))
    fireEvent.change(control("email"), { target: { value: "lucia@" } })
    fireEvent.blur(control("email"))
    expect(messageOf("email")).toBe(t("validation.email.invalid"))
  })
})

describe("logging in", () => {
  it("shows the server's message for a wrong password, and stays", async () => {
    const harness = await renderLogin()
    await logIn(TEST_CUSTOMER.cEmail, "Wrong2025")
    expect((await screen.findByRole("alert")).textContent).toBe("El e-mail o la contraseña no son correctos.")
    expect(harness.currentPath()).toBe("/login?nextUrl=%2FBuyTicket%2F12%3FidFuncion%3D1001")
  })

  it("shows the server's message when logins are being rate-limited (429)", async () => {
    const tooMany = new ApiError({ nCode: 429, message: "Demasiados intentos. Probá de nuevo en un minuto." })
    await renderLogin({ api: { login: () => Effect.fail(tooMany) } })
    await logIn(TEST_CUSTOMER.cEmail, TEST_CUSTOMER.cClave)
    expect((await screen.findByRole("alert")).textContent).toBe("Demasiados intentos. Probá de nuevo en un minuto.")
  })

  it("signs the customer in and goes back to nextUrl, then greets them", async () => {
    const harness = await renderLogin({ tenant: { session: { ...TEST_TENANT.session, greetingDelayMs: 300 } } })
    await logIn(TEST_CUSTOMER.cEmail, TEST_CUSTOMER.cClave)
    await waitFor(() => expect(harness.currentPath()).toBe("/BuyTicket/12?idFuncion=1001"))
    const session = connectSession(harness.shop.getSnapshot().session, () => undefined, harness.clock.nowMs)
    expect(session).toMatchObject({ isLoggedIn: true, displayName: "Lucía" })
    expect(screen.queryByText("Hola, Lucía")).toBeNull()
    expect(await screen.findByText("Hola, Lucía")).toBeTruthy()
    expect(screen.getByRole("status").textContent).toBe("Hola, Lucía")
  })

  it("never follows a nextUrl to another site", async () => {
    const harness = await renderLogin({ route: "/login?nextUrl=https%3A%2F%2Fevil.example%2F" })
    await logIn(TEST_CUSTOMER.cEmail, TEST_CUSTOMER.cClave)
    await waitFor(() => expect(harness.currentPath()).toBe("/"))
  })

  it("offers sign-up (keeping nextUrl) and password recovery", async () => {
    await renderLogin()
    expect(screen.getByRole("link", { name: "¿No tenés cuenta? Registrate" }).getAttribute("href")).toBe(
      "/signUp?nextUrl=%2FBuyTicket%2F12%3FidFuncion%3D1001",
    )
    expect(screen.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).getAttribute("href")).toBe(
      "/recoverPassword",
    )
  })

  it("greets nobody on a page that opens already signed in", async () => {
    // With the shortest delay (1 ms, what a 0 ms timer waits too), a greeting's timer, set first,
    // would run before this later one: no fixed wait is needed.
    await renderLogin({ session: "customer", tenant: { session: { ...TEST_TENANT.session, greetingDelayMs: 1 } } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByText("Hola, Lucía")).toBeNull()
    expect(screen.getByText("Ya ingresaste como Lucía.")).toBeTruthy()
  })
})
