// @vitest-environment happy-dom
import { connectCart, formatMoney } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { checkoutOf, goToCardForm, holdSeats, renderCheckoutPage, SEATS } from "./checkoutHarness.js"
import { messageOf, typeInto } from "../support/formFields.js"
import { TEST_TENANT } from "../support/renderWithShop.js"

const MINUTE = 60_000

describe("the checkout: held seats and the clock", () => {
  it("walks from the held seats to the card form, with the clock counting down", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    expect(await screen.findByRole("heading", { name: "Tus entradas están reservadas" })).toBeTruthy()
    expect(screen.getByRole("timer").textContent).toBe("12:00")
    harness.advance(MINUTE)
    expect(screen.getByRole("timer").textContent).toBe("11:00")
    harness.advance(9 * MINUTE)
    expect(screen.getByText("Quedan menos de 2 minutos para completar la compra")).toBeTruthy()
    await goToCardForm(user)
    expect(
      screen.getByRole("list", { name: "Pasos de la compra" }).querySelector("[aria-current='step']")?.textContent,
    ).toBe("Pago")
  })

  it("says there is no purchase when none is running, or the address names another", async () => {
    await renderCheckoutPage("BuyTicket", { params: { idProcesoDeCompra: "999" } })
    expect(screen.getByRole("heading", { name: "No tenés una compra en curso" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
  })

  it("removes one function of a two-function cart", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    harness.dispatch({ type: "cart.seatsRequested", idFuncion: 10103, aIdPosicion: [SEATS[0] ?? 0] })
    const removes = await screen.findAllByRole("button", { name: "Quitar La casa de los espejos de la compra" })
    expect(removes).toHaveLength(2)
    await user.click(removes[1] as HTMLElement)
    await waitFor(() => expect(connectCart(harness.shop.getSnapshot().cart, () => undefined).lines).toHaveLength(1))
    expect(screen.queryByRole("button", { name: "Quitar La casa de los espejos de la compra" })).toBeNull()
  })

  it("empties the cart after asking, and the purchase ends", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Vaciar carrito" }))
    const dialog = screen.getByRole("dialog", { name: "¿Vaciar el carrito?" })
    await user.click(within(dialog).getByRole("button", { name: "Vaciar carrito" }))
    expect(await screen.findByRole("heading", { name: "No tenés una compra en curso" })).toBeTruthy()
    expect(checkoutOf(harness).message).toBe("purchase.canceled")
  })

  it("cancels the purchase after asking, and goes to payFinish", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Cancelar compra" }))
    const dialog = screen.getByRole("dialog", { name: "¿Cancelar la compra?" })
    await user.click(within(dialog).getByRole("button", { name: "Seguir comprando" }))
    expect(checkoutOf(harness).hasPurchase).toBe(true)
    await user.click(screen.getByRole("button", { name: "Cancelar compra" }))
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar compra" }))
    expect(checkoutOf(harness)).toMatchObject({
      hasPurchase: false,
      redirect: "/payFinish",
      message: "purchase.canceled",
    })
  })
})

