// @vitest-environment happy-dom
import { type LoggedEvent, type PaymentStatus } from "@boleteria/core"
import { act, screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { checkoutOf, holdSeats, paymentOf, payWithVault, renderCheckoutPage } from "./checkoutHarness.js"

const MINUTE = 60_000
/**
 * The first purchase a test holds: the seeded database's purchases (the demo customers' bookings,
 * fixtures/demoCustomers.json) take the numbers before it. A return page's address names it before the hold.
 */
const FIRST_PURCHASE = 34

const approved = (idProcesoDeCompra: number, idPedido: number): PaymentStatus => ({
  idProcesoDeCompra,
  cEstado: "APROBADO",
  cMensaje: null,
  cUltimos4: "3704",
  cUrl3DS: null,
  idPedido,
})

describe("payFinish (SPEC §4)", () => {
  it("says the purchase was cancelled, and links back to the last function", async () => {
    const harness = await renderCheckoutPage("payFinish", { route: "/payFinish" })
    expect(screen.getByText("No hay una compra en curso en esta pestaña.")).toBeTruthy()
    harness.dispatch({ type: "navigation.functionVisited", path: "/funcion/hamlet/1001" })
    await holdSeats(harness)
    act(() => void harness.dispatch({ type: "checkout.cancelRequested" }))
    expect(screen.getByText("El proceso de compra fue cancelado")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Volver a la función" }).getAttribute("href")).toBe("/funcion/hamlet/1001")
    expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
  })

  it("says the purchase time ran out", async () => {
    const harness = await renderCheckoutPage("payFinish", { route: "/payFinish" })
    await holdSeats(harness)
    harness.advance(12 * MINUTE + 1000)
    expect(screen.getByText("El tiempo límite de la compra expiró")).toBeTruthy()
    expect(checkoutOf(harness).redirect).toBe("/payFinish")
  })

  it("says another tab took the purchase", async () => {
    const harness = await renderCheckoutPage("payFinish", {
      route: "/payFinish",
      tenant: { locales: { default: "en", fallback: "es", enabled: ["es", "en"] } },
    })
    await holdSeats(harness)
    // Another tab of the same browser shows the purchase: its route event reaches this tab's machines.
    const elsewhere: LoggedEvent = {
      type: "route.changed",
      name: "BuyTicket",
      path: "/BuyTicket",
      seq: 1_000,
      at: harness.clock.nowMs,
      tab: 2,
    }
    act(() => harness.tab.system.accept(elsewhere))
    expect(screen.getByText("You have started a purchase in another tab of your browser")).toBeTruthy()
    expect(checkoutOf(harness).redirect).toBe("/payFinish")
  })
})

describe("the payment result pages", () => {
  it("payConfirm shows the order an approved payment created", async () => {
    const harness = await renderCheckoutPage("payConfirm", {
      route: "/payConfirm",
      api: { charge: ({ path: { idProcesoDeCompra: id } }) => Effect.succeed(approved(id, 4321)) },
    })
    const idProcesoDeCompra = await holdSeats(harness)
    payWithVault(harness, idProcesoDeCompra)
    expect(await screen.findByText("Número de pedido: 4321")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ver mis compras" }).getAttribute("href")).toBe("/myOrders")
    expect(checkoutOf(harness).redirect).toBe("/payConfirm")
  })

  it("payConfirm without a followed payment still confirms, without an order number", async () => {
    await renderCheckoutPage("payConfirm", { route: "/payConfirm" })
    expect(screen.getByRole("heading", { name: "¡Listo! Tu compra está confirmada" })).toBeTruthy()
    expect(screen.queryByText(/Número de pedido/)).toBeNull()
  })

  it("payConfirmPool says the bank has yet to confirm", async () => {
    await renderCheckoutPage("payConfirmPool", { route: "/payConfirmPool" })
    expect(screen.getByText("El pago está pendiente de confirmación")).toBeTruthy()
  })

  it("payError shows the payment's message, and the way back to paying while the purchase holds", async () => {
    const harness = await renderCheckoutPage("payError", { route: "/payError" })
    expect(screen.getByRole("alert").textContent).toBe("Ocurrió un error en la solicitud de pago")
    const idProcesoDeCompra = await holdSeats(harness)
    expect(screen.getByRole("link", { name: "Volver al pago" }).getAttribute("href")).toBe(
      `/BuyTicket/${idProcesoDeCompra}`,
    )
  })

  it("a provider's return page tells the machines, and shows what the server says of the payment", async () => {
    const harness = await renderCheckoutPage("bancardFinish3ds", {
      route: `/bancard/finish3ds/${FIRST_PURCHASE}`,
      params: { idProcesoDeCompra: String(FIRST_PURCHASE) },
      api: { getPaymentStatus: ({ path: { idProcesoDeCompra: id } }) => Effect.succeed(approved(id, 9)) },
    })
    expect(await holdSeats(harness)).toBe(FIRST_PURCHASE)
    expect(await screen.findByText("El pago fue aprobado")).toBeTruthy()
    expect(screen.getByText("Número de pedido: 9")).toBeTruthy()
    expect(harness.tab.log.events().some((event) => event.type === "payment.threeDsCompleted")).toBe(true)
  })

  it("a provider's return page of a purchase this browser does not hold shows no purchase, and asks nothing", async () => {
    let asked = 0
    await renderCheckoutPage("BuyTicketOk", {
      route: "/BuyTicket/ok/41",
      params: { idProcesoDeCompra: "41" },
      api: (server) => ({
        getPaymentStatus: (request) => Effect.suspend(() => ((asked += 1), server.getPaymentStatus(request))),
      }),
    })
    expect(await screen.findByRole("heading", { name: "No tenés una compra en curso" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
    expect(asked).toBe(0)
  })

  it("a provider's return page reads the payment with the purchase's key", async () => {
    const harness = await renderCheckoutPage("BuyTicketOk", {
      route: `/BuyTicket/ok/${FIRST_PURCHASE}`,
      params: { idProcesoDeCompra: String(FIRST_PURCHASE) },
    })
    expect(await holdSeats(harness)).toBe(FIRST_PURCHASE)
    // Nothing was charged yet: the server answers, with the key, that there is no payment (not that the key is missing).
    expect((await screen.findByRole("alert")).textContent).toBe("Todavía no hay un pago para esta compra.")
  })

  it("a provider's return page in the paying tab follows its verification", async () => {
    const harness = await renderCheckoutPage("BuyTicketOk", {
      route: `/BuyTicket/ok/${FIRST_PURCHASE}`,
      params: { idProcesoDeCompra: String(FIRST_PURCHASE) },
      api: {
        charge: ({ path: { idProcesoDeCompra: id } }) =>
          Effect.succeed({ ...approved(id, 0), cEstado: "PROCESANDO", idPedido: null }),
      },
    })
    const idProcesoDeCompra = await holdSeats(harness)
    expect(idProcesoDeCompra).toBe(FIRST_PURCHASE)
    payWithVault(harness, idProcesoDeCompra)
    expect(await screen.findByText("El pago se está procesando")).toBeTruthy()
    await waitFor(() => expect(paymentOf(harness).phase).toBe("processing"))
  })

  it.each(["apayFinalizar", "payConfirmTigoMoney"])(
    "%s opened without the purchase it returns from says there is no payment to show",
    async (name) => {
      await renderCheckoutPage(name, { route: "/payConfirmTigoMoney" })
      expect(screen.getByRole("heading", { name: "No encontramos el pago" })).toBeTruthy()
      expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
    },
  )
})
