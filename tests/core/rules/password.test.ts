import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  PASSWORD_MIN_LENGTH,
  validateCurrentPassword,
  validatePassword,
  validatePasswordConfirmation,
} from "@boleteria/core"

describe("validatePassword", () => {
  it("requires a password", () => {
    expect(validatePassword("")).toEqual({ ok: false, error: "validation.password.required" })
  })

  it("needs at least 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(validatePassword("Abcdef1")).toEqual({ ok: false, error: "validation.password.tooShort" })
    expect(validatePassword("Abcdefg1")).toEqual({ ok: true, value: "Abcdefg1" })
  })

  it("needs an upper-case letter, accented ones included", () => {
    expect(validatePassword("abcdefg1")).toEqual({ ok: false, error: "validation.password.uppercase" })
    expect(validatePassword("ñandú2024Ñ").ok).toBe(true)
  })

  it("needs a digit", () => {
    expect(validatePassword("Abcdefgh")).toEqual({ ok: false, error: "validation.password.digit" })
  })

  it("refuses control characters: no password is typed with one", () => {
    expect(validatePassword("Abcdefg1\t")).toEqual({ ok: false, error: "validation.controlCharacters" })
    expect(validatePassword("Abc\u0000defg1")).toEqual({ ok: false, error: "validation.controlCharacters" })
  })

  it("counts characters, not UTF-16 units: four emoji are four characters", () => {
    expect(validatePassword("😀😀😀😀A1")).toEqual({ ok: false, error: "validation.password.tooShort" })
    expect(validatePassword("😀😀😀😀A1bc")).toEqual({ ok: true, value: "😀😀😀😀A1bc" })
  })

  it("keeps spaces: a password is taken exactly as typed", () => {
    expect(validatePassword("  Abc 1  ")).toEqual({ ok: true, value: "  Abc 1  " })
  })

  it("accepts every password of 8+ characters with an upper-case letter and a digit", () => {
    const password = fc
      .tuple(fc.string({ minLength: 6, maxLength: 30 }), fc.constantFrom("A", "Z", "Ñ"), fc.integer({ min: 0, max: 9 }))
      .map(([rest, upper, digit]) => `${upper}${rest}${digit}`)
    fc.assert(
      fc.property(password, (candidate) => {
        expect(validatePassword(candidate)).toEqual({ ok: true, value: candidate })
      }),
      { numRuns: 200 },
    )
  })
})

describe("validatePasswordConfirmation", () => {
  it("requires the confirmation and an exact match", () => {
    expect(validatePasswordConfirmation("Abcdefg1", "")).toEqual({
      ok: false,
      error: "validation.passwordConfirmation.required",
    })
    expect(validatePasswordConfirmation("Abcdefg1", "abcdefg1")).toEqual({
      ok: false,
      error: "validation.passwordConfirmation.mismatch",
    })
    expect(validatePasswordConfirmation("Abcdefg1", "Abcdefg1").ok).toBe(true)
  })
})

describe("validateCurrentPassword", () => {
  it("only checks that something was typed, and answers it as typed", () => {
    expect(validateCurrentPassword("")).toEqual({ ok: false, error: "validation.password.required" })
    expect(validateCurrentPassword(" x ")).toEqual({ ok: true, value: " x " })
    expect(validateCurrentPassword("x\u0000")).toEqual({ ok: false, error: "validation.controlCharacters" })
  })
})
