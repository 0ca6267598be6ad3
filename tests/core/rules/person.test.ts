import { describe, expect, it } from "vitest"
import {
  validateEmailedCode,
  validateFirstName,
  validateGender,
  validateLastName,
  validateReservationConditions,
  validateTermsAccepted,
} from "@boleteria/core"

describe("names", () => {
  it("need at least one visible character and come back trimmed", () => {
    expect(validateFirstName("")).toEqual({ ok: false, error: "validation.firstName.required" })
    expect(validateFirstName("  ")).toEqual({ ok: false, error: "validation.firstName.required" })
    expect(validateFirstName(" A ")).toEqual({ ok: true, value: "A" })
    expect(validateLastName(undefined)).toEqual({ ok: false, error: "validation.lastName.required" })
    expect(validateLastName("Pérez")).toEqual({ ok: true, value: "Pérez" })
  })

  it("refuse control characters, even at the ends where trimming would drop them", () => {
    expect(validateFirstName("Ana\t")).toEqual({ ok: false, error: "validation.controlCharacters" })
    expect(validateLastName("Pé\u0000rez")).toEqual({ ok: false, error: "validation.controlCharacters" })
    expect(validateFirstName("\u00A0Ana\u00A0")).toEqual({ ok: true, value: "Ana" })
  })
})

describe("validateGender", () => {
  it("accepts every gender the contract offers, 'do not report' included", () => {
    for (const gender of ["FEMENINO", "MASCULINO", "OTRO", "NO_INFORMA"]) {
      expect(validateGender(gender)).toEqual({ ok: true, value: gender })
    }
  })

  it("requires a choice", () => {
    for (const missing of [null, undefined, "", "UNKNOWN"]) {
      expect(validateGender(missing)).toEqual({ ok: false, error: "validation.gender.required" })
    }
  })
})

describe("validateEmailedCode", () => {
  it("requires the code and trims it", () => {
    expect(validateEmailedCode(" ")).toEqual({ ok: false, error: "validation.emailedCode.required" })
    expect(validateEmailedCode(" 123456 ")).toEqual({ ok: true, value: "123456" })
  })
})

describe("acceptances", () => {
  it("a booking needs the reservation conditions accepted", () => {
    expect(validateReservationConditions(false)).toEqual({
      ok: false,
      error: "validation.reservation.conditionsRequired",
    })
    expect(validateReservationConditions(true).ok).toBe(true)
  })

  it("sign-up needs the terms accepted", () => {
    expect(validateTermsAccepted(false)).toEqual({ ok: false, error: "validation.signUp.termsRequired" })
    expect(validateTermsAccepted(true).ok).toBe(true)
  })
})
