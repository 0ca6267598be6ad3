import { describe, expect, it } from "vitest"
import { cardBinOf, readPaymentForm } from "@boleteria/core"
import { PAYMENT_FORM_CONTEXT, paymentForm } from "./paymentForm.js"

const context = PAYMENT_FORM_CONTEXT
/** Typed carelessly: the request carries it trimmed. */
const form = paymentForm({
  cardholderName: " ANA PEREZ ",
  expiryMonth: "06",
  installments: "3",
  email: "ana@example.com ",
})

describe("cardBinOf", () => {
  it("is null until six digits are typed, then the first six", () => {
    expect(cardBinOf("4509 9")).toBeNull()
    expect(cardBinOf("4509 95")).toBe("450995")
    expect(cardBinOf("4509 9535 6623 3704")).toBe("450995")
    expect(cardBinOf("4509a95")).toBeNull()
  })
})

describe("readPaymentForm", () => {
  it("turns a valid form into the body of Cobrar and a card summary without the number", () => {
    const reading = readPaymentForm(form, context)
    expect(reading).toEqual({
      ok: true,
      request: {
        cTitular: "ANA PEREZ",
        cNumeroTarjeta: "4509953566233704",
        nMesVencimiento: 6,
        nAnioVencimiento: 2027,
        cCodigoSeguridad: "123",
        nCuotas: 3,
        cTipoDocumento: "DNI",
        cNumeroDocumento: "30111222",
        cEmail: "ana@example.com",
        oFechaNacimiento: { nDia: 9, nMes: 7, nAnio: 1990 },
      },
      card: { cardBin: "450995", last4: "3704" },
    })
  })

  it("answers every error of an invalid form and no request", () => {
    const reading = readPaymentForm({ ...form, cardNumber: "4509 9535 6623 3705", installments: "" }, context)
    expect(reading).toEqual({
      ok: false,
      errors: { cardNumber: "validation.cardNumber.invalid", installments: "validation.installments.required" },
    })
  })
})
