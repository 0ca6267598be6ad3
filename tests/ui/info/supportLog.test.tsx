// @vitest-environment happy-dom
import { fromJsonLines, SUPPORT_KEY_HEADER, SUPPORT_REFERENCE_PATTERN } from "@boleteria/core"
import { TEST_SUPPORT_KEY } from "@boleteria/server/testing"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { SendLogButton } from "../../../ui/src/supportLog/SendLogButton.js"
import { holdSeats } from "../checkout/checkoutHarness.js"
import { eventLogFile } from "../../../ui/src/debug/logFile.js"
import { renderWithShop, TEST_START, type ShopHarness } from "../support/renderWithShop.js"

/** The log as support reads it back by its reference, with the tenant's key. */
const storedLog = async (harness: ShopHarness, reference: string) => {
  const response = await harness.server.fetch(`${harness.server.url}/v2/Soporte/Registro/${reference}`, {
    headers: { [SUPPORT_KEY_HEADER]: TEST_SUPPORT_KEY },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { oData: { cRegistro: string; cComentario: string | null } }).oData
}

describe("sending the purchase log to support", () => {
  it("asks consent, sends this tab's log with the comment, shows the reference, and gives focus back", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<SendLogButton />, { route: "/TechnicalSupport", session: "customer" })
    await holdSeats(harness)
    const opener = screen.getByRole("button", { name: "Enviar registro a soporte" })
    await user.click(opener)

    const consent = await screen.findByRole("dialog", { name: "Enviar el registro a soporte" })
    expect(consent.textContent).toContain("Solo lo lee el equipo de soporte")
    expect(consent.textContent).toContain("Nunca tu contraseña, los números de tu tarjeta")
    expect(consent.textContent).toContain("Tu nombre y tu e-mail van ocultos")
    await user.type(within(consent).getByLabelText("¿Qué pasó? (opcional)"), "No pude pagar")
    await user.click(within(consent).getByRole("button", { name: "Enviar" }))

    const sent = await screen.findByRole("dialog", { name: "Registro enviado" })
    const reference = within(sent).getByTestId("support-reference").textContent ?? ""
    expect(reference).toMatch(SUPPORT_REFERENCE_PATTERN)
    expect(sent.textContent).toContain("Dale esta referencia a soporte")
    const stored = await storedLog(harness, reference)
    expect(stored.cComentario).toBe("No pude pagar")
    const log = fromJsonLines(stored.cRegistro)
    expect(log.header.tab).toBe(harness.tab.tabId)
    expect(stored.cRegistro).toContain("api.seatsTaken")
    expect(stored.cRegistro).not.toContain("lucia@example.com")

    await user.click(within(sent).getByRole("button", { name: "Cerrar" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it("says in the shopper's words that too many logs went from this connection, and keeps the dialog open", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<SendLogButton />, { route: "/TechnicalSupport" })
    // The in-process server sees every call from one address: ten logs fill its hour.
    const cRegistro = eventLogFile(harness.tab, harness.shop.settings, TEST_START)
    for (let sent = 0; sent < 10; sent++)
      await Effect.runPromise(harness.api.sendSupportLog({ body: { cRegistro, cComentario: null } }))
    await user.click(screen.getByRole("button", { name: "Enviar registro a soporte" }))
    const consent = await screen.findByRole("dialog", { name: "Enviar el registro a soporte" })
    await user.click(within(consent).getByRole("button", { name: "Enviar" }))
    expect((await within(consent).findByRole("alert")).textContent).toBe(
      "Ya se enviaron muchos registros desde tu conexión en la última hora. Probá de nuevo más tarde.",
    )
  })

  it("sends nothing when the shopper cancels", async () => {
    const user = userEvent.setup()
    await renderWithShop(<SendLogButton />, { route: "/TechnicalSupport" })
    await user.click(screen.getByRole("button", { name: "Enviar registro a soporte" }))
    const consent = await screen.findByRole("dialog", { name: "Enviar el registro a soporte" })
    await user.click(within(consent).getByRole("button", { name: "Cancelar" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Enviar registro a soporte" }))
  })
})
