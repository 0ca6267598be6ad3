// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { shownMoney } from "../support/renderWithShop.js"
import { cartLine, holdSeats, loggedTypes, openMenu, renderShell } from "./shellFixtures.js"

const TWO_LINES = [
  cartLine({ idFuncion: 10, showName: "La Traviata", positions: 2, unitPrice: 15_000 }),
  cartLine({
    idFuncion: 20,
    showName: "Programa de mano",
    positions: 3,
    unitPrice: 1_500,
    idEspectaculoCartelTipo: 100,
  }),
]

const openCart = (user: UserEvent, name: string) => openMenu(user, screen.getByRole("button", { name }))

describe("the cart icon menu (SPEC §2)", () => {
  it("says the cart is empty before any seat is held", async () => {
    const user = userEvent.setup()
    await renderShell()
    const panel = await openCart(user, "Carrito vacío")
    expect(within(panel).getByText("Tu carrito está vacío.")).toBeTruthy()
    expect(within(panel).queryByRole("button", { name: "Finalizar compra" })).toBeNull()
  })

  it("lists each function: name, venue, date, places or a product's quantity, totals and its image", async () => {
    const user = userEvent.setup()
    const harness = await renderShell()
    holdSeats(harness, TWO_LINES)
    const panel = await openCart(user, "Carrito, 5 ubicaciones")
    const [traviata, programme] = within(panel).getAllByRole("listitem")
    if (traviata === undefined || programme === undefined) throw new Error("two lines expected")
    expect(within(traviata).getByText("La Traviata", { selector: "p" })).toBeTruthy()
    expect(within(traviata).getByText("Teatro Gran Rex")).toBeTruthy()
    expect(within(traviata).getByText("viernes, 21 de noviembre de 2025, 21:00")).toBeTruthy()
    expect(within(traviata).getByText("2 ubicaciones")).toBeTruthy()
    expect(within(traviata).getByText(shownMoney(30000))).toBeTruthy()
    expect(traviata.querySelector("img")?.getAttribute("src")).toBe("/img/10.svg")
    expect(within(programme).getByText("Cantidad: 3")).toBeTruthy()
    expect(within(programme).queryByText(/ubicaciones/)).toBeNull()
    expect(within(panel).getByText(shownMoney(34500))).toBeTruthy()
  })

  it("removes one function of a multi-function CART purchase", async () => {
    const user = userEvent.setup()
    const harness = await renderShell()
    holdSeats(harness, TWO_LINES)
    const panel = await openCart(user, "Carrito, 5 ubicaciones")
    await user.click(within(panel).getByRole("button", { name: "Quitar Programa de mano" }))
    expect(harness.tab.log.events()).toContainEqual(
      expect.objectContaining({ type: "cart.functionRemoveRequested", idFuncion: 20 }),
    )
  })

  it("offers no Remove with a single function, nor in a BOX process", async () => {
    const user = userEvent.setup()
    const single = await renderShell()
    holdSeats(single)
    const panel = await openCart(user, "Carrito, 2 ubicaciones")
    expect(within(panel).queryByRole("button", { name: /Quitar/ })).toBeNull()
    single.unmount()

    const box = await renderShell({ tenant: { processType: "BOX" } })
    holdSeats(box, TWO_LINES, "BOX")
    const boxPanel = await openCart(user, "Carrito, 5 ubicaciones")
    expect(within(boxPanel).queryByRole("button", { name: /Quitar/ })).toBeNull()
  })

  it("checks out to the purchase's buy route, replacing the page", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ route: "/landing/la-traviata" })
    holdSeats(harness)
    const panel = await openCart(user, "Carrito, 2 ubicaciones")
    await user.click(within(panel).getByRole("button", { name: "Finalizar compra" }))
    expect(harness.currentPath()).toBe("/BuyTicket/501")
    expect(harness.history).toEqual(["/BuyTicket/501"])
  })

  it("adds more from the billboard", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ route: "/BuyTicket/501" })
    holdSeats(harness)
    const panel = await openCart(user, "Carrito, 2 ubicaciones")
    await user.click(within(panel).getByRole("button", { name: "Agregar más" }))
    expect(harness.currentPath()).toBe("/")
  })

  it("empties the cart: the purchase is cancelled with 'El proceso de compra fue cancelado'", async () => {
    const user = userEvent.setup()
    const harness = await renderShell()
    holdSeats(harness)
    const panel = await openCart(user, "Carrito, 2 ubicaciones")
    await user.click(within(panel).getByRole("button", { name: "Vaciar carrito" }))
    expect(loggedTypes(harness)).toContain("cart.emptyRequested")
    expect(screen.getByRole("button", { name: "Carrito vacío" })).toBeTruthy()
    expect(screen.getByText("El proceso de compra fue cancelado")).toBeTruthy()
  })
})
