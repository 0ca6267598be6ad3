// @vitest-environment happy-dom
import { formatFunctionDate, formatMoney, functionDateParts } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { TEST_TENANT } from "../support/renderWithShop.js"
import { holdSeats, payWithVault, renderCheckoutPage } from "./checkoutHarness.js"

/** An instant as the .ics writes it (YYYYMMDDTHHMMSSZ). */
const utc = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/\.\d{3}Z$/u, "Z")
    .replace(/[-:]/gu, "")

const price = (amount: number) => formatMoney(amount, TEST_TENANT.price, "es")

describe("payConfirm recaps the paid order", () => {
  it("shows the show, venue, date, seats, amount, card and delivery, the e-ticket and a calendar file", async () => {
    const harness = await renderCheckoutPage("payConfirm", { route: "/payConfirm" })
    const idProcesoDeCompra = await holdSeats(harness)
    const path = { idProcesoDeCompra }
    // The steps before paying, through the shop's own Api: home delivery is not needed, the box office is.
    await Effect.runPromise(
      harness.api.selectDeliveryType({ path, body: { idEntregaTipo: 2, idClienteDomicilio: null } }),
    )
    await Effect.runPromise(harness.api.selectPaymentMethod({ path, body: { nFormaDePago: 1 } }))
    payWithVault(harness, idProcesoDeCompra)

    const show = await screen.findByRole("heading", { name: "La casa de los espejos" })
    const [order] = (await Effect.runPromise(harness.api.getOrderHistory())).listaPedido
    const part = within(show.closest("section")!)
    expect(part.getByText("Teatro Gran Corrientes")).toBeTruthy()
    const performance = order!.listaFuncion[0]!
    expect(part.getByText(formatFunctionDate(functionDateParts(performance.dFuncion), "es"))).toBeTruthy()
    expect(
      within(part.getByRole("list", { name: "Ubicaciones de La casa de los espejos" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Platea · Fila A · Butaca 1", "Platea · Fila A · Butaca 2"])
    expect(screen.getByTestId("amount-paid").textContent).toBe(price(order!.fTotalPagado))
    expect(screen.getByText("terminada en 3704")).toBeTruthy()
    expect(screen.getByText("Retiro en boletería")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Descargar las entradas (PDF)" })).toBeTruthy()

    const calendar = await part.findByRole("link", { name: "Agregar La casa de los espejos al calendario" })
    expect(calendar.getAttribute("download")).toMatch(/^la-casa-de-los-espejos-\d{4}-\d{2}-\d{2}\.ics$/u)
    const href = calendar.getAttribute("href")!
    expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true)
    const ics = decodeURIComponent(href.slice(href.indexOf(",") + 1))
    const start = utc(Date.parse(performance.dFuncion))
    expect(ics).toContain(`DTSTART:${start}\r\n`)
    // The show lasts 100 minutes (fixtures/catalog/shows.json), the venue is at its street address.
    expect(ics).toContain(`DTEND:${utc(Date.parse(performance.dFuncion) + 100 * 60_000)}\r\n`)
    expect(ics).toContain("SUMMARY:La casa de los espejos\r\n")
    expect(ics.replaceAll("\r\n ", "")).toContain(
      "LOCATION:Teatro Gran Corrientes\\, Av. Corrientes 1530\\, San Nicolás\\, Ciudad Autónoma de Buenos Aires\r\n",
    )
    expect(ics).toContain(`UID:pedido-${order!.idPedido}-funcion-${performance.idFuncion}@`)
  })
})
