// @vitest-environment happy-dom
import { SandboxCard, type ApiShape } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { Router, useLocation, useSearch } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { ROUTES } from "../../../ui/src/app/routes.js"
import CheckoutPages from "../../../ui/src/pages/checkout/CheckoutPages.js"
import { renderWithShop, TEST_CUSTOMER } from "../support/renderWithShop.js"
import { chargeForm } from "../../support/forms.js"
import {
  checkoutOf,
  fillCardForm,
  goToCardForm,
  holdSeats,
  paymentOf,
  renderCheckoutPage,
  SEATS,
} from "./checkoutHarness.js"
import { control } from "../support/formFields.js"

/** fixtures/catalog's function 10102 (La casa de los espejos): the checkout harness's seats. */
const FUNCTION = 10102

/** Where the page is: the link the owner made, once the server exists. */
interface LinkAddress {
  path: string
  id: number
}

/**
 * The owner (the harness's customer, in another browser) holds two seats, chooses e-ticket and
 * credit card, and makes a payment link; answers where the link points.
 */
const ownerMakesLink = async (server: ApiShape, address: LinkAddress) => {
  const { token } = await Effect.runPromise(
    server.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
  )
  const held = await Effect.runPromise(
    server.takeSeats({
      path: { idProcesoDeCompra: 0 },
      body: { idFuncion: FUNCTION, listaIdPosicion: SEATS, idPromocion: null },
      credentials: { token },
    }),
  )
  const purchase = {
    path: { idProcesoDeCompra: held.idProcesoDeCompra },
    credentials: { token, purchaseKey: held.cClaveProceso },
  }
  await Effect.runPromise(
    server.selectDeliveryType({ ...purchase, body: { idEntregaTipo: 1, idClienteDomicilio: null } }),
  )
  await Effect.runPromise(server.selectPaymentMethod({ ...purchase, body: { nFormaDePago: 1 } }))
  const link = await Effect.runPromise(server.createPaymentLink(purchase))
  address.path = link.cUrl
  address.id = held.idProcesoDeCompra
  return purchase
}

type OwnerPurchase = Awaited<ReturnType<typeof ownerMakesLink>>

/** The checkout chunk's page for the address shown now, as RouteView would pick it. */
const Routed = () => {
  const [path] = useLocation()
  const search = useSearch()
  const name = path.startsWith("/payConfirmLinkPago")
    ? "payConfirmLinkPago"
    : path.startsWith("/linkPago/")
      ? "linkPagoId"
      : "linkPago"
  const route = ROUTES.find((candidate) => candidate.name === name)!
  const params = name === "linkPagoId" ? { idProcesoDeCompra: path.split("/")[2] ?? "" } : {}
  return (
    <>
      <CheckoutPages route={route} params={params} />
      <output data-testid="where">{`${path}?${search}`}</output>
    </>
  )
}

/** The link's address in a router of its own: the link exists only once the server does. */
const AtAddress = ({ address }: { readonly address: LinkAddress }) => {
  const [location] = useState(() => memoryLocation({ path: address.path }))
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routed />
    </Router>
  )
}

/** A stranger's browser (not signed in) opens the link the owner made. */
const openLink = async (
  afterwards: (address: LinkAddress, server: ApiShape, purchase: OwnerPurchase) => void | Promise<void> = () =>
    undefined,
) => {
  const address: LinkAddress = { path: "/linkPago", id: 0 }
  const harness = await renderWithShop(<AtAddress address={address} />, {
    session: "anonymous",
    api: async (server) => {
      await afterwards(address, server, await ownerMakesLink(server, address))
      return {}
    },
  })
  // As RouteView does on arrival: the tab's machines hear the route (and the shop's clock reads today).
  harness.dispatch({ type: "route.changed", name: "linkPagoId", path: address.path })
  return { harness, address }
}

/** A field of the card form, once it rendered (the form comes after the page's heading). */
const findControl = (name: string) => waitFor(() => control(name))

const fillCard = async (user: UserEvent, cardNumber: string) => {
  await findControl("cardNumber")
  await fillCardForm(user, cardNumber, { cardholderName: "ANA PAGADORA", email: "ana@example.com" })
}

