// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { Route, Switch } from "wouter"
import { ROUTES } from "../../../ui/src/app/routes.js"
import AccountPages from "../../../ui/src/pages/account/AccountPages.js"
import { RecoverPasswordPage } from "../../../ui/src/pages/account/recover/RecoverPasswordPage.js"
import { renderWithShop, TEST_CUSTOMER } from "../support/renderWithShop.js"
import {
  control,
  expectEachMessage,
  fill,
  inLocale,
  mailedRecoveryCode,
  messageOf,
  NEW_PASSWORD_CASES,
  translate,
  type MessageCase,
  typeInto,
} from "./accountHarness.js"

const CODE_CASES: ReadonlyArray<MessageCase> = [
  [{ code: " " }, "code", "validation.emailedCode.required"],
  ...NEW_PASSWORD_CASES,
]

const route = (name: string) => {
  const found = ROUTES.find((candidate) => candidate.name === name)
  if (found === undefined) throw new Error(`no route ${name}`)
  return found
}

/** The recovery page and the login page it sends the customer to, as the account chunk shows them. */
const RecoveryAndLogin = () => (
  <Switch>
    <Route path="/recoverPassword">
      <RecoverPasswordPage />
    </Route>
    <Route path="/login">
      <AccountPages route={route("login")} params={{}} />
    </Route>
  </Switch>
)

describe.each(["es", "en"] as const)("password recovery's messages (SPEC §5), in %s", (locale) => {
  const t = translate(locale)

  it("asks for a valid e-mail before sending a code", async () => {
    const user = userEvent.setup()
    await renderWithShop(<RecoverPasswordPage />, { route: "/recoverPassword", tenant: inLocale(locale) })
    await user.click(screen.getByRole("button", { name: t("account.recover.sendCode") }))
    expect(messageOf("email")).toBe(t("validation.email.required"))
    fill("email", "lucia@example")
    expect(messageOf("email")).toBe(t("validation.email.invalid"))
  })

  it("checks the code, the new password and its confirmation", async () => {
    const user = userEvent.setup()
    await renderWithShop(<RecoverPasswordPage />, { route: "/recoverPassword", tenant: inLocale(locale) })
    await user.type(control("email"), TEST_CUSTOMER.cEmail)
    await user.click(screen.getByRole("button", { name: t("account.recover.sendCode") }))
    await screen.findByLabelText(t("account.recover.code"))
    expectEachMessage(CODE_CASES, t)
  })
})

describe("recovering the password", () => {
  it("e-mails a code, sets the new password with it, and sends the customer to login with a message", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<RecoveryAndLogin />, { route: "/recoverPassword" })
    await user.type(control("email"), TEST_CUSTOMER.cEmail)
    await user.click(screen.getByRole("button", { name: "Enviarme el código" }))
    expect(
      await screen.findByText(
        "Si el e-mail está registrado, te enviamos un código para cambiar tu contraseña. Revisá tu correo, también la carpeta de spam.",
      ),
    ).toBeTruthy()
    expect(screen.getByText(/Revisá tu correo \(lucia@example\.com\)/)).toBeTruthy()
    const code = mailedRecoveryCode(harness.server, TEST_CUSTOMER.cEmail)
    expect(code).toMatch(/^\S+$/u)

    await typeInto(user, { code: code ?? "", password: "Milonga2026", passwordConfirmation: "Milonga2026" })
    await user.click(screen.getByRole("button", { name: "Cambiar la contraseña" }))

    await waitFor(() => expect(harness.currentPath()).toBe("/login?passwordReset=1"))
    expect(screen.getByRole("status").textContent).toBe("Listo, cambiaste tu contraseña. Ingresá con la nueva.")
    await user.type(control("email"), TEST_CUSTOMER.cEmail)
    await user.type(control("password"), "Milonga2026")
    await user.click(screen.getByRole("button", { name: "Ingresar" }))
    await waitFor(() => expect(harness.currentPath()).toBe("/"))
  })

  it("shows the server's refusal of a wrong code and stays on the form", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<RecoverPasswordPage />, { route: "/recoverPassword" })
    await user.type(control("email"), TEST_CUSTOMER.cEmail)
    await user.click(screen.getByRole("button", { name: "Enviarme el código" }))
    await user.type(await screen.findByLabelText("Código recibido por e-mail"), "999999")
    await user.type(control("password"), "Milonga2026")
    await user.type(control("passwordConfirmation"), "Milonga2026")
    await user.click(screen.getByRole("button", { name: "Cambiar la contraseña" }))
    expect((await screen.findByRole("alert")).textContent).toBe(
      "El código no es válido o venció. Pedí uno nuevo y volvé a intentar.",
    )
    expect(harness.currentPath()).toBe("/recoverPassword")
  })

  it("lets the customer start again with another e-mail", async () => {
    const user = userEvent.setup()
    await renderWithShop(<RecoverPasswordPage />, { route: "/recoverPassword" })
    await user.type(control("email"), TEST_CUSTOMER.cEmail)
    await user.click(screen.getByRole("button", { name: "Enviarme el código" }))
    await user.click(await screen.findByRole("button", { name: "Usar otro e-mail o pedir un código nuevo" }))
    expect((control("email") as HTMLInputElement).value).toBe("")
  })
})
