// @vitest-environment happy-dom
import { makeMemoryApi, type ApiShape, ApiError } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { TEST_START } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, focusedSeatName, loggedEvents, renderFunctionPage } from "./support.js"

const PLATEA = DEMO_FUNCTION * 10 + 1
const CAMPO = DEMO_FUNCTION * 10 + 2
const STUDENTS = DEMO_FUNCTION * 10 + 1
const PRESALE = DEMO_FUNCTION * 10 + 2
/** The memory Api numbers a function's places from idFuncion · 1000 + 1, row A first. */
const A1 = DEMO_FUNCTION * 1000 + 1
const A2 = A1 + 1

const chosenPanel = () => screen.getByRole("region", { name: "Butacas elegidas" })

const enterMap = async (user: UserEvent) => {
  screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
  await user.tab()
}

describe("picking seats one by one", () => {
  it("lets the shopper choose up to the function's maximum and says so at the limit", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    await enterMap(user)
    for (let seat = 0; seat < 8; seat++) await user.keyboard("{Enter}{ArrowRight}")
    expect(within(chosenPanel()).getByText("8 de 8 ubicaciones que podés elegir")).toBeTruthy()
    await user.keyboard("{Enter}")
    expect(focusedSeatName()).toMatch(/butaca 9, 25\.000, libre$/)
    expect(within(chosenPanel()).getByRole("status").textContent).toBe("Podés elegir hasta 8 ubicaciones para esta función.")
  })

  it("takes the chosen seats with Tomar, with the promotion the shopper picked among several", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    await enterMap(user)
    await user.keyboard("{Enter}{ArrowRight}{Enter}")
    const promotions = within(chosenPanel()).getByRole("group", { name: "Elegí una promoción" })
    expect(within(promotions).getByRole("radio", { name: "Sin promoción" })).toHaveProperty("checked", true)
    await user.click(within(promotions).getByRole("radio", { name: /Estudiantes/ }))
    await user.click(within(chosenPanel()).getByRole("button", { name: "Reservar butacas elegidas (2)" }))
    expect(loggedEvents(harness, "cart.seatsRequested")).toEqual([
      { type: "cart.seatsRequested", idFuncion: DEMO_FUNCTION, aIdPosicion: [A1, A2], idPromocion: STUDENTS },
    ])
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    expect(within(held).getByText("Platea · Fila A · Butaca 1")).toBeTruthy()
    expect(within(held).getByText("Platea · Fila A · Butaca 2")).toBeTruthy()
    expect(within(held).getByRole("timer").textContent).toBe("Tiempo para completar la compra: 12:00")
    const idProcesoDeCompra = harness.shop.getSnapshot().cart.context.process?.idProcesoDeCompra
    expect(within(held).getByRole("link", { name: "Continuar" }).getAttribute("href")).toBe(`/BuyTicket/${idProcesoDeCompra}`)
    // The map reloaded: the seats now show as held for this purchase and are no longer "chosen".
    await waitFor(() => expect(screen.getByTestId(`butaca-${A1}`).textContent).toMatch(/reservada para vos$/))
    expect(within(chosenPanel()).getByText("0 de 6 ubicaciones que podés elegir")).toBeTruthy()
  })
})

describe("best available and general admission", () => {
  it("asks TomarGrupo for a quantity of the best seats of the numbered sector", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    const form = screen.getByRole("form", { name: "Mejor ubicación disponible en Platea" })
    await user.selectOptions(within(form).getByLabelText("Cantidad"), "3")
    await user.click(within(form).getByRole("button", { name: "Buscar la mejor ubicación" }))
    expect(loggedEvents(harness, "cart.bestAvailableRequested")).toEqual([
      { type: "cart.bestAvailableRequested", idFuncion: DEMO_FUNCTION, idSector: PLATEA, nCantidad: 3 },
    ])
  })

  it("sells a general-admission sector by quantity, 1 to the function's maximum, applying its only promotion", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    await user.click(screen.getByRole("radio", { name: /Campo/ }))
    expect(screen.queryByRole("grid")).toBeNull()
    const form = screen.getByRole("form", { name: "¿Cuántas entradas para Campo?" })
    const quantity = within(form).getByLabelText("Cantidad")
    expect(within(quantity).getAllByRole("option").map((option) => option.textContent)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"])
    await user.selectOptions(quantity, "2")
    expect(within(form).getByText("Se aplica la promoción «Preventa».")).toBeTruthy()
    await user.click(within(form).getByRole("button", { name: "Agregar entradas" }))
    expect(loggedEvents(harness, "cart.bestAvailableRequested")).toEqual([
      { type: "cart.bestAvailableRequested", idFuncion: DEMO_FUNCTION, idSector: CAMPO, nCantidad: 2, idPromocion: PRESALE },
    ])
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    expect(within(held).getAllByText("Campo")).toHaveLength(2)
  })
})

describe("what the server answered", () => {
  it("shows the non-contiguous notice when the best seats could not be kept together", async () => {
    const user = userEvent.setup()
    const memory = makeMemoryApi({ now: () => TEST_START })
    const api: Partial<ApiShape> = {
      ...memory,
      takeBestAvailable: (id, body) => Effect.map(memory.takeBestAvailable(id, body), (process) => ({ ...process, lContiguas: false })),
    }
    await renderFunctionPage({ api })
    await user.click(screen.getByRole("button", { name: "Buscar la mejor ubicación" }))
    const notice = await screen.findByTestId("take-message")
    expect(notice.getAttribute("role")).toBe("status")
    expect(notice.textContent).toMatch(/No fue posible asignar ubicaciones contiguas/)
    expect(await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })).toBeTruthy()
  })

  it("shows the server's reason when seats are gone, and reloads the map", async () => {
    const user = userEvent.setup()
    const memory = makeMemoryApi({ now: () => TEST_START })
    let loads = 0
    const api: Partial<ApiShape> = {
      ...memory,
      getPerformance: (id, hash) => Effect.suspend(() => ((loads += 1), memory.getPerformance(id, hash))),
      takeSeats: () => Effect.fail(new ApiError({ nCode: 409, message: "Alguna de las ubicaciones elegidas ya no está disponible" })),
    }
    await renderFunctionPage({ api, idFuncion: 1002 })
    const loadsBefore = loads
    await enterMap(user)
    await user.keyboard("{Enter}")
    await user.click(screen.getByRole("button", { name: "Reservar butacas elegidas (1)" }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toMatch(/Alguna de las ubicaciones elegidas ya no está disponible/)
    await waitFor(() => expect(loads).toBe(loadsBefore + 1))
    await user.click(within(alert).getByRole("button", { name: "Entendido" }))
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
