import { describe, expect, it } from "vitest"
import { contactMessage, validateContactForm, type ContactForm } from "@boleteria/core"

const TOPICS = ["purchase", "withdrawal"] as const

const filled: ContactForm = {
  name: "  Ana  ",
  email: " ana@example.com ",
  phone: "",
  topic: "withdrawal",
  message: " Quiero arrepentirme de la compra 1234. ",
}

describe("the contact form (POST /v2/Contacto)", () => {
  it("accepts a filled form without a phone", () => {
    expect(validateContactForm(filled, TOPICS)).toEqual({})
  })

  it("reports every missing field at once", () => {
    const empty: ContactForm = { name: "", email: "", phone: "", topic: null, message: "  " }
    expect(validateContactForm(empty, TOPICS)).toEqual({
      name: "validation.firstName.required",
      email: "validation.email.required",
      topic: "validation.required",
      message: "validation.required",
    })
  })

  it("checks the e-mail, a phone when one is typed, and that the topic is offered", () => {
    expect(validateContactForm({ ...filled, email: "ana@", phone: "12", topic: "refund" }, TOPICS)).toEqual({
      email: "validation.email.invalid",
      phone: "validation.phone.invalid",
      topic: "validation.required",
    })
  })

  it("builds the trimmed body with the phone's digits, or null when a rule refuses it", () => {
    expect(contactMessage({ ...filled, phone: "(011) 4555-1234" }, " Botón de arrepentimiento ")).toEqual({
      cNombre: "Ana",
      cEmail: "ana@example.com",
      cTelefono: "01145551234",
      cAsunto: "Botón de arrepentimiento",
      cMensaje: "Quiero arrepentirme de la compra 1234.",
    })
    expect(contactMessage(filled, "Consulta")?.cTelefono).toBeNull()
    expect(contactMessage({ ...filled, message: "" }, "Consulta")).toBeNull()
    expect(contactMessage(filled, " ")).toBeNull()
  })

  it("keeps the message's line breaks: it is a text of several lines", () => {
    expect(validateContactForm({ ...filled, message: "Hola,\n\tquiero arrepentirme." }, TOPICS)).toEqual({})
    expect(contactMessage({ ...filled, message: " Hola,\r\nquiero arrepentirme. " }, "Consulta")?.cMensaje).toBe(
      "Hola,\r\nquiero arrepentirme.",
    )
  })
})
