// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { DEMO_FUNCTION, loggedEvents } from "../function/support.js"
import { figure, renderQueue, TEST_START, waitInLine } from "./support.js"

const FUNCTION_PAGE = `/funcion/la-casa/${DEMO_FUNCTION}`
const announcement = () => screen.getByTestId("queue-announcement").textContent

describe("the waiting room page", () => {
  it("shows the function, the place, the shoppers ahead, the wait and the line's progress", async () => {
    const harness = await renderQueue({ ahead: 4 })
    expect(await screen.findByRole("heading", { level: 1, name: "Fila de espera" })).toBeTruthy()
    expect(await screen.findByText("La casa de los espejos")).toBeTruthy()
    await waitFor(() => expect(figure("queue-position")).toBe("5"))
    expect(figure("queue-ahead")).toBe("4")
    // Five places at two a minute (a fresh room: its rate): the fifth goes in 150 s after the start.
    expect(figure("queue-wait")).toBe("entre 2 y 3 minutos")
    const progress = screen.getByRole("progressbar", { name: "Avance de la fila" })
    expect(progress.getAttribute("value")).toBe("0")
    expect(announcement()).toBe("Tu lugar en la fila: 5. Espera estimada: entre 2 y 3 minutos.")

    // The page asks again by itself (a third of the wait, 50 s, plus its jitter): the first of the
    // line went in, one place less, a quarter of the line ahead gone.
    await waitInLine(harness, () => figure("queue-position") !== "5")
    expect(figure("queue-position")).toBe("4")
    expect(figure("queue-ahead")).toBe("3")
    expect(progress.getAttribute("value")).toBe("25")
    expect(screen.getByText("Ya entró el 25 % de la fila que tenías adelante.")).toBeTruthy()
    // Still among the first ten: the live region stays quiet.
    expect(announcement()).toBe("Tu lugar en la fila: 5. Espera estimada: entre 2 y 3 minutos.")
    expect(harness.currentPath()).toMatch(/^\/cola\//)
  })

  it("shows the first answer as soon as the first ask comes back: no timer before it", async () => {
    await renderQueue()
    // The shop's clock never moves in this test: the place shows from the ask made on arrival.
    await waitFor(() => expect(figure("queue-position")).toBe("1"))
    expect(screen.queryByText("Buscando tu lugar en la fila…")).toBeNull()
    // First in a fresh line at two a minute: told seconds, not minutes.
    expect(figure("queue-wait")).toBe("aprox. 30 segundos")
  })

  it("tells the wait as a range in English too", async () => {
    await renderQueue({ ahead: 4, tenant: { locales: { default: "en", fallback: "es", enabled: ["es", "en"] } } })
    await waitFor(() => expect(figure("queue-position")).toBe("5"))
    expect(figure("queue-wait")).toBe("between 2 and 3 minutes")
  })

  it("before the sale opens, says when and explains the draw", async () => {
    await renderQueue({ startsAt: TEST_START + 30 * 60_000 })
    expect(await screen.findByText("La venta abre el sábado, 1 de noviembre de 2025, 09:30.")).toBeTruthy()
    expect(screen.getByText(/participan de un sorteo que, al abrir la venta, reparte al azar/)).toBeTruthy()
    expect(screen.queryByRole("progressbar")).toBeNull()
    await waitFor(() =>
      expect(announcement()).toBe("Estás en la fila. La venta abre el sábado, 1 de noviembre de 2025, 09:30."),
    )
  })

  it("when the turn comes, keeps it and lands on the function page with the turn's clock", async () => {
    const harness = await renderQueue({ ahead: 2 })
    await waitFor(() => expect(figure("queue-position")).toBe("3"))
    await waitInLine(harness, () => !harness.currentPath().startsWith("/cola/"))

    await waitFor(() => expect(harness.currentPath()).toBe(FUNCTION_PAGE))
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    const turn = harness.shop.getSnapshot().queueTurn.colaTurno
    expect(turn).not.toBeNull()
    const clock = await screen.findByRole("timer", { name: "Tu turno para elegir termina en" })
    expect(clock.textContent).toMatch(/^(10:00|09:\d\d)$/)
    await waitFor(() =>
      expect(screen.getByTestId("turn-announcement").textContent).toBe(
        "Es tu turno: tenés 10 minutos para elegir tus ubicaciones.",
      ),
    )

    // Nine minutes on, one is left: said once.
    harness.advance(9 * 60_000 + 5_000)
    await waitFor(() =>
      expect(screen.getByTestId("turn-announcement").textContent).toBe(
        "Queda menos de un minuto de tu turno para elegir.",
      ),
    )
    // The turn runs out: the turn is dropped and the shopper is back in line, told why, coming back here after.
    harness.advance(60_000)
    await waitFor(() =>
      expect(harness.history).toContain(`/cola/${DEMO_FUNCTION}?nextUrl=${encodeURIComponent(FUNCTION_PAGE)}`),
    )
    expect(loggedEvents(harness, "queue.turnCleared")).toEqual([{ type: "queue.turnCleared" }])
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Se terminó tu turno para elegir y volviste a la fila. Cuando te toque otra vez, te llevamos a la función.",
    )
    // The room had places to spare: a new turn at once, not the old one.
    await waitFor(() => expect(harness.shop.getSnapshot().queueTurn.colaTurno).not.toBeNull())
    expect(harness.shop.getSnapshot().queueTurn.colaTurno).not.toBe(turn)
  })

  it.each([
    ["five minutes fast", -5 * 60_000],
    ["twelve minutes slow", 12 * 60_000],
  ])("counts the turn from the seconds it has left on a shopper's clock %s", async (_, serverAheadMs) => {
    // The sale opened 20 minutes ago on the server's clock, whatever the shopper's says.
    const harness = await renderQueue({ startsAt: TEST_START + serverAheadMs - 20 * 60_000, serverAheadMs })
    await waitFor(() => expect(harness.currentPath()).toBe(FUNCTION_PAGE))
    const clock = await screen.findByRole("timer", { name: "Tu turno para elegir termina en" })
    expect(clock.textContent).toBe("10:00")
    harness.advance(4 * 60_000)
    await waitFor(() => expect(clock.textContent).toBe("06:00"))
  })
})
