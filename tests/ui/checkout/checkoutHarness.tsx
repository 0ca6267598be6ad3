import { connectCheckout, connectPaymentVerification, SandboxCard } from "@boleteria/core"
import { act, screen, waitFor } from "@testing-library/react"
import { expect } from "vitest"
import type { UserEvent } from "@testing-library/user-event"
import { ROUTES } from "../../../ui/src/app/routes.js"
import CheckoutPages from "../../../ui/src/pages/checkout/CheckoutPages.js"
import { chargeForm, LUCIA } from "../../support/forms.js"
import { typeInto } from "../support/formFields.js"
import {
  renderWithShop,
  TEST_CUSTOMER,
  type RenderWithShopOptions,
  type ShopHarness,
} from "../support/renderWithShop.js"

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

/** The rest of a card form Lucía fills in: her name, an expiry after the shop's 1 Nov 2025, her DNI and birthday. */
const CARD_HOLDER = {
  cardholderName: "LUCIA FERNANDEZ",
  expiryMonth: "12",
  expiryYear: "30",
  securityCode: "123",
  documentNumber: "30123456",
  birthDay: "12",
  birthMonth: "3",
  birthYear: "1988",
}

/** Types `cardNumber` and the holder's fields (`fields` changing some) into the card form, until it offers installments. */
export const fillCardForm = async (
  user: UserEvent,
  cardNumber: string,
  fields: Readonly<Record<string, string>> = {},
) => {
  await typeInto(user, { cardNumber, ...CARD_HOLDER, ...fields })
  await screen.findByText(/^Cuotas para tu tarjeta/)
}

/** Pays the running purchase as the card form does: the form in the vault, its reference in the event. */
export const payWithVault = (harness: ShopHarness, idProcesoDeCompra: number) => {
  const formRef = harness.tab.vault.keep(
    chargeForm(SandboxCard.approves, {
      cTitular: "LUCIA FERNANDEZ",
      cNumeroDocumento: LUCIA.cNumeroDocumento,
      cEmail: TEST_CUSTOMER.cEmail,
      oFechaNacimiento: LUCIA.oFechaNacimiento,
    }),
  )
  act(() => {
    harness.dispatch({
      type: "payment.submitted",
      idProcesoDeCompra,
      formRef,
      nFormaDePago: 1,
      nCuotas: 1,
      card: { cardBin: "450995", last4: "3704" },
    })
  })
}
