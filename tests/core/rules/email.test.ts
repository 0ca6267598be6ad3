import { describe, expect, it } from "vitest"
import { validateEmail, validateEmailConfirmation } from "@boleteria/core"

describe("validateEmail", () => {
  it("requires an address", () => {
    expect(validateEmail("")).toEqual({ ok: false, error: "validation.email.required" })
    expect(validateEmail("   ")).toEqual({ ok: false, error: "validation.email.required" })
    expect(validateEmail(null)).toEqual({ ok: false, error: "validation.email.required" })
  })

  it.each([
    "ana@example.com",
    "ana.perez+entradas@mail.example.com.ar",
    "o'brien@example.ie",
    "x@sub-domain.example.org",
    "user@example.xn--p1ai",
  ])("accepts %s", (email) => {
    expect(validateEmail(email)).toEqual({ ok: true, value: email })
  })

  it.each([
    "ana",
    "ana@",
    "@example.com",
    "ana@example",
    "ana@example.",
    "ana@.example.com",
    "ana@example..com",
    "ana@-example.com",
    "ana perez@example.com",
    "ana@exa mple.com",
    "ana@@example.com",
    "ana@example.c",
    "ana@example.123",
  ])("rejects %s with the newsletter's 'must be valid' message", (email) => {
    expect(validateEmail(email)).toEqual({ ok: false, error: "validation.email.invalid" })
  })

  it("trims the address it answers", () => {
    expect(validateEmail("  ana@example.com ")).toEqual({ ok: true, value: "ana@example.com" })
  })

  it("rejects addresses longer than SMTP allows", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`
    expect(longest).toHaveLength(254)
    expect(validateEmail(longest).ok).toBe(true)
    expect(validateEmail(`a${longest}`)).toEqual({ ok: false, error: "validation.email.invalid" })
  })
})

describe("validateEmailConfirmation", () => {
  it("requires the repeated address", () => {
    expect(validateEmailConfirmation("ana@example.com", "")).toEqual({
      ok: false,
      error: "validation.emailConfirmation.required",
    })
  })

  it("requires both to match, ignoring case and surrounding spaces", () => {
    expect(validateEmailConfirmation("ana@example.com", "ana@example.co")).toEqual({
      ok: false,
      error: "validation.emailConfirmation.mismatch",
    })
    expect(validateEmailConfirmation("Ana@Example.com", " ana@example.COM ").ok).toBe(true)
  })
})

describe("control characters", () => {
  it("are refused even where trimming would drop them, as the server's Text refuses them", () => {
    expect(validateEmail("ana@example.com\t")).toEqual({ ok: false, error: "validation.email.invalid" })
    expect(validateEmail("ana\u0000@example.com")).toEqual({ ok: false, error: "validation.email.invalid" })
    expect(validateEmailConfirmation("ana@example.com", "ana@example.com\n")).toEqual({
      ok: false,
      error: "validation.controlCharacters",
    })
  })
})
