// @vitest-environment happy-dom
import { ApiError, type ApiShape } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { DEMO_FUNCTION, focusedSeatName, loggedEvents, pesosPattern, renderFunctionPage } from "./support.js"

/** The Teatro Gran Corrientes' Platea and its first two seats (fixtures/catalog, as the server seeds it). */
const PLATEA = 19
const A1 = 25291
const A2 = A1 + 1
/** "Jubilados: 30% de martes a jueves", for up to 2 places. */
const RETIREES = 3
/** Function 20401: La Sonora Porteña at the Club Cultural Serrano, general admission only; its General sector. */
const CLUB_FUNCTION = 20401
const GENERAL = 10
/** The one promotion of that function: "20% de descuento con Visa del Banco Pampa". */
const VISA = 2

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
    for (let seat = 0; seat < 10; seat++) await user.keyboard("{Enter}{ArrowRight}")
    expect(within(chosenPanel()).getByText("10 de 10 ubicaciones que podés elegir")).toBeTruthy()
    await user.keyboard("{Enter}")
    expect(focusedSeatName()).toMatch(new RegExp(`butaca 11, ${pesosPattern(42000)}, libre$`))
    expect(within(chosenPanel()).getByRole("status").textContent).toBe(
      "Podés elegir hasta 10 ubicaciones para esta función.",
    )
  })

  it("takes the chosen seats with Tomar, with the promotion the shopper picked among several", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage()
    await enterMap(user)
    await user.keyboard("{Enter}{ArrowRight}{Enter}")
    const promotions = within(chosenPanel()).getByRole("group", { name: "Elegí una promoción" })
    expect(within(promotions).getByRole("radio", { name: /^Sin promoción/ })).toHaveProperty("checked", true)
    await user.click(within(promotions).getByRole("radio", { name: /Jubilados/ }))
    await user.click(within(chosenPanel()).getByRole("button", { name: "Reservar butacas elegidas (2)" }))
    expect(loggedEvents(harness, "cart.seatsRequested")).toEqual([
      { type: "cart.seatsRequested", idFuncion: DEMO_FUNCTION, aIdPosicion: [A1, A2], idPromocion: RETIREES },
    ])
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    expect(within(held).getByText("Platea · Fila A · Butaca 1")).toBeTruthy()
    expect(within(held).getByText("Platea · Fila A · Butaca 2")).toBeTruthy()
    expect(within(held).getByRole("timer").textContent).toBe("Tiempo para completar la compra: 12:00")
    const idProcesoDeCompra = harness.shop.getSnapshot().cart.context.process?.idProcesoDeCompra
    expect(within(held).getByRole("link", { name: "Continuar" }).getAttribute("href")).toBe(
      `/BuyTicket/${idProcesoDeCompra}`,
    )
    // The map reloaded: the seats now show as held for this purchase and are no longer "chosen".
    await waitFor(() => expect(screen.getByTestId(`butaca-${A1}`).textContent).toMatch(/reservada para vos$/))
    expect(within(chosenPanel()).getByText("0 de 8 ubicaciones que podés elegir")).toBeTruthy()
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

  it("sells a general-admission sector by quantity, 1 to the function's maximum, its only promotion an offer", async () => {
    const user = userEvent.setup()
    const harness = await renderFunctionPage({ idFuncion: CLUB_FUNCTION })
    await user.click(screen.getByRole("radio", { name: /General/ }))
    expect(screen.queryByRole("grid")).toBeNull()
    const form = screen.getByRole("form", { name: "¿Cuántas entradas para General?" })
    const quantity = within(form).getByLabelText("Cantidad")
    expect(
      within(quantity)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    await user.selectOptions(quantity, "2")
    // The bank promotion is offered with its price and cards, beside "no promotion", which stays chosen.
    const none = within(form).getByRole("radio", { name: /^Sin promoción/ })
    expect(none).toHaveProperty("checked", true)
    const visa = within(form).getByRole("radio", { name: /^20% de descuento con Visa del Banco Pampa/ })
    expect(visa.closest("label")?.textContent).toMatch(/tarjetas que empiezan con 450995 o 450799/)
    await user.click(within(form).getByRole("button", { name: "Agregar entradas" }))
    expect(loggedEvents(harness, "cart.bestAvailableRequested")).toEqual([
      { type: "cart.bestAvailableRequested", idFuncion: CLUB_FUNCTION, idSector: GENERAL, nCantidad: 2 },
    ])
    await harness.settle()
    await user.click(visa)
    await user.click(within(form).getByRole("button", { name: "Agregar entradas" }))
    expect(loggedEvents(harness, "cart.bestAvailableRequested")).toEqual([
      { type: "cart.bestAvailableRequested", idFuncion: CLUB_FUNCTION, idSector: GENERAL, nCantidad: 2 },
      {
        type: "cart.bestAvailableRequested",
        idFuncion: CLUB_FUNCTION,
        idSector: GENERAL,
        nCantidad: 2,
        idPromocion: VISA,
      },
    ])
    await harness.settle()
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    expect(within(held).getAllByText("General")).toHaveLength(4)
  })
})

describe("what the server answered", () => {
  it("shows the non-contiguous notice when the best seats could not be kept together", async () => {
    const user = userEvent.setup()
    const api = (server: ApiShape): Partial<ApiShape> => ({
      takeBestAvailable: (request) =>
        Effect.map(server.takeBestAvailable(request), (process) => ({ ...process, lContiguas: false })),
    })
    await renderFunctionPage({ api })
    await user.click(screen.getByRole("button", { name: "Buscar la mejor ubicación" }))
    const notice = await screen.findByTestId("take-message")
    expect(notice.getAttribute("role")).toBe("status")
    expect(notice.textContent).toMatch(/No fue posible asignar ubicaciones contiguas/)
    expect(await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })).toBeTruthy()
  })

  it("shows the server's reason when seats are gone, and reloads the map", async () => {
    const user = userEvent.setup()
    let loads = 0
    const api = (server: ApiShape): Partial<ApiShape> => ({
      getPerformance: (request) => Effect.suspend(() => ((loads += 1), server.getPerformance(request))),
      takeSeats: () =>
        Effect.fail(new ApiError({ nCode: 409, message: "Alguna de las ubicaciones elegidas ya no está disponible" })),
    })
    await renderFunctionPage({ api, idFuncion: 10103 })
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
