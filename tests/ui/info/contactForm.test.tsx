// @vitest-environment happy-dom
import { ApiError, NetworkError, type ApiFailure, type ContactMessage } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { renderInfoPage, switchToEnglish } from "./infoHarness.js"

/** A fake /v2/Contacto that records what it was sent and answers as told. */
const contactApi = (failure?: ApiFailure) => {
  const sent: Array<ContactMessage> = []
  return {
    sent,
    api: {
      sendContactMessage: ({ body }: { readonly body: ContactMessage }) => {
        sent.push(body)
        return failure === undefined ? Effect.succeed("Recibimos tu mensaje.") : Effect.fail(failure)
      },
    },
  }
}

type User = ReturnType<typeof userEvent.setup>

const fillIn = async (
  user: User,
  fields: { name?: string; email?: string; phone?: string; topic?: string; message?: string },
) => {
  if (fields.name !== undefined) await user.type(screen.getByLabelText("Nombre"), fields.name)
  if (fields.email !== undefined) await user.type(screen.getByLabelText("E-mail"), fields.email)
  if (fields.phone !== undefined) await user.type(screen.getByLabelText("Teléfono (opcional)"), fields.phone)
  if (fields.topic !== undefined) await user.selectOptions(screen.getByLabelText("Motivo"), fields.topic)
  if (fields.message !== undefined) await user.type(screen.getByLabelText("Mensaje"), fields.message)
}

describe("the support contact form (POST /v2/Contacto)", () => {
  it("shows what is missing and sends nothing", async () => {
    const user = userEvent.setup()
    const { api, sent } = contactApi()
    await renderInfoPage("TechnicalSupport", { api })
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }))
    expect(screen.getByText("El nombre debe tener al menos un carácter")).toBeTruthy()
    expect(screen.getByText("El e-mail es obligatorio")).toBeTruthy()
    expect(screen.getAllByText("Este campo es obligatorio")).toHaveLength(2)
    expect(screen.getByLabelText("Nombre").getAttribute("aria-invalid")).toBe("true")
    expect(sent).toEqual([])
  })

  it("checks the e-mail and a phone when one is typed, in Spanish and in English", async () => {
    const user = userEvent.setup()
    const harness = await renderInfoPage("TechnicalSupport", { api: contactApi().api })
    await fillIn(user, { email: "ana@correo", phone: "1234" })
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }))
    expect(screen.getByText("El e-mail debe ser válido")).toBeTruthy()
    expect(screen.getByText("El teléfono debe tener entre 8 y 15 dígitos")).toBeTruthy()
    switchToEnglish(harness)
    expect(screen.getByText("E-mail must be valid")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy()
  })

  it("sends the message, says so, and offers to write another", async () => {
    const user = userEvent.setup()
    const { api, sent } = contactApi()
    await renderInfoPage("TechnicalSupport", { api })
    await fillIn(user, {
      name: "Ana",
      email: "ana@example.com",
      phone: "11 4555-1234",
      topic: "Un pago",
      message: "Me cobraron dos veces el pedido 1234.",
    })
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }))
    expect(sent).toEqual([
      {
        cNombre: "Ana",
        cEmail: "ana@example.com",
        cTelefono: "1145551234",
        cAsunto: "Un pago",
        cMensaje: "Me cobraron dos veces el pedido 1234.",
      },
    ])
    const status = await screen.findByRole("status")
    expect(status.textContent).toBe("¡Gracias, Ana! Recibimos tu mensaje y te vamos a responder a ana@example.com.")
    expect(document.activeElement).toBe(status)
    await user.click(screen.getByRole("button", { name: "Escribir otro mensaje" }))
    expect(screen.getByLabelText<HTMLInputElement>("Nombre").value).toBe("Ana")
    expect(screen.getByLabelText<HTMLTextAreaElement>("Mensaje").value).toBe("")
  })

  it("fills in the name and e-mail of a signed-in customer", async () => {
    await renderInfoPage("TechnicalSupport", { session: "customer" })
    expect(screen.getByLabelText<HTMLInputElement>("Nombre").value).toBe("Lucía")
    expect(screen.getByLabelText<HTMLInputElement>("E-mail").value).toBe("lucia@example.com")
  })

  it("shows the server's refusal under the form", async () => {
    const user = userEvent.setup()
    const { api } = contactApi(new ApiError({ nCode: 422, message: "El mensaje es demasiado largo" }))
    await renderInfoPage("TechnicalSupport", { api })
    await fillIn(user, { name: "Ana", email: "ana@example.com", topic: "Otro tema", message: "Hola" })
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }))
    expect((await screen.findByRole("alert")).textContent).toBe("El mensaje es demasiado largo")
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeTruthy()
  })

  it("raises the attention dialog when the server cannot be reached", async () => {
    const user = userEvent.setup()
    const { api } = contactApi(new NetworkError({ message: "offline" }))
    await renderInfoPage("TechnicalSupport", { api })
    await fillIn(user, { name: "Ana", email: "ana@example.com", topic: "Otro tema", message: "Hola" })
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }))
    const dialog = await screen.findByRole("dialog", { name: "Atención" })
    expect(within(dialog).getByText("Error de comunicación con el servidor")).toBeTruthy()
    expect(screen.getByLabelText<HTMLTextAreaElement>("Mensaje").value).toBe("Hola")
  })

  it("opens on the withdrawal topic from the footer's Botón de arrepentimiento", async () => {
    const user = userEvent.setup()
    const { api, sent } = contactApi()
    await renderInfoPage("TechnicalSupport", { api, route: "/TechnicalSupport?motivo=arrepentimiento" })
    const topic = screen.getByLabelText<HTMLSelectElement>("Motivo")
    expect(topic.value).toBe("withdrawal")
    expect(screen.getByText(/código de identificación de tu solicitud de arrepentimiento/)).toBeTruthy()
    await fillIn(user, { name: "Ana", email: "ana@example.com", message: "Pedido 1234" })
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }))
    expect(sent[0]?.cAsunto).toBe("Botón de arrepentimiento")
  })
})

describe("the complaints book", () => {
  it("files the complaint through the contact call with a complaint subject", async () => {
    const user = userEvent.setup()
    const { api, sent } = contactApi()
    await renderInfoPage("ComplaintsBook", { api })
    await fillIn(user, {
      name: "Ana",
      email: "ana@example.com",
      topic: "La atención en boletería",
      message: "No me dejaron retirar con mi DNI.",
    })
    await user.click(screen.getByRole("button", { name: "Enviar queja" }))
    expect(sent[0]).toMatchObject({ cAsunto: "Libro de quejas: La atención en boletería", cTelefono: null })
    expect((await screen.findByRole("status")).textContent).toBe(
      "Registramos tu queja, Ana. Te vamos a responder a ana@example.com dentro de los 10 días hábiles.",
    )
  })

  it("asks for the same fields, with English messages in English", async () => {
    const user = userEvent.setup()
    const harness = await renderInfoPage("ComplaintsBook", { api: contactApi().api })
    switchToEnglish(harness)
    await user.click(screen.getByRole("button", { name: "Send complaint" }))
    expect(screen.getByText("E-mail is required")).toBeTruthy()
  })
})
