// @vitest-environment happy-dom
import { screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"
import { renderInfoPage } from "./infoHarness.js"

const itemOf = (question: string) => screen.getByText(question).closest("details") as HTMLDetailsElement

afterEach(() => window.history.replaceState(null, "", "/"))

describe("the FAQ page", () => {
  it("asks between 10 and 15 questions, all closed at first", async () => {
    await renderInfoPage("FAQ")
    const items = document.querySelectorAll("details")
    expect(items.length).toBeGreaterThanOrEqual(10)
    expect(items.length).toBeLessThanOrEqual(15)
    expect([...items].some((item) => item.open)).toBe(false)
  })

  it("opens a question in place when it is clicked, and closes it again", async () => {
    const user = userEvent.setup()
    await renderInfoPage("FAQ")
    const question = "¿Cuánto tiempo tengo para completar la compra?"
    await user.click(screen.getByText(question))
    expect(itemOf(question).open).toBe(true)
    expect(screen.getByText(/12 minutos desde que elegís tus ubicaciones/)).toBeTruthy()
    await user.click(screen.getByText(question))
    expect(itemOf(question).open).toBe(false)
  })

  it("opens the question an address points to (/FAQ#pickup)", async () => {
    window.history.replaceState(null, "", "/FAQ#pickup")
    await renderInfoPage("FAQ")
    expect(itemOf("¿Puede retirar las entradas otra persona?").open).toBe(true)
    expect(itemOf("¿Tengo que imprimir la entrada?").open).toBe(false)
  })
})
