import * as Result from "effect/Result"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { endpoints, decodeRequest, VALIDATION_MESSAGE_KEYS, PROBLEM_KEYS } from "@boleteria/core"
import { problemText } from "../../server/src/i18n/problemText.js"

type Texts = { readonly [name: string]: string | Texts }

/** Every text under a locale's `problems` namespace, by its whole key. */
const problemTexts = (language: "es" | "en"): Map<string, string> => {
  const file = JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8")) as Texts
  const walk = (node: string | Texts, key: string): Array<[string, string]> =>
    typeof node === "string"
      ? [[key, node]]
      : Object.entries(node).flatMap(([name, child]) => walk(child, `${key}.${name}`))
  return new Map(walk(file["problems"] ?? {}, "problems"))
}

const placeholdersOf = (text: string): Array<string> =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((match) => match[1] ?? "").sort()

/** How the shop recognizes a text written for developers (core's failureMessageOf): a problem's text never starts so. */
const NAMES_A_FIELD = /^[\w.-]+: /u

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

describe("the refusals' texts (locales/*.json `problems`)", () => {
  const es = problemTexts("es")
  const en = problemTexts("en")

  it("are exactly the keys both backends refuse with, in Spanish and English, with the same placeholders", () => {
    expect([...es.keys()].sort()).toEqual([...PROBLEM_KEYS].sort())
    expect([...en.keys()].sort()).toEqual([...PROBLEM_KEYS].sort())
    for (const key of PROBLEM_KEYS) {
      expect(placeholdersOf(en.get(key)!), key).toEqual(placeholdersOf(es.get(key)!))
      expect(en.get(key), `${key} is not translated`).not.toBe(es.get(key))
      for (const text of [es.get(key)!, en.get(key)!]) expect(text, key).not.toMatch(NAMES_A_FIELD)
    }
  })

  it("fill their placeholders in the language asked, a text among the values in that language too", () => {
    const seat = (row: string, number: number) => ({
      key: "problems.take.seat",
      params: { sector: "Platea", row, seat: number },
    })
    const places = { places: [seat("F", 12), seat("F", 13)] }
    expect(problemText("problems.take.seatsTaken", places, "es")).toBe(
      "Alguna de las ubicaciones elegidas ya no está disponible: Platea, fila F, butaca 12; Platea, fila F, butaca 13.",
    )
    expect(problemText("problems.take.seatsTaken", places, "en")).toBe(
      "Some of the places you chose are no longer available: Platea, row F, seat 12; Platea, row F, seat 13.",
    )
    const wait = { wait: { key: "problems.account.wait.minutes", params: { count: 15 } } }
    expect(problemText("problems.account.tooManyAttemptsWait", wait, "es")).toBe(
      "Demasiados intentos fallidos. Esperá 15 minutos y volvé a probar.",
    )
    expect(problemText("problems.account.tooManyAttemptsWait", wait, "en")).toBe(
      "Too many failed attempts. Wait 15 minutes and try again.",
    )
  })
})