describe("the checkout: delivery and extras", () => {
  it("asks for an address for home delivery, offering the customer's own", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Continuar con la entrega" }))
    await user.click(await screen.findByRole("radio", { name: /Envío a domicilio/ }))
    const address = await screen.findByRole("radio", { name: /Av. Santa Fe 3200, 4 B/ })
    expect((address as HTMLInputElement).checked).toBe(true)
    const homePrice = formatMoney(6500, TEST_TENANT.price, "es").replace(/\s/gu, " ")
    const home = (name: string) => name.startsWith("Envío a domicilio") && name.replace(/\s/gu, " ").includes(homePrice)
    expect(screen.getByRole("radio", { name: home })).toBeTruthy()
    // The summary counts the delivery and its anti-fraud QR as soon as they are picked.
    const summary = within(screen.getByTestId("cart-summary"))
    expect(summary.getByText("Entrega: Envío a domicilio").nextElementSibling?.textContent).toBe(
      formatMoney(6500, TEST_TENANT.price, "es"),
    )
    expect(summary.getByText("QR antifraude").nextElementSibling?.textContent).toBe(
      formatMoney(500, TEST_TENANT.price, "es"),
    )
    await user.click(screen.getByRole("button", { name: "Continuar" }))
    expect(await screen.findByRole("heading", { name: "Sumá adicionales" })).toBeTruthy()
    expect(harness.shop.getSnapshot().delivery.context).toMatchObject({ idClienteDomicilio: 1 })
  })

  it("adds an address on the spot, with the address form's checks", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Continuar con la entrega" }))
    await user.click(await screen.findByRole("radio", { name: /Envío a domicilio/ }))
    await user.click(await screen.findByRole("button", { name: "Agregar un domicilio" }))
    await user.click(screen.getByRole("button", { name: "Guardar domicilio" }))
    expect(messageOf("street")).toBe("Este campo es obligatorio")
    expect(messageOf("location")).toBe("Este campo es obligatorio")
    await typeInto(user, {
      street: "Corrientes",
      number: "1234",
      location: "San Nicolás",
      province: "Ciudad Autónoma de Buenos Aires",
      zip: "C1043XAB",
    })
    await user.click(screen.getByRole("button", { name: "Guardar domicilio" }))
    const added = await screen.findByRole("radio", { name: /Corrientes 1234/ })
    await waitFor(() => expect((added as HTMLInputElement).checked).toBe(true))
    await user.click(screen.getByRole("button", { name: "Continuar" }))
    await screen.findByRole("heading", { name: "Sumá adicionales" })
    expect(harness.shop.getSnapshot().delivery.context.idClienteDomicilio).not.toBe(1)
  })

  it("saves the extra products chosen", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const idProcesoDeCompra = await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Continuar con la entrega" }))
    await user.click(await screen.findByRole("button", { name: "Continuar" }))
    await user.selectOptions(await screen.findByLabelText("Cantidad de Estacionamiento"), "2")
    await user.click(screen.getByRole("button", { name: "Continuar con el pago" }))
    await screen.findByRole("button", { name: /^Pagar / })
    const chosen = await Effect.runPromise(harness.api.getExtraProducts({ path: { idProcesoDeCompra } }))
    expect(chosen.map((product) => [product.cNombre, product.nCantidadSeleccionada])).toEqual([
      ["Estacionamiento", 2],
      ["Programa de mano", 0],
    ])
  })

  it("takes the extras step from the checkout machine, and does not ask again after the delivery changes", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const idProcesoDeCompra = await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Continuar con la entrega" }))
    await user.click(await screen.findByRole("button", { name: "Continuar" }))
    await screen.findByRole("heading", { name: "Sumá adicionales" })
    expect(checkoutOf(harness).step).toBe("extras")
    await user.click(screen.getByRole("button", { name: "Continuar con el pago" }))
    await screen.findByRole("button", { name: /^Pagar / })
    expect(checkoutOf(harness).step).toBe("payment")
    expect(harness.tab.log.events().filter((event) => event.type === "checkout.extrasConfirmed")).toMatchObject([
      { idProcesoDeCompra },
    ])
    await user.click(screen.getByRole("button", { name: "Cambiar" }))
    await user.click(await screen.findByRole("button", { name: "Continuar" }))
    expect(await screen.findByRole("button", { name: /^Pagar / })).toBeTruthy()
    expect(screen.queryByRole("heading", { name: "Sumá adicionales" })).toBeNull()
  })

  it("goes back from payment to change the delivery", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    await goToCardForm(user)
    expect(within(screen.getByRole("region", { name: "Pago" })).getByText("Entrega: E-ticket")).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Cambiar" }))
    expect(await screen.findByRole("heading", { name: "¿Cómo querés recibir tus entradas?" })).toBeTruthy()
    expect(checkoutOf(harness).step).toBe("delivery")
  })
})
