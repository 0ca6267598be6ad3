import { describe, expect, it } from "vitest"
import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import { cardBinOf, readPaymentForm, type PaymentFormContext, type PaymentFormInput } from "@boleteria/core"

const context: PaymentFormContext = {
  today: { year: 2025, month: 6, day: 15 },
  flags: tenant.flags,
  securityCodeLengths: tenant.cardSecurityCodeLengths,
}

const form: PaymentFormInput = {
  cardholderName: " ANA PEREZ ",
  cardNumber: "4509 9535 6623 3704",
  expiryMonth: "06",
  expiryYear: "27",
  securityCode: "123",
  installments: "3",
  documentType: "DNI",
  documentNumber: "30.111.222",
  email: "ana@example.com ",
  birthDay: "9",
  birthMonth: "7",
  birthYear: "1990",
}

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
