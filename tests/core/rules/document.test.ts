import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  DOCUMENT_NUMBER_RULES,
  isDocumentType,
  taxIdCheckDigit,
  validateDocumentNumber,
  validateDocumentType,
  validateOptionalDocument,
  DocumentType,
} from "@boleteria/core"

const fail = (error: string) => ({ ok: false, error })

describe("document types", () => {
  it("has a number rule for every document type of the contract", () => {
    expect(Object.keys(DOCUMENT_NUMBER_RULES).sort()).toEqual([...DocumentType.literals].sort())
  })

  it("requires a type the contract knows", () => {
    expect(validateDocumentType("DNI")).toEqual({ ok: true, value: "DNI" })
    expect(isDocumentType("CUIT")).toBe(true)
    for (const missing of [null, undefined, "", "dni", "LIBRETA"]) {
      expect(validateDocumentType(missing)).toEqual(fail("validation.documentType.required"))
    }
  })
})

describe("DNI", () => {
  it("requires a number", () => {
    expect(validateDocumentNumber("DNI", "")).toEqual(fail("validation.document.required"))
    expect(validateDocumentNumber("DNI", null)).toEqual(fail("validation.document.required"))
  })

  it("runs from 1.000.000 to 99.999.999", () => {
    expect(validateDocumentNumber("DNI", "999999")).toEqual(fail("validation.document.tooLow"))
    expect(validateDocumentNumber("DNI", "1000000")).toEqual({ ok: true, value: "1000000" })
    expect(validateDocumentNumber("DNI", "99999999")).toEqual({ ok: true, value: "99999999" })
    expect(validateDocumentNumber("DNI", "100000000")).toEqual(fail("validation.document.tooHigh"))
  })

  it("accepts the dots people write and answers bare digits", () => {
    expect(validateDocumentNumber("DNI", " 12.345.678 ")).toEqual({ ok: true, value: "12345678" })
    expect(validateDocumentNumber("DNI", 30111222)).toEqual({ ok: true, value: "30111222" })
    expect(validateDocumentNumber("DNI", "012345678")).toEqual({ ok: true, value: "12345678" })
  })

  it("rejects letters", () => {
    expect(validateDocumentNumber("DNI", "12A45678")).toEqual(fail("validation.document.invalid"))
  })
})

describe("CI", () => {
  it("runs from 100.000 to 99.999.999", () => {
    expect(validateDocumentNumber("CI", "99999")).toEqual(fail("validation.document.tooLow"))
    expect(validateDocumentNumber("CI", "100000").ok).toBe(true)
    expect(validateDocumentNumber("CI", "100000000")).toEqual(fail("validation.document.tooHigh"))
  })
})

describe("CUIT and CUIL", () => {
  it("computes AFIP's check digit", () => {
    expect(taxIdCheckDigit("2012345678")).toBe(6)
    expect(taxIdCheckDigit("3369345023")).toBe(9)
  })

  it("accepts valid numbers with or without dashes", () => {
    expect(validateDocumentNumber("CUIT", "20-12345678-6")).toEqual({ ok: true, value: "20123456786" })
    expect(validateDocumentNumber("CUIT", "33693450239")).toEqual({ ok: true, value: "33693450239" })
    expect(validateDocumentNumber("CUIL", "20-12345678-6").ok).toBe(true)
  })

  it("needs 11 digits", () => {
    expect(validateDocumentNumber("CUIT", "2012345678")).toEqual(fail("validation.document.cuitLength"))
    expect(validateDocumentNumber("CUIT", "201234567861")).toEqual(fail("validation.document.cuitLength"))
  })

  it("needs a known prefix; companies' prefixes are not a CUIL", () => {
    expect(validateDocumentNumber("CUIT", "11-12345678-6")).toEqual(fail("validation.document.invalid"))
    expect(validateDocumentNumber("CUIL", "33-69345023-9")).toEqual(fail("validation.document.invalid"))
  })

  it("rejects a wrong check digit", () => {
    expect(validateDocumentNumber("CUIT", "20-12345678-7")).toEqual(fail("validation.document.cuitCheckDigit"))
  })

  it("accepts every number built with its check digit, and no other last digit", () => {
    const firstTen = fc
      .tuple(fc.constantFrom("20", "23", "24", "27"), fc.stringMatching(/^\d{8}$/))
      .map(([prefix, body]) => prefix + body)
    fc.assert(
      fc.property(firstTen, fc.integer({ min: 0, max: 9 }), (ten, lastDigit) => {
        const check = taxIdCheckDigit(ten)
        const result = validateDocumentNumber("CUIL", `${ten}${lastDigit}`)
        if (check === lastDigit) expect(result).toEqual({ ok: true, value: `${ten}${lastDigit}` })
        else expect(result).toEqual(fail("validation.document.cuitCheckDigit"))
      }),
      { numRuns: 200 },
    )
  })
})

describe("documents with letters", () => {
  it("passports take 6 to 9 letters and digits, upper-cased", () => {
    expect(validateDocumentNumber("PASAPORTE", "aaa123456")).toEqual({ ok: true, value: "AAA123456" })
    expect(validateDocumentNumber("PASAPORTE", "AB123")).toEqual(fail("validation.document.tooShort"))
    expect(validateDocumentNumber("PASAPORTE", "AB1234567X")).toEqual(fail("validation.document.tooLong"))
    expect(validateDocumentNumber("PASAPORTE", "AB#12345")).toEqual(fail("validation.document.invalid"))
  })

  it("INE and IFE take the 18-character voter key", () => {
    expect(validateDocumentNumber("INE", "GMVLMR80070501M100")).toEqual({ ok: true, value: "GMVLMR80070501M100" })
    expect(validateDocumentNumber("IFE", "GMVLMR80070501M10")).toEqual(fail("validation.document.tooShort"))
  })

  it("the other codes take 1 or 4 to 20 characters, spaces and dashes removed", () => {
    expect(validateDocumentNumber("OTRO", "x")).toEqual({ ok: true, value: "X" })
    expect(validateDocumentNumber("CI_EXTRANJERA", "ab-12 34")).toEqual({ ok: true, value: "AB1234" })
    expect(validateDocumentNumber("CERTIFICADO_MIGRATORIO", "A".repeat(21))).toEqual(
      fail("validation.document.tooLong"),
    )
  })

  it("an unidentified customer has no number to check", () => {
    expect(validateDocumentNumber("NO_IDENTIFICADO", "")).toEqual({ ok: true, value: "" })
  })
})

describe("validateOptionalDocument", () => {
  it("takes no document at all, as null", () => {
    expect(validateOptionalDocument(null, null)).toEqual({ ok: true, value: null })
    expect(validateOptionalDocument(null, "  ")).toEqual({ ok: true, value: null })
  })

  it("needs a type for a number, and the number the type needs", () => {
    expect(validateOptionalDocument(null, "35111222")).toEqual(fail("validation.documentType.required"))
    expect(validateOptionalDocument("DNI", null)).toEqual(fail("validation.document.required"))
    expect(validateOptionalDocument("DNI", "35.111.222")).toEqual({ ok: true, value: "35111222" })
    expect(validateOptionalDocument("NO_IDENTIFICADO", "")).toEqual({ ok: true, value: null })
  })

  it("refuses control characters, whatever the type", () => {
    expect(validateDocumentNumber("DNI", "35111222\t")).toEqual(fail("validation.document.invalid"))
    expect(validateDocumentNumber("NO_IDENTIFICADO", "\u0000")).toEqual(fail("validation.document.invalid"))
  })
})