describe("paying by link (/linkPago/{id})", () => {
  it("shows what is paid, its clock and the card form, without login", async () => {
    await openLink()
    expect(await screen.findByRole("heading", { level: 1, name: "Pagá esta compra" })).toBeTruthy()
    // The clock, the summary and the card form each show once their part of the page has rendered.
    expect((await screen.findByTestId("link-clock")).textContent).toBe("12:00")
    expect(screen.getByRole("timer")).toBeTruthy()
    const summary = await screen.findByTestId("link-summary")
    expect(within(summary).getByText("La casa de los espejos")).toBeTruthy()
    expect(within(summary).getByRole("list", { name: "Ubicaciones de La casa de los espejos" }).children).toHaveLength(
      2,
    )
    expect(within(summary).getByText(/^Forma de pago: /)).toBeTruthy()
    expect(screen.getAllByText(/^Entrega: /).length).toBeGreaterThan(0)
    expect((await findControl("email")).value).toBe("")
    expect(await screen.findByRole("button", { name: /^Pagar / })).toBeTruthy()
  })

  it("pays with a sandbox card and ends at /payConfirmLinkPago with the recap", async () => {
    const user = userEvent.setup()
    const { harness, address } = await openLink()
    await screen.findByRole("heading", { level: 1, name: "Pagá esta compra" })
    await fillCard(user, SandboxCard.approves)
    const total = screen.getByTestId("purchase-total").querySelector("dd")!.textContent
    await user.click(screen.getByRole("button", { name: /^Pagar / }))
    expect(await screen.findByRole("heading", { level: 1, name: "¡Listo! La compra está paga" })).toBeTruthy()
    expect(screen.getByTestId("where").textContent).toMatch(
      new RegExp(`^/payConfirmLinkPago\\?idProcesoDeCompra=${address.id}&clave=`, "u"),
    )
    expect(await screen.findByTestId("amount-paid")).toHaveProperty("textContent", total)
    expect(screen.getByText(/^Número de pedido: \d+$/u)).toBeTruthy()
    expect(screen.getByRole("list", { name: "Ubicaciones de La casa de los espejos" }).children).toHaveLength(2)
    expect(screen.getByText("terminada en 3704")).toBeTruthy()
    // The owner's browser reads it paid from the purchase's own status.
    const { token } = await Effect.runPromise(
      harness.api.login({ body: { cEmail: TEST_CUSTOMER.cEmail, cClave: TEST_CUSTOMER.cClave } }),
    )
    const history = await Effect.runPromise(harness.api.getOrderHistory({ credentials: { token } }))
    expect(history.listaPedido.map((order) => order.idProcesoDeCompra)).toContain(address.id)
  })

  it("explains an address without its token", async () => {
    await openLink((address) => void (address.path = `/linkPago/${address.id}`))
    expect(await screen.findByRole("heading", { level: 1, name: "No encontramos este link de pago" })).toBeTruthy()
  })

  it("says a link whose purchase was cancelled no longer works, and one with another token is no link", async () => {
    await openLink(async (_address, server, purchase) => {
      await Effect.runPromise(server.invalidateProcess({ ...purchase, body: { cOrigen: "INV001" } }))
    })
    expect(await screen.findByRole("heading", { level: 1, name: "Este link de pago ya no sirve" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "¿Qué es un link de pago?" }).getAttribute("href")).toBe("/linkPago")
  })

  it("answers a token that is not the link's as no link at all", async () => {
    await openLink((address) => void (address.path = address.path.replace(/clave=.*/u, `clave=${"B".repeat(43)}`)))
    expect(await screen.findByRole("heading", { level: 1, name: "No encontramos este link de pago" })).toBeTruthy()
  })

  it("/linkPago alone says what a payment link is, with a way back", async () => {
    await renderWithShop(<AtAddress address={{ path: "/linkPago", id: 0 }} />, { session: "anonymous" })
    expect(await screen.findByRole("heading", { level: 1, name: "¿Qué es un link de pago?" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
  })
})

describe("making a payment link in the checkout's payment step", () => {
  it("creates a link to copy, with its expiry, and the checkout ends once the link is paid", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const idProcesoDeCompra = await holdSeats(harness)
    await goToCardForm(user)
    await user.click(screen.getByRole("button", { name: "Crear un link de pago" }))
    const field = await screen.findByRole<HTMLInputElement>("textbox", { name: "Link de pago" })
    expect(field.readOnly).toBe(true)
    expect(field.value).toMatch(new RegExp(`/linkPago/${idProcesoDeCompra}\\?clave=[\\w-]{43}$`, "u"))
    expect(screen.getByText(/^Vence a las \d\d:\d\d, junto con la reserva\.$/u)).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Copiar el link" }))
    expect(await screen.findByText("Listo: copiaste el link.")).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(field.value)

    // Someone else pays it, with no session: the owner's checkout hears it from the purchase's status.
    const token = new URL(field.value).searchParams.get("clave")!
    const paid = await Effect.runPromise(
      harness.api.chargePaymentLink({
        path: { idProcesoDeCompra },
        headers: { "x-clave-link": token },
        body: chargeForm(SandboxCard.approves, { cEmail: "ana@example.com" }),
        credentials: { token: null, purchaseKey: null },
      }),
    )
    expect(paid.cEstado).toBe("APROBADO")
    await waitFor(() => expect(paymentOf(harness).phase).toBe("successful"), { timeout: 15_000 })
    expect(paymentOf(harness).orderId).toBe(paid.idPedido)
    expect(checkoutOf(harness).redirect).toBe("/payConfirm")
  })
})
