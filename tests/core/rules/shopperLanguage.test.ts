import { describe, expect, it } from "vitest"
import {
  PAYMENT_REASONS,
  answerLanguageOf,
  inLanguage,
  optionalInLanguage,
  failureMessageOf,
  isMessageKey,
  eticketFileName,
  PAYMENT_REASON_KEYS,
  paymentMessageOf,
} from "@boleteria/core"

describe("answerLanguageOf (Accept-Language)", () => {
  it("reads the preferred language the API speaks, by weight then order, regions aside", () => {
    expect(answerLanguageOf("en")).toBe("en")
    expect(answerLanguageOf("en-US,en;q=0.9")).toBe("en")
    expect(answerLanguageOf("EN-gb")).toBe("en")
    expect(answerLanguageOf("es-AR,es;q=0.9,en;q=0.8")).toBe("es")
    expect(answerLanguageOf("fr-FR, en;q=0.5, es;q=0.4")).toBe("en")
    expect(answerLanguageOf("en;q=0.3, es;q=0.7")).toBe("es")
    expect(answerLanguageOf("en;q=0, de")).toBe("es")
  })

  it("answers Spanish, the tenant's language, without a header or a language it speaks", () => {
    expect(answerLanguageOf(undefined)).toBe("es")
    expect(answerLanguageOf("")).toBe("es")
    expect(answerLanguageOf("pt-BR, de;q=0.9")).toBe("es")
    expect(answerLanguageOf("*")).toBe("es")
  })
})

describe("inLanguage", () => {
  it("takes the English sibling in English when there is one, the Spanish otherwise", () => {
    expect(inLanguage("en", "Teatro", "Theatre")).toBe("Theatre")
    expect(inLanguage("es", "Teatro", "Theatre")).toBe("Teatro")
    expect(inLanguage("en", "Teatro", null)).toBe("Teatro")
    expect(inLanguage("en", "Teatro", "")).toBe("Teatro")
    expect(optionalInLanguage("en", null, "Stale English")).toBeNull()
  })
})

describe("paymentMessageOf", () => {
  it("says every reason the API sends by a message key", () => {
    for (const reason of PAYMENT_REASONS) {
      const key = paymentMessageOf({ cMensaje: "Fondos insuficientes", cMotivo: reason })
      expect(key).toBe(PAYMENT_REASON_KEYS[reason])
      expect(isMessageKey(key ?? "")).toBe(true)
    }
  })

  it("falls back to the processor's words for a code it does not know, or without a code", () => {
    expect(paymentMessageOf({ cMensaje: "Card blocked", cMotivo: "BLOQUEADA" })).toBe("Card blocked")
    expect(paymentMessageOf({ cMensaje: "Card blocked" })).toBe("Card blocked")
    expect(paymentMessageOf({ cMensaje: null, cMotivo: null })).toBeNull()
  })
})

describe("failureMessageOf", () => {
  it("shows a keyed refusal's text (written in the shopper's language) without the field it starts with", () => {
    expect(
      failureMessageOf(
        { message: "lSinPromocion: To pay the full price, agree to it.", key: "payment.fullPriceNotAgreed" },
        "errors.unknown",
      ),
    ).toBe("To pay the full price, agree to it.")
    expect(
      failureMessageOf(
        { message: "idFuncion: You hold no places for performance 7.", key: "problems.take.nothingHeldInPerformance" },
        "errors.unknown",
      ),
    ).toBe("You hold no places for performance 7.")
    expect(
      failureMessageOf(
        { message: "This purchase has already been paid.", key: "problems.purchase.paid" },
        "errors.unknown",
      ),
    ).toBe("This purchase has already been paid.")
    expect(failureMessageOf({ message: "body: ", key: "problems.request.notJson" }, "errors.unknown")).toBe(
      "errors.unknown",
    )
  })

  it("never shows a message that names a field; a plain sentence stays", () => {
    expect(failureMessageOf({ message: "cNumeroTarjeta: vale solo con la tarjeta" }, "payment.requestError")).toBe(
      "payment.requestError",
    )
    expect(failureMessageOf({ message: "X-Clave-Proceso: falta la clave" }, "errors.unknown")).toBe("errors.unknown")
    expect(failureMessageOf({ message: "" }, "errors.communication")).toBe("errors.communication")
    expect(failureMessageOf({ message: "Tu carrito está vacío: elegí tus ubicaciones." }, "errors.unknown")).toBe(
      "Tu carrito está vacío: elegí tus ubicaciones.",
    )
  })
})

describe("eticketFileName", () => {
  it("names the e-ticket in the language of the purchase", () => {
    expect(eticketFileName(7, "es")).toBe("entradas-pedido-7.pdf")
    expect(eticketFileName(7, "en")).toBe("tickets-order-7.pdf")
  })
})
