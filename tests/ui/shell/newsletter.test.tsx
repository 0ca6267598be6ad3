// @vitest-environment happy-dom
import { ApiError, NetworkError } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import { renderShellWithFooter } from "./shellFixtures.js"

const ENGLISH = { locales: { default: "en", fallback: "es", enabled: ["es", "en"] } } as const

/** Types into the form's two fields, found by their labels (Spanish unless told). */
const fill = async (user: UserEvent, name: string, email: string, nameLabel = "Nombre") => {
  await user.type(screen.getByLabelText(nameLabel), name)
  await user.type(screen.getByLabelText("E-mail"), email)
}

describe("the footer's newsletter form", () => {
  it("keeps Subscribe disabled until both the name and the e-mail hold something", async () => {
    const user = userEvent.setup()
    await renderShellWithFooter()
    const subscribe = screen.getByRole("button", { name: "Suscribirme" })
    expect(subscribe).toHaveProperty("disabled", true)
    await user.type(screen.getByLabelText("Nombre"), "Ana")
    expect(subscribe).toHaveProperty("disabled", true)
    await user.type(screen.getByLabelText("E-mail"), "   ")
    expect(subscribe).toHaveProperty("disabled", true)
    await user.type(screen.getByLabelText("E-mail"), "ana@example.com")
    expect(subscribe).toHaveProperty("disabled", false)
  })

  it("says 'El e-mail debe ser válido' in Spanish and sends nothing", async () => {
    const user = userEvent.setup()
    const subscribeNewsletter = vi.fn(() => Effect.succeed("ok"))
    await renderShellWithFooter({ api: { subscribeNewsletter } })
    await fill(user, "Ana", "ana@correo")
    await user.click(screen.getByRole("button", { name: "Suscribirme" }))
    expect(screen.getByText("El e-mail debe ser válido")).toBeTruthy()
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true")
    expect(subscribeNewsletter).not.toHaveBeenCalled()
  })

  it("says 'E-mail must be valid' in English", async () => {
    const user = userEvent.setup()
    await renderShellWithFooter({ tenant: ENGLISH })
    await fill(user, "Ann", "ann.example.com", "Name")
    await user.click(screen.getByRole("button", { name: "Subscribe" }))
    expect(screen.getByText("E-mail must be valid")).toBeTruthy()
  })

  it("sends cNombre and cMail, shows the server's message and clears the fields", async () => {
    const user = userEvent.setup()
    const harness = await renderShellWithFooter()
    const subscribe = vi.spyOn(harness.api, "subscribeNewsletter")
    await fill(user, "  Ana  ", "ana@example.com")
    await user.click(screen.getByRole("button", { name: "Suscribirme" }))
    expect(
      await screen.findByText("¡Gracias por suscribirte, Ana! Vas a recibir nuestras novedades en ana@example.com."),
    ).toBeTruthy()
    expect(subscribe).toHaveBeenCalledWith({ body: { cNombre: "Ana", cMail: "ana@example.com" } })
    expect(screen.getByLabelText("Nombre")).toHaveProperty("value", "")
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "")
  })

  it("shows the server's refusal in the 'Subscripcion a Newsletter' dialog, closed with Cerrar", async () => {
    const user = userEvent.setup()
    await renderShellWithFooter({
      api: {
        subscribeNewsletter: () => Effect.fail(new ApiError({ nCode: 409, message: "Ese e-mail ya está suscripto" })),
      },
    })
    await fill(user, "Ana", "ana@example.com")
    await user.click(screen.getByRole("button", { name: "Suscribirme" }))
    const dialog = await screen.findByRole("dialog", { name: "Subscripcion a Newsletter" })
    expect(within(dialog).getByText("Ese e-mail ya está suscripto")).toBeTruthy()
    await user.click(within(dialog).getByRole("button", { name: "Cerrar" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "ana@example.com")
  })

  it("shows the attention dialog when the server cannot be reached (code 555)", async () => {
    const user = userEvent.setup()
    await renderShellWithFooter({
      api: { subscribeNewsletter: () => Effect.fail(new NetworkError({ message: "fetch failed" })) },
    })
    await fill(user, "Ana", "ana@example.com")
    await user.click(screen.getByRole("button", { name: "Suscribirme" }))
    const dialog = await screen.findByRole("dialog", { name: "Atención" })
    expect(within(dialog).getByText("Error de comunicación con el servidor")).toBeTruthy()
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
