// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"
import { renderInfoPage, switchToEnglish } from "./infoHarness.js"

const TITLES: ReadonlyArray<readonly [route: string, es: string, en: string]> = [
  ["eticket", "Entrada electrónica", "E-tickets"],
  ["termsAndConditions", "Términos y condiciones", "Terms and conditions"],
  ["PointSales", "Puntos de venta", "Points of sale"],
  ["Services", "Servicios para organizadores y salas", "Services for organisers and venues"],
  ["privacyPolicies", "Políticas de privacidad", "Privacy policy"],
  ["TechnicalSupport", "Soporte técnico", "Technical support"],
  ["ComplaintsBook", "Libro de quejas", "Complaints book"],
  ["FAQ", "Preguntas frecuentes", "Frequently asked questions"],
  ["about", "Sobre boleteria", "About boleteria"],
]

/** A locale key on screen means a text the page asks for and the locale files lack. */
const expectNoMissingTexts = () => expect(document.body.textContent).not.toMatch(/\binfo\.[a-zA-Z]/)

afterEach(() => window.history.replaceState(null, "", "/"))

describe("the information pages (SPEC §2)", () => {
  it.each(TITLES)("%s shows its title and every text, in Spanish and in English", async (route, es, en) => {
    const harness = await renderInfoPage(route)
    expect(await screen.findByRole("heading", { level: 1, name: es })).toBeTruthy()
    expectNoMissingTexts()
    switchToEnglish(harness)
    expect(await screen.findByRole("heading", { level: 1, name: en })).toBeTruthy()
    expectNoMissingTexts()
  })

  it("lists the sections of a long page and jumps to one, keeping the anchor in the address", async () => {
    const user = userEvent.setup()
    await renderInfoPage("termsAndConditions")
    const contents = screen.getByRole("navigation", { name: "En esta página" })
    expect(within(contents).getAllByRole("link")).toHaveLength(13)
    await user.click(within(contents).getByRole("link", { name: "Botón de arrepentimiento" }))
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Botón de arrepentimiento" }))
    expect(window.location.hash).toBe("#withdrawal")
  })

  it("explains the right of withdrawal with Ley 24.240 and Resolución 424/2020, and links to its form", async () => {
    await renderInfoPage("termsAndConditions")
    expect(screen.getByText(/Ley 24\.240 .* Resolución 424\/2020/)).toBeTruthy()
    expect(screen.getByText(/10 días corridos desde que recibiste las entradas/)).toBeTruthy()
    expect(screen.getByText(/hasta 24 horas antes del comienzo de la función/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Pedir la revocación de una compra" }).getAttribute("href")).toBe(
      "/arrepentimiento",
    )
  })

  it("tells what the privacy policy keeps of a card: only its last 4 digits", async () => {
    await renderInfoPage("privacyPolicies")
    expect(screen.getByText(/Nunca guardamos el número completo de tu tarjeta/)).toBeTruthy()
    expect(screen.getByText(/solo los últimos 4 dígitos/)).toBeTruthy()
    expect(
      screen.getByText(/Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control/),
    ).toBeTruthy()
  })

  it("shows the way to the national consumer-defence site as a plain link", async () => {
    await renderInfoPage("ComplaintsBook")
    const link = screen.getByRole("link", { name: "www.argentina.gob.ar/defensadelconsumidor" })
    expect(link.getAttribute("href")).toBe("https://www.argentina.gob.ar/defensadelconsumidor")
  })

  it("offers organisers a way to sell with us by e-mail", async () => {
    await renderInfoPage("Services")
    const link = screen.getByRole("link", { name: "Escribinos a productores@boleteria.com.ar" })
    expect(link.getAttribute("href")).toBe("mailto:productores@boleteria.com.ar")
  })
})
