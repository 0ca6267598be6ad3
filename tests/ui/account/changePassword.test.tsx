// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { ChangePasswordPage } from "../../../ui/src/pages/account/password/ChangePasswordPage.js"
import { renderWithShop, TEST_CUSTOMER } from "../support/renderWithShop.js"
import {
  control,
  expectEachMessage,
  inLocale,
  messageOf,
  NEW_PASSWORD_CASES,
  translate,
  type MessageCase,
  typeInto,
} from "./accountHarness.js"

const CASES: ReadonlyArray<MessageCase> = [
  [{ currentPassword: "" }, "currentPassword", "validation.password.required"],
  ...NEW_PASSWORD_CASES,
]

describe.each(["es", "en"] as const)("change password's messages (SPEC §5), in %s", (locale) => {
  const t = translate(locale)

  it("shows each field's message when the customer leaves it, and all on submit", async () => {
    const user = userEvent.setup()
    await renderWithShop(<ChangePasswordPage />, {
      route: "/changePassword",
      session: "customer",
      tenant: inLocale(locale),
    })
    await user.click(screen.getByRole("button", { name: t("account.password.submit") }))
    expect(messageOf("currentPassword")).toBe(t("validation.password.required"))
    expect(messageOf("passwordConfirmation")).toBe(t("validation.passwordConfirmation.required"))
    await waitFor(() => expect(document.activeElement).toBe(control("currentPassword")))
    expectEachMessage(CASES, t)
  })
})

const change = async (current: string, next: string) => {
  const user = userEvent.setup()
  await typeInto(user, { currentPassword: current, password: next, passwordConfirmation: next })
  await user.click(screen.getByRole("button", { name: "Cambiar contraseña" }))
}

describe("changing the password", () => {
  it("changes it, says the other sessions ended, and empties the form", async () => {
    const harness = await renderWithShop(<ChangePasswordPage />, { route: "/changePassword", session: "customer" })
    await change(TEST_CUSTOMER.cClave, "Milonga2026")
    expect(
      await screen.findByText(
        "Cambiaste tu contraseña. Cerramos tus sesiones en otros dispositivos; en este seguís conectado.",
      ),
    ).toBeTruthy()
    expect((control("password") as HTMLInputElement).value).toBe("")
    const login = await Effect.runPromise(
      Effect.result(harness.api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: "Milonga2026" } })),
    )
    expect(login._tag).toBe("Success")
  })

  it("shows the server's refusal of a wrong current password", async () => {
    await renderWithShop(<ChangePasswordPage />, { route: "/changePassword", session: "customer" })
    await change("NotMine2025", "Milonga2026")
    expect((await screen.findByRole("alert")).textContent).toBe("La contraseña actual no es correcta.")
    expect(screen.queryByText(/Cambiaste tu contraseña/)).toBeNull()
  })
})
