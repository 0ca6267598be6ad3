// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { MyBookingsPage } from "../../../ui/src/pages/account/bookings/MyBookingsPage.js"
import { DEMO_CUSTOMER } from "../../support/demoCustomer.js"
import { renderWithShop, type TenantOverrides } from "../support/renderWithShop.js"
import { inLocale, translate } from "./accountHarness.js"

/** /myBookings signed in as the demo customer, whose bookings the server seeds (fixtures/demoCustomers.json). */
const renderDemoBookings = async (tenant: TenantOverrides = {}) => {
  const harness = await renderWithShop(<MyBookingsPage boxOffice={false} />, { route: "/myBookings", tenant })
  const { token, user } = await Effect.runPromise(
    harness.api.login({ body: { cEmail: DEMO_CUSTOMER.email, cClave: DEMO_CUSTOMER.password } }),
  )
  harness.dispatch({ type: "session.loggedIn", token, user })
  return harness
}

const bookingCard = async (show: string) =>
  within((await screen.findByRole("heading", { name: show })).closest("article") as HTMLElement)

describe.each(["es", "en"] as const)("buying a booking from my bookings, in %s", (locale) => {
  const t = translate(locale)

  it("lists the customer's bookings and buys one whole: its places held in the cart, on to checkout", async () => {
    const harness = await renderDemoBookings(inLocale(locale))
    const card = await bookingCard("La Traviata")
    expect(card.getByText(t("account.bookings.states.VIGENTE"))).toBeTruthy()
    const user = userEvent.setup()
    const buy = card.getByRole("button", { name: t("account.bookings.buyLabel", { show: "La Traviata" }) })
    // SPEC §5: the conditions come first. Unticked, "Comprar" takes nothing and says why at the checkbox.
    expect(card.getByRole("heading", { name: t("account.bookings.conditions.title") })).toBeTruthy()
    const accept = card.getByRole("checkbox", { name: t("account.bookings.conditions.accept") })
    await user.click(buy)
    expect(card.getByText(t("validation.reservation.conditionsRequired"))).toBeTruthy()
    expect(document.activeElement).toBe(accept)
    expect(accept.getAttribute("aria-invalid")).toBe("true")
    expect(harness.shop.getSnapshot().cart.context.process).toBeNull()
    expect(harness.currentPath()).toBe("/myBookings")
    await user.click(accept)
    expect(card.queryByText(t("validation.reservation.conditionsRequired"))).toBeNull()
    await user.click(buy)
    await waitFor(() => expect(harness.currentPath()).toMatch(/^\/BuyTicket\/\d+$/u))
    const cart = harness.shop.getSnapshot().cart.context.process
    expect(cart?.listaFuncion.map((line) => [line.idFuncion, line.nCantidadPosiciones])).toEqual([[70102, 2]])
    expect(harness.currentPath()).toBe(`/BuyTicket/${cart?.idProcesoDeCompra}`)
    // Per-seat buying is only for tenants that sell bookings by seat.
    expect(card.queryByRole("button", { name: t("account.bookings.buyOne") })).toBeNull()
  })
})

describe("a tenant that sells bookings by seat (bookingWithSeat)", () => {
  const t = translate("es")

  it("buys one seat of a booking; the other stays booked", async () => {
    const harness = await renderDemoBookings({ flags: { bookingWithSeat: true } })
    const card = await bookingCard("La Traviata")
    const [first] = card.getAllByRole("button", { name: /^Comprar solo / })
    expect(first?.getAttribute("aria-label")).toBe(
      t("account.bookings.buySeat", { place: "Platea · Fila F · Butaca 10" }),
    )
    const user = userEvent.setup()
    await user.click(card.getByRole("checkbox", { name: t("account.bookings.conditions.accept") }))
    await user.click(first!)
    await waitFor(() => expect(harness.currentPath()).toMatch(/^\/BuyTicket\/\d+$/u))
    const line = harness.shop.getSnapshot().cart.context.process?.listaFuncion[0]
    expect(line?.listaPosicion.map((place) => [place.cFila, place.cButaca])).toEqual([["F", "10"]])
    const history = await Effect.runPromise(harness.api.getOrderHistory())
    expect(history.listaReserva.find((booking) => booking.idFuncion === 70102)?.nCantidadPosiciones).toBe(2)
  })
})
