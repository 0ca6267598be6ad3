// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { TEST_CUSTOMER, TEST_TENANT } from "../support/renderWithShop.js"
import { renderShell } from "./shellFixtures.js"

const QUICK_GREETING = { session: { ...TEST_TENANT.session, greetingDelayMs: 20, overlayHideMs: 60_000 } }

describe("the login greeting (SPEC §4; issue 13: a toast never covers a control)", () => {
  it("greets in the page's flow under the top bar, and the shopper can close it", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ tenant: QUICK_GREETING })
    const { token, user: customer } = await Effect.runPromise(
      harness.api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
    )
    harness.dispatch({ type: "session.loggedIn", token, user: customer })

    const greeting = await screen.findByText("Hola, Lucía")
    const status = greeting.closest('[role="status"]')
    if (status === null) throw new Error("the greeting is not in a live region")
    // Between the top bar and the page, in the document's flow: it pushes the page down.
    const main = screen.getByRole("main")
    expect(screen.getByRole("banner").compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(status.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    await user.click(within(status as HTMLElement).getByRole("button", { name: "Cerrar el aviso" }))
    expect(screen.queryByText("Hola, Lucía")).toBeNull()
  })
})
