// @vitest-environment happy-dom
import { ApiError, NetworkError, type ApiFailure } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { useAttention } from "../../../ui/src/shell/dialogs/Attention.js"
import { Shell } from "../../../ui/src/shell/Shell.js"
import { renderWithShop } from "../support/renderWithShop.js"
import { holdSeats, openMenu, renderShell, SHOW_TYPES } from "./shellFixtures.js"

const MINUTE = 60_000

/** A page that hands a failed call to the shell, as every page does. */
const FailingPage = ({ failure }: { readonly failure: ApiFailure }) => {
  const attend = useAttention()
  return (
    <button type="button" onClick={() => attend(failure)}>
      Cargar
    </button>
  )
}

const renderPage = (failure: ApiFailure) =>
  renderWithShop(
    <Shell>
      <FailingPage failure={failure} />
    </Shell>,
    { api: { getShowTypes: () => Effect.succeed({ Lista: SHOW_TYPES }) } },
  )

describe("the shell's dialogs and notices", () => {
  it("shows 'Proceso de compra cancelado' when the clock runs out; OK goes back to the billboard", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ route: "/landing/la-traviata" })
    holdSeats(harness)
    harness.advance(12 * MINUTE + 1000)
    const dialog = screen.getByRole("dialog", { name: "Proceso de compra cancelado" })
    expect(within(dialog).getByText("El tiempo límite de la compra expiró")).toBeTruthy()
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.queryByText("El tiempo límite de la compra expiró")).toBeNull()
    expect(harness.shop.getSnapshot().checkout.context.redirect).toBe("/")
  })

  it("leaves the cancel message to the payFinish page, which shows it itself", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ route: "/payFinish" })
    holdSeats(harness)
    const panel = await openMenu(user, screen.getByRole("button", { name: "Carrito, 2 ubicaciones" }))
    await user.click(within(panel).getByRole("button", { name: "Vaciar carrito" }))
    expect(harness.shop.getSnapshot().checkout.context.message).toBe("purchase.canceled")
    expect(screen.queryByText("El proceso de compra fue cancelado")).toBeNull()
  })

  it("shows the attention dialog for a network failure handed to useAttention", async () => {
    const user = userEvent.setup()
    await renderPage(new NetworkError({ message: "fetch failed" }))
    await user.click(screen.getByRole("button", { name: "Cargar" }))
    const dialog = screen.getByRole("dialog", { name: "Atención" })
    expect(within(dialog).getByText("Error de comunicación con el servidor")).toBeTruthy()
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("is the platform's modal <dialog>; closing it gives the focus back to the control that opened it", async () => {
    const user = userEvent.setup()
    await renderPage(new NetworkError({ message: "fetch failed" }))
    const opener = screen.getByRole("button", { name: "Cargar" })
    await user.click(opener)
    const dialog = screen.getByRole("dialog", { name: "Atención" })
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect(dialog).toHaveProperty("open", true)
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }))
    expect(document.activeElement).toBe(opener)
  })

  it("leaves other failures to the page", async () => {
    const user = userEvent.setup()
    await renderPage(new ApiError({ nCode: 409, message: "Sin lugares" }))
    await user.click(screen.getByRole("button", { name: "Cargar" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
