// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { focusedSeatName, pesos, renderFunctionPage } from "./support.js"

const seatGrid = () => screen.getByRole("grid", { name: "Butacas del sector Platea" })

/** Tabs from the last zoom button into the seat grid, as a keyboard user would reach it. */
const tabIntoMap = async (user: UserEvent) => {
  screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
  await user.tab()
}

describe("seat map with the keyboard alone", () => {
  it("Tab enters the map on a seat whose name says sector, row, seat, price and state", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    await tabIntoMap(user)
    expect(document.activeElement?.getAttribute("role")).toBe("gridcell")
    expect(focusedSeatName()).toBe(`Sector Platea, fila A, butaca 1, ${pesos(42000)}, libre`)
  })

  it("arrows move to the neighbouring seat along the row and to the rows behind and in front", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    await tabIntoMap(user)
    await user.keyboard("{ArrowRight}{ArrowRight}")
    expect(focusedSeatName()).toBe(`Sector Platea, fila A, butaca 3, ${pesos(42000)}, libre`)
    await user.keyboard("{ArrowDown}")
    expect(focusedSeatName()).toBe(`Sector Platea, fila B, butaca 3, ${pesos(42000)}, libre`)
    await user.keyboard("{ArrowUp}{ArrowLeft}")
    expect(focusedSeatName()).toBe(`Sector Platea, fila A, butaca 2, ${pesos(42000)}, libre`)
    await user.keyboard("{End}")
    expect(focusedSeatName()).toMatch(/fila A, butaca 20,/)
    await user.keyboard("{PageDown}")
    expect(focusedSeatName()).toMatch(/^Sector Platea, fila T, butaca \d+,/)
    const lastRowSeat = focusedSeatName()
    await user.keyboard("{ArrowDown}")
    expect(focusedSeatName()).toBe(lastRowSeat)
    await user.keyboard("{PageUp}")
    expect(focusedSeatName()).toMatch(/^Sector Platea, fila A, butaca \d+,/)
  })

  it("Enter and Space choose and drop the focused seat; the cell says it is chosen", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    await tabIntoMap(user)
    await user.keyboard("{Enter}")
    expect(document.activeElement?.getAttribute("aria-selected")).toBe("true")
    expect(focusedSeatName()).toBe(`Sector Platea, fila A, butaca 1, ${pesos(42000)}, elegida`)
    const chosen = screen.getByRole("region", { name: "Butacas elegidas" })
    expect(within(chosen).getByText(/Platea · Fila A · Butaca 1/)).toBeTruthy()
    await user.keyboard(" ")
    expect(document.activeElement?.getAttribute("aria-selected")).toBe("false")
    expect(within(chosen).queryByText(/Platea · Fila A · Butaca 1/)).toBeNull()
  })

  it("keeps only the rows around the focused seat in the page", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    await tabIntoMap(user)
    expect(within(seatGrid()).getAllByRole("row")).toHaveLength(2)
    await user.keyboard("{ArrowDown}")
    expect(within(seatGrid()).getAllByRole("row")).toHaveLength(3)
    expect(seatGrid().getAttribute("aria-rowcount")).toBe("20")
  })
})
