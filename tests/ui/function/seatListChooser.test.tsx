// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { DEMO_FUNCTION, loggedEvents, pesos, pesosPattern, renderFunctionPage } from "./support.js"

/** The Teatro Gran Corrientes' Platea (fixtures/catalog, numbered as the server seeds it). */
const PLATEA = 19
/** Pullman, row B, seats 5 and 6: the Platea's 490 seats and the Pullman's row A (30) come before. */
const PULLMAN_B5 = 25291 + 490 + 30 + 4

const listChooser = () => screen.getByRole("region", { name: "Elegir butacas de una lista" })
const chosenPanel = () => screen.getByRole("region", { name: "Butacas elegidas" })

/** Every seat's name, as a screen reader announces the checkbox: "Sector …, fila …, butaca …, [access, ]price, state". */
const SEAT_NAME =
  /^Sector (Platea|Pullman|Tertulia), fila [A-Z], butaca \d+, (espacio para silla de ruedas, |butaca para acompañante, )?\$\s\d{1,3}(\.\d{3})*, (libre|elegida|reservada para vos|retenida|vendida)$/

describe("choosing seats from the list, without the map", () => {
  it("steps from sector to row to seats, and the seats ticked are the ones taken", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    const list = listChooser()
    await user.selectOptions(
      within(list).getByLabelText("Sector"),
      within(list).getByRole("option", { name: /^Pullman/ }),
    )
    // The page's sector follows: the sector radio and the best-available form are Pullman's now.
    expect(screen.getByRole("radio", { name: /Pullman/ })).toHaveProperty("checked", true)
    await user.selectOptions(within(list).getByLabelText("Fila"), within(list).getByRole("option", { name: /^Fila B/ }))
    const seats = within(list).getByRole("group", { name: "Butacas de Pullman, fila B" })
    await user.click(
      within(seats).getByRole("checkbox", { name: `Sector Pullman, fila B, butaca 5, ${pesos(31500)}, libre` }),
    )
    await user.click(
      within(seats).getByRole("checkbox", { name: new RegExp(`butaca 6, ${pesosPattern(31500)}, libre$`) }),
    )
    expect(
      within(seats).getByRole("checkbox", { name: new RegExp(`butaca 5, ${pesosPattern(31500)}, elegida$`) }),
    ).toHaveProperty("checked", true)
    expect(within(chosenPanel()).getByText(/Pullman · Fila B · Butaca 5/)).toBeTruthy()
    // The bar with the count and the total (price plus service charge): 2 × (31.500 + 3.200).
    expect(within(chosenPanel()).getByTestId("take-bar").textContent).toMatch(
      new RegExp(`Elegidas: 2 · ${pesosPattern(69400)}`),
    )
    await user.click(within(chosenPanel()).getByRole("button", { name: "Reservar butacas elegidas (2)" }))
    expect(loggedEvents(harness, "cart.seatsRequested")).toEqual([
      { type: "cart.seatsRequested", idFuncion: DEMO_FUNCTION, aIdPosicion: [PULLMAN_B5, PULLMAN_B5 + 1] },
    ])
    await harness.settle()
    expect(await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })).toBeTruthy()
  })

  it("names every seat of every row with sector, row, number, price and state", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    const list = listChooser()
    const rows = within(within(list).getByLabelText("Fila")).getAllByRole("option")
    expect(rows).toHaveLength(20)
    let named = 0
    for (const row of rows) {
      await user.selectOptions(within(list).getByLabelText("Fila"), row)
      for (const checkbox of within(list).getAllByRole("checkbox")) {
        expect(checkbox.getAttribute("aria-label")).toMatch(SEAT_NAME)
        named++
      }
    }
    expect(named).toBe(490)
  })

  it("marks the wheelchair spaces and companion seats of the last row", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    const list = listChooser()
    await user.selectOptions(within(list).getByLabelText("Fila"), within(list).getByRole("option", { name: /^Fila T/ }))
    const names = within(list)
      .getAllByRole("checkbox")
      .map((checkbox) => checkbox.getAttribute("aria-label"))
    expect(names[0]).toBe(`Sector Platea, fila T, butaca 1, espacio para silla de ruedas, ${pesos(42000)}, libre`)
    expect(names[2]).toBe(`Sector Platea, fila T, butaca 3, butaca para acompañante, ${pesos(42000)}, libre`)
    expect(names[10]).toBe(`Sector Platea, fila T, butaca 11, ${pesos(42000)}, libre`)
    expect(names.filter((name) => name?.includes("silla de ruedas"))).toHaveLength(4)
    expect(names.filter((name) => name?.includes("acompañante"))).toHaveLength(4)
  })
})

describe("a wheelchair space by best available", () => {
  it("is asked for with a checkbox, and the held places are a space and a companion seat", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    const form = screen.getByRole("form", { name: "Mejor ubicación disponible en Platea" })
    await user.selectOptions(within(form).getByLabelText("Cantidad"), "2")
    await user.click(within(form).getByRole("checkbox", { name: /Necesito un espacio para silla de ruedas/ }))
    await user.click(within(form).getByRole("button", { name: "Buscar la mejor ubicación" }))
    expect(loggedEvents(harness, "cart.bestAvailableRequested")).toEqual([
      {
        type: "cart.bestAvailableRequested",
        idFuncion: DEMO_FUNCTION,
        idSector: PLATEA,
        nCantidad: 2,
        lSillaDeRuedas: true,
      },
    ])
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    expect(within(held).getByText("Platea · Fila T · Butaca 2")).toBeTruthy()
    expect(within(held).getByText("Platea · Fila T · Butaca 3")).toBeTruthy()
  })

  it("is not offered for a standing floor", async () => {
    const user = userEvent.setup()
    await renderFunctionPage({ idFuncion: 20401 })
    await user.click(screen.getByRole("radio", { name: /General/ }))
    expect(screen.queryByRole("checkbox", { name: /silla de ruedas/ })).toBeNull()
  })
})

describe("after the hold", () => {
  it("moves focus to the held places and their Continuar, and no longer says nothing was chosen", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    const list = listChooser()
    await user.click(
      within(list).getByRole("checkbox", { name: new RegExp(`fila A, butaca 7, ${pesosPattern(42000)}, libre$`) }),
    )
    await user.click(within(chosenPanel()).getByRole("button", { name: "Reservar butacas elegidas (1)" }))
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    await waitFor(() => expect(document.activeElement).toBe(within(held).getByRole("heading")))
    expect(within(held).getByRole("link", { name: "Continuar" })).toBeTruthy()
    await waitFor(() => expect(within(chosenPanel()).getByText(/Ya tenés ubicaciones reservadas \(1\)/)).toBeTruthy())
    expect(within(chosenPanel()).queryByText(/Todavía no elegiste butacas/)).toBeNull()
    // The seat is the shopper's now, in the list as on the map.
    await waitFor(() =>
      expect(
        within(list).getByRole("checkbox", {
          name: new RegExp(`fila A, butaca 7, ${pesosPattern(42000)}, reservada para vos$`),
        }),
      ).toHaveProperty("disabled", true),
    )
  })
})
