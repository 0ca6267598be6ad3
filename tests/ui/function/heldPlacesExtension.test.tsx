// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import { Shell } from "../../../ui/src/shell/Shell.js"
import { renderWithShop, TEST_TENANT, type TenantOverrides } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, routeNamed } from "./support.js"

const SECOND = 1000
const MINUTE = 60 * SECOND
/** The Teatro Gran Corrientes' Platea, seats A1 and A2 (fixtures/catalog). */
const SEATS = [25291, 25292]

const heldPanel = () => screen.getByRole("region", { name: "Tus ubicaciones reservadas" })
const heldClock = () => within(heldPanel()).getByRole("timer")
const heldExtendButton = () => within(heldPanel()).queryByRole("button", { name: "Extender tiempo" })
const politeTexts = (container: Element | null | undefined) =>
  [...(container?.querySelectorAll('[aria-live="polite"]') ?? [])].map((region) => region.textContent)
/** The top bar's countdown: the one timer named by its label. */
const barClock = () => screen.getByRole("timer", { name: "Tiempo para completar la compra" })

/** The function page inside the shell (the top bar's countdown too), with A1 and A2 held for the test customer. */
const functionPageHolding = async (tenant: TenantOverrides = {}) => {
  const harness = await renderWithShop(
    <Shell>
      <FunctionPage route={routeNamed("funcion")} params={{}} />
    </Shell>,
    { route: `/funcion?idFuncion=${DEMO_FUNCTION}`, session: "customer", tenant },
  )
  await screen.findByRole("heading", { level: 1 })
  harness.dispatch({ type: "cart.seatsRequested", idFuncion: DEMO_FUNCTION, aIdPosicion: SEATS })
  await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
  // Both clocks' extension controls are there (the bar's loads after the first download).
  await waitFor(() => expect(politeTexts(barClock().parentElement)).toHaveLength(2))
  return harness
}

describe("extending the hold by the function page's held places (WCAG 2.2.1)", () => {
  it("is offered at 2 minutes left and not before; one press renews the clock and only this clock says so", async () => {
    const user = userEvent.setup()
    const harness = await functionPageHolding()
    harness.advance(10 * MINUTE - SECOND)
    expect(heldClock().textContent).toBe("Tiempo para completar la compra: 02:01")
    expect(heldExtendButton()).toBeNull()
    expect(within(heldPanel()).queryByText(/Podés extenderlo/)).toBeNull()

    harness.advance(SECOND)
    expect(heldClock().textContent).toBe("Tiempo para completar la compra: 02:00")
    expect(within(heldPanel()).getByText("Podés extenderlo 10 veces más.")).toBeTruthy()
    await user.click(heldExtendButton()!)

    await waitFor(() => expect(heldClock().textContent).toBe("Tiempo para completar la compra: 12:00"))
    expect(barClock().textContent).toBe("12:00")
    expect(heldExtendButton()).toBeNull()
    expect(politeTexts(heldPanel())).toEqual(["Tiempo extendido: te quedan 12 minutos para completar la compra."])
    // The top bar offered it too, but it was asked for here: the bar tells only its minutes.
    expect(politeTexts(barClock().parentElement)).toEqual(["Te quedan 12 minutos para completar la compra", ""])
    expect(document.activeElement).toBe(heldClock())
  })

  it("goes away at the tenant's limit and says none are left", async () => {
    const user = userEvent.setup()
    const harness = await functionPageHolding({
      purchase: { ...TEST_TENANT.purchase, holdExtensions: { enabled: true, max: 1 } },
    })
    harness.advance(10 * MINUTE)
    expect(within(heldPanel()).getByText("Podés extenderlo una vez más.")).toBeTruthy()
    await user.click(heldExtendButton()!)
    await waitFor(() => expect(heldClock().textContent).toBe("Tiempo para completar la compra: 12:00"))

    harness.advance(10 * MINUTE)
    expect(heldClock().textContent).toBe("Tiempo para completar la compra: 02:00")
    expect(heldExtendButton()).toBeNull()
    expect(within(heldPanel()).getByText("Ya no podés extender el tiempo de esta compra.")).toBeTruthy()
    expect(within(barClock().parentElement!).queryByRole("button", { name: "Extender tiempo" })).toBeNull()
  })
})
