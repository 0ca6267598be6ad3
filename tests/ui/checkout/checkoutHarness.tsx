import { connectCheckout, connectPaymentVerification } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import { expect } from "vitest"
import type { UserEvent } from "@testing-library/user-event"
import { ROUTES } from "../../../ui/src/app/routes.js"
import CheckoutPages from "../../../ui/src/pages/checkout/CheckoutPages.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"

/** fixtures/catalog's function 10102 (La casa de los espejos, Teatro Gran Corrientes) and two of its Platea seats, A1 and A2. */
const FUNCTION = 10102
export const SEATS = [25291, 25292]

const routeNamed = (name: string) => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (route === undefined) throw new Error(`no route ${name}`)
  return route
}

/** The checkout chunk's entry showing route `name`, as RouteView would render it. */
export const renderCheckoutPage = (
  name: string,
  options: RenderWithShopOptions & { readonly params?: Record<string, string> } = {},
): Promise<ShopHarness> =>
  renderWithShop(<CheckoutPages route={routeNamed(name)} params={options.params ?? {}} />, {
    session: "customer",
    route: "/BuyTicket",
    ...options,
  })

/** What the shopper would have done on the function page: seats held on the server, a purchase running. */
export const holdSeats = async (harness: ShopHarness): Promise<number> => {
  harness.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: SEATS })
  await waitFor(() => expect(checkoutOf(harness).idProcesoDeCompra).not.toBeNull())
  harness.dispatch({ type: "route.changed", name: "BuyTicket", path: "/BuyTicket" })
  return checkoutOf(harness).idProcesoDeCompra ?? 0
}

/** Tests only read the view-models; they act through the page or `harness.dispatch`. */
const readOnly = () => undefined

export const checkoutOf = (harness: ShopHarness) => connectCheckout(harness.shop.getSnapshot().checkout, readOnly)

export const paymentOf = (harness: ShopHarness) =>
  connectPaymentVerification(harness.shop.getSnapshot().paymentVerification, readOnly)

/** Seats → delivery (e-ticket, the first type) → extras (none wanted) → the card form. */
export const goToCardForm = async (user: UserEvent) => {
  await user.click(await screen.findByRole("button", { name: "Continuar con la entrega" }))
  await user.click(await screen.findByRole("button", { name: "Continuar" }))
  await user.click(await screen.findByRole("button", { name: "Continuar con el pago" }))
  await screen.findByRole("button", { name: /^Pagar / })
}

/** The control a field's `name` names, and the message tied to it by aria-describedby. */
export const control = (name: string): HTMLInputElement | HTMLSelectElement => {
  const element = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
  if (element === null) throw new Error(`no control named ${name}`)
  return element
}

export const messageOf = (name: string): string | null => {
  const id = control(name)
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((candidate) => candidate.endsWith("-error"))
  return id === undefined ? null : (document.getElementById(id)?.textContent ?? null)
}
