// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderInfoPage, switchToEnglish } from "./infoHarness.js"

// /Services claims only what the shop does: each offer names a part of it, none a part it lacks.

/** What the shop has no part for: scanning tickets at the door, sales reports, selling at the box office. */
const NOT_OFFERED =
  /escane|lectura en la puerta|control de acceso|reporte|liquidaci|vender en tu boletería|cobro en efectivo|scann|at the door|entry control|report|settlement|sell at your box office|cash/iu

const offersOf = (name: string) => {
  const list = within(screen.getByRole("heading", { level: 2, name }).closest("section")!).getByRole("list")
  return within(list)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)
}

describe("/Services", () => {
  it("offers what the shop has, in Spanish and in English, and nothing it has not", async () => {
    const harness = await renderInfoPage("Services")
    await screen.findByRole("heading", { level: 1, name: "Servicios para organizadores y salas" })
    expect(offersOf("Qué te ofrecemos")).toEqual([
      "Venta online",
      "Mapas de ubicaciones",
      "E-tickets con QR",
      "Sala de espera",
      "Cobros y cuotas",
      "Links de pago",
      "Reservas y cambios",
      "Botón de arrepentimiento",
      "Difusión",
      "Atención al público",
    ])
    expect(document.querySelector("main, body")!.textContent).not.toMatch(NOT_OFFERED)

    switchToEnglish(harness)
    await screen.findByRole("heading", { level: 1, name: "Services for organisers and venues" })
    expect(offersOf("What we offer")).toEqual([
      "Online sales",
      "Seat maps",
      "E-tickets with QR codes",
      "Waiting room",
      "Payments and instalments",
      "Payment links",
      "Bookings and exchanges",
      "Withdrawal button",
      "Promotion",
      "Customer service",
    ])
    expect(document.body.textContent).not.toMatch(NOT_OFFERED)
  })
})
