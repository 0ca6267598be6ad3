// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import type { ApiShape } from "@boleteria/core"
import { LoginPage } from "../../../ui/src/pages/account/login/LoginPage.js"
import { renderWithShop, TEST_CUSTOMER } from "../support/renderWithShop.js"
import { control } from "../support/formFields.js"

describe("a submit button while its request runs", () => {
  it("keeps focus (busy, not disabled), refuses a second submit, and still has focus when the request fails", async () => {
    const user = userEvent.setup()
    let calls = 0
    const pending: { answer: () => void } = { answer: () => undefined }
    await renderWithShop(<LoginPage />, {
      route: "/login",
      api: (server): Partial<ApiShape> => ({
        login: (request) => {
          calls += 1
          // Answers (a refusal: wrong password) only when the test says so.
          return Effect.flatMap(
            Effect.callback<void>((resume) => {
              pending.answer = () => resume(Effect.void)
            }),
            () => server.login(request),
          )
        },
      }),
    })
    await user.type(control("email"), TEST_CUSTOMER.cEmail)
    await user.type(control("password"), "NoEsLaClave2025")
    const submit = screen.getByRole("button", { name: "Ingresar" })
    submit.focus()
    await user.keyboard("{Enter}")
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBe("true"))
    expect(submit).toHaveProperty("disabled", false)
    expect(submit.getAttribute("aria-disabled")).toBe("true")
    expect(document.activeElement).toBe(submit)

    await user.keyboard("{Enter}")
    await user.click(submit)
    expect(calls).toBe(1)

    pending.answer()
    await waitFor(() => expect(submit.getAttribute("aria-busy")).toBeNull())
    expect(calls).toBe(1)
    expect(document.activeElement).toBe(submit)
  })
})
