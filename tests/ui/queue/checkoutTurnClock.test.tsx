// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { checkoutOf, holdSeats, renderCheckoutPage } from "../checkout/checkoutHarness.js"
import { roomOf, TEST_START, withRoom } from "./support.js"

/** The checkout harness's function (La casa de los espejos, 10102), with a room of two a minute and 10-minute turns. */
const FUNCTION = 10102

describe("the waiting room's turn in the checkout", () => {
  it("keeps the turn's clock on the checkout page, counting down, and nothing without a turn", async () => {
    const harness = await renderCheckoutPage("BuyTicket", {
      tenant: { flags: { queueApi: true } },
      api: withRoom(roomOf(TEST_START)),
    })
    const place = () => Effect.runPromise(harness.api.getQueuePlace({ path: { idFuncion: FUNCTION } }))
    await place()
    harness.advance(30_000)
    const inside = await place()
    expect(inside.cEstado).toBe("adentro")
    harness.dispatch({ type: "queue.turnAssigned", colaTurno: inside.colaTurno! })
    await holdSeats(harness)
    expect(checkoutOf(harness).idProcesoDeCompra).not.toBeNull()

    const clock = await screen.findByRole("timer", { name: "Tu turno para elegir termina en" })
    expect(clock.textContent).toBe("10:00")
    harness.advance(60_000)
    await waitFor(() => expect(clock.textContent).toBe("09:00"))

    // The turn given back in another tab (paid, or dropped there): the clock goes here too.
    harness.fromAnotherTab({ type: "queue.turnCleared" })
    await waitFor(() => expect(screen.queryByTestId("checkout-turn-clock")).toBeNull())
  })
})
