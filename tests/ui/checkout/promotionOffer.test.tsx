// @vitest-environment happy-dom
import { formatMoney, SandboxCard, type Sector } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { shownMoney, TEST_TENANT, type ShopHarness } from "../support/renderWithShop.js"
import { checkoutOf, fillCardForm, goToCardForm, renderCheckoutPage, SEATS } from "./checkoutHarness.js"
import { control } from "../support/formFields.js"

/** fixtures/catalog: La casa de los espejos (function 10102), its Platea, and the bank promotion every function offers. */
const FUNCTION = 10102
const PLATEA = 19
const BANK_PROMOTION = 2
const price = (amount: number) => formatMoney(amount, TEST_TENANT.price, "es")

/** Seats A1 and A2 held with «20% de descuento con Visa del Banco Pampa», as the function page takes them when picked. */
const holdWithBankPromotion = async (harness: ShopHarness): Promise<Sector> => {
  harness.dispatch({
    type: "cart.seatsRequested",
    idFuncion: FUNCTION,
    aIdPosicion: SEATS,
    idPromocion: BANK_PROMOTION,
  })
  await waitFor(() => expect(checkoutOf(harness).idProcesoDeCompra).not.toBeNull())
  harness.dispatch({ type: "route.changed", name: "BuyTicket", path: "/BuyTicket" })
  const performance = await Effect.runPromise(harness.api.getPerformance({ path: { idFuncion: FUNCTION } }))
  return performance.listaSector.find((sector) => sector.idSector === PLATEA)!
}

const summary = () => within(screen.getByTestId("cart-summary"))
const payButton = () => screen.getByRole("button", { name: /^Pagar / })
/** The figure beside a term of the summary's lists. */
const figureOf = (term: string) => summary().getByText(term).nextElementSibling?.textContent

describe("every amount from the hold to Pagar", () => {
  it("shows each seat's price, discount and service charge, the parts, and the total on Pagar", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const platea = await holdWithBankPromotion(harness)
    const discounted = Math.round(platea.fPrecio * 0.8)
    const seat = summary().getByText("Platea · Fila A · Butaca 1").closest("li")!
    expect(within(seat).getByText("Precio").nextElementSibling?.textContent).toBe(price(platea.fPrecio))
    expect(
      within(seat).getByText("Descuento «20% de descuento con Visa del Banco Pampa»").nextElementSibling?.textContent,
    ).toBe(`−${price(platea.fPrecio - discounted)}`)
    expect(within(seat).getByText("Cargo por servicio").nextElementSibling?.textContent).toBe(
      price(platea.fCargoServicio),
    )
    const total = 2 * (discounted + platea.fCargoServicio)
    expect(figureOf("Total a pagar")).toBe(price(total))

    await goToCardForm(user)
    expect(payButton().textContent).toBe(`Pagar ${price(total)}`)
    await fillCardForm(user, SandboxCard.approves)
    // Banco Pampa's Visa holds the promotion: nothing to confirm, the same total.
    expect(screen.queryByTestId("promotion-drop")).toBeNull()
    await user.selectOptions(control("installments"), "12")
    const withSurcharge = Math.round((total * 138) / 100)
    expect(figureOf("Recargo por 12 cuotas (38%)")).toBe(price(withSurcharge - total))
    expect(payButton().textContent).toBe(`Pagar ${price(withSurcharge)}`)
  })

  it("takes another card at full price after a notice and a confirm step, and charges what Pagar showed", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const platea = await holdWithBankPromotion(harness)
    await goToCardForm(user)
    await fillCardForm(user, SandboxCard.approvesOtherBank)

    const notice = within(await screen.findByTestId("promotion-drop"))
    const fullTotal = 2 * (platea.fPrecio + platea.fCargoServicio)
    const lost = 2 * (platea.fPrecio - Math.round(platea.fPrecio * 0.8))
    expect(notice.getByText("Esta tarjeta no es de la promoción")).toBeTruthy()
    expect(
      notice.getByText(
        `«20% de descuento con Visa del Banco Pampa» vale solo pagando con tarjetas que empiezan con 450995 o 450799. Con esta tarjeta sus entradas van a precio completo: ${shownMoney(lost)} más.`,
      ),
    ).toBeTruthy()
    expect(figureOf("Total a pagar")).toBe(price(fullTotal))
    expect(payButton().textContent).toBe(`Pagar ${price(fullTotal)}`)

    // Pagar without agreeing: the shopper is told what to do, and nothing is charged.
    await user.click(payButton())
    const agree = notice.getByRole("checkbox", {
      name: `Pago el precio completo con esta tarjeta (${price(fullTotal)})`,
    })
    expect(
      await notice.findByText(
        "Para pagar con esta tarjeta, confirmá que pagás el precio completo, o usá una tarjeta de la promoción.",
      ),
    ).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(agree))
    expect(harness.tab.log.events().some((event) => event.type === "payment.submitted")).toBe(false)

    await user.click(agree)
    await user.click(payButton())
    await waitFor(() => expect(checkoutOf(harness).redirect).toBe("/payConfirm"))
    const history = await Effect.runPromise(harness.api.getOrderHistory())
    const [order] = history.listaPedido
    expect(order?.fTotalPagado).toBe(fullTotal)
    expect(order?.listaFuncion[0]?.listaEntrada.map((ticket) => [ticket.fPrecio, ticket.cPromocion])).toEqual([
      [platea.fPrecio, null],
      [platea.fPrecio, null],
    ])
  })

  it("lets the shopper go back to a card of the promotion instead", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const platea = await holdWithBankPromotion(harness)
    await goToCardForm(user)
    await fillCardForm(user, SandboxCard.approvesOtherBank)
    await user.click(
      within(await screen.findByTestId("promotion-drop")).getByRole("button", { name: "Usar otra tarjeta" }),
    )
    expect(document.activeElement).toBe(control("cardNumber"))
    expect((control("cardNumber") as HTMLInputElement).value).toBe("")
    await user.type(control("cardNumber"), SandboxCard.approves)
    await screen.findByText("Cuotas para tu tarjeta Visa")
    expect(screen.queryByTestId("promotion-drop")).toBeNull()
    expect(payButton().textContent).toBe(
      `Pagar ${price(2 * (Math.round(platea.fPrecio * 0.8) + platea.fCargoServicio))}`,
    )
  })
})
