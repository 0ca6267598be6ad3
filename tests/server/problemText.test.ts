import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { endpoints } from "../../core/src/contract/endpoints/index.js"
import { decodeRequest } from "../../core/src/contract/endpoints/receive.js"
import { VALIDATION_MESSAGE_KEYS } from "../../core/src/rules/messageKeys.js"
import { problemText } from "../../server/src/http/problemText.js"

describe("problemText", () => {
  it("turns a rule's message key into the shop's Spanish text", () => {
    expect(problemText("validation.password.uppercase")).toBe("La contraseña debe tener al menos una letra mayúscula")
    expect(problemText("validation.document.cuitCheckDigit")).toBe(
      "El dígito verificador del CUIT o CUIL no es correcto",
    )
  })

  it("has a Spanish text for every key a rule can answer", () => {
    for (const key of VALIDATION_MESSAGE_KEYS) expect(problemText(key), key).not.toBe(key)
  })

  it("fills the placeholders a rule gives and leaves the others", () => {
    expect(problemText("payment.cardMessage", { last4: "3704" })).toBe("Pago con la tarjeta terminada en 3704")
    expect(problemText("payment.cardMessage")).toBe("Pago con la tarjeta terminada en {{last4}}")
  })

  it("returns anything that is not a key unchanged: a sentence, a key's prefix, an inherited name", () => {
    for (const message of [
      "Expected string, got null",
      "validation.password",
      "validation.nope",
      "constructor",
      "toString",
      "",
    ]) {
      expect(problemText(message)).toBe(message)
    }
  })

  it("makes the decode problem of a rule schema readable", () => {
    const decoded = decodeRequest(endpoints.requestRecoveryCode, {
      params: {},
      query: {},
      header: () => undefined,
      body: { cEmail: "a@b.c" },
    })
    if (Result.isSuccess(decoded)) throw new Error("a@b.c should be refused")
    expect(`${decoded.failure.field}: ${problemText(decoded.failure.message)}`).toBe(
      "cEmail: El e-mail debe ser válido",
    )
  })
})
