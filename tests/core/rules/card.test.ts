import { describe, expect, it } from "vitest"
import fc from "fast-check"
import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import {
  CARD_NUMBER_LENGTH,
  SECURITY_CODE_LENGTH,
  validateCardNumber,
  validateCardholderName,
  validateExpiry,
  validateInstallments,
  validateSecurityCode,
  type CardValidationFlags,
  CARD_BRANDS,
  detectCardBrand,
  type CardBrandId,
  luhnCheckDigit,
  passesLuhn,
} from "@boleteria/core"

const allOn: CardValidationFlags = { cardNumberValidation: true, cvcValidation: true, expiryValidation: true }
const allOff: CardValidationFlags = { cardNumberValidation: false, cvcValidation: false, expiryValidation: false }
const tenantFlags: CardValidationFlags = tenant.flags
const securityCodeLengths = tenant.cardSecurityCodeLengths
const brandOf = (id: CardBrandId) => CARD_BRANDS.find((brand) => brand.id === id) ?? null
const fail = (error: string) => ({ ok: false, error })

/** Leading digits that belong to each brand, the narrow local ones included. */
const PREFIXES: Readonly<Record<CardBrandId, ReadonlyArray<string>>> = {
  naranja: ["589562"],
  cabal: ["627170", "589657", "603522", "604201", "604299", "604350", "604400"],
  argencard: ["501105"],
  cencosud: ["603493"],
  tarjetaShopping: ["603488"],
  amex: ["34", "37"],
  diners: ["300", "305", "309", "36", "38", "39"],
  visa: ["4"],
  mastercard: ["51", "55", "2221", "2720"],
  maestro: ["5018", "5020", "5038", "6304", "6759"],
}

describe("luhn", () => {
  it("checks known numbers", () => {
    expect(passesLuhn("4509953566233704")).toBe(true)
    expect(passesLuhn("4509953566233705")).toBe(false)
    expect(passesLuhn("79927398713")).toBe(true)
    expect(passesLuhn("")).toBe(false)
    expect(passesLuhn("4509 9535")).toBe(false)
  })

  it("appending the check digit always passes; any other last digit fails", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), fc.integer({ min: 0, max: 9 }), (payload, digit) => {
        expect(passesLuhn(`${payload}${digit}`)).toBe(digit === luhnCheckDigit(payload))
      }),
      { numRuns: 200 },
    )
  })
})

describe("detectCardBrand", () => {
  it.each([
    ["4509953566233704", "visa"],
    ["5399090000000009", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["371180303257522", "amex"],
    ["36481400000006", "diners"],
    ["5895626746595650", "naranja"],
    ["6271701225979642", "cabal"],
    ["5896570000000008", "cabal"],
    ["5011054488597827", "argencard"],
    ["6034930000000005", "cencosud"],
    ["6034880000000051", "tarjetaShopping"],
    ["5031755734530604", "maestro"],
  ] as const)("%s is %s", (digits, id) => {
    expect(detectCardBrand(digits)?.id).toBe(id)
  })

  it("knows the brand from the first digits, before the number is complete", () => {
    expect(detectCardBrand("4")?.id).toBe("visa")
    expect(detectCardBrand("37")?.id).toBe("amex")
    expect(detectCardBrand("589562")?.id).toBe("naranja")
    expect(detectCardBrand("")).toBeNull()
    expect(detectCardBrand("9")).toBeNull()
    expect(detectCardBrand("1234")).toBeNull()
  })

  it("gives American Express a 4-digit security code and every other brand 3", () => {
    for (const brand of CARD_BRANDS) expect(brand.securityCodeLength).toBe(brand.id === "amex" ? 4 : 3)
  })
})

describe("validateCardNumber", () => {
  it("requires a number", () => {
    expect(validateCardNumber("", allOn)).toEqual(fail("validation.cardNumber.required"))
    expect(validateCardNumber("   ", allOn)).toEqual(fail("validation.cardNumber.required"))
  })

  it("strips spaces and answers the digits and the brand", () => {
    const result = validateCardNumber(" 4509 9535 6623 3704 ", allOn)
    expect(result.ok && result.value.digits).toBe("4509953566233704")
    expect(result.ok && result.value.brand?.id).toBe("visa")
  })

  it("rejects anything but digits and spaces", () => {
    expect(validateCardNumber("4509-9535-6623-3704", allOn)).toEqual(fail("validation.cardNumber.invalid"))
    expect(validateCardNumber("4509953566233a04", allOn)).toEqual(fail("validation.cardNumber.invalid"))
  })

  it("calls a number shorter than its brand's 'incomplete'", () => {
    expect(validateCardNumber("4509 9535 6623 370", allOn)).toEqual(fail("validation.cardNumber.incomplete"))
    expect(validateCardNumber("37118030325752", allOn)).toEqual(fail("validation.cardNumber.incomplete"))
    expect(validateCardNumber("9", allOn)).toEqual(fail("validation.cardNumber.incomplete"))
  })

  it("calls a number that is too long, of no known brand, or failing Luhn 'invalid'", () => {
    expect(validateCardNumber("45099535662337040", allOn)).toEqual(fail("validation.cardNumber.invalid"))
    expect(validateCardNumber("9999999999999995", allOn)).toEqual(fail("validation.cardNumber.invalid"))
    expect(validateCardNumber("4509953566233705", allOn)).toEqual(fail("validation.cardNumber.invalid"))
  })

  it("does not Luhn-check Naranja, as acquirers do not", () => {
    expect(validateCardNumber("5895626746595651", allOn).ok).toBe(true)
  })

  it("with the tenant's number check off, only requires digits of a length some brand uses (12 to 19)", () => {
    expect(CARD_NUMBER_LENGTH).toEqual({ min: 12, max: 19 })
    expect(validateCardNumber("4509953566233705", allOff).ok).toBe(true)
    expect(validateCardNumber("999999999999", allOff).ok).toBe(true)
    expect(validateCardNumber("99999999999", allOff)).toEqual(fail("validation.cardNumber.incomplete"))
    expect(validateCardNumber("99999999999999999999", allOff)).toEqual(fail("validation.cardNumber.invalid"))
    expect(validateCardNumber("", allOff)).toEqual(fail("validation.cardNumber.required"))
    expect(validateCardNumber("12a", allOff)).toEqual(fail("validation.cardNumber.invalid"))
  })

  it("refuses control characters, even where trimming would drop them", () => {
    expect(validateCardNumber("4509953566233704\t", allOn)).toEqual(fail("validation.cardNumber.invalid"))
    expect(validateCardNumber("4509\u00009535 6623 3704", allOn)).toEqual(fail("validation.cardNumber.invalid"))
  })

  const validNumber = fc
    .constantFrom(...CARD_BRANDS.map((brand) => brand.id))
    .chain((id) =>
      fc.record({
        id: fc.constant(id),
        prefix: fc.constantFrom(...PREFIXES[id]),
        length: fc.constantFrom(...(brandOf(id)?.lengths ?? [])),
        seed: fc.stringMatching(/^\d{19}$/),
      }),
    )
    .map(({ id, prefix, length, seed }) => {
      const payload = (prefix + seed).slice(0, length - 1)
      return { id, digits: payload + String(luhnCheckDigit(payload)) }
    })

  it("accepts every Luhn-valid number of every brand, grouped in fours or not", () => {
    fc.assert(
      fc.property(validNumber, ({ id, digits }) => {
        const plain = validateCardNumber(digits, tenantFlags)
        expect(plain.ok && plain.value.brand?.id).toBe(id)
        const grouped = digits.replace(/(\d{4})(?=\d)/g, "$1 ")
        expect(validateCardNumber(grouped, tenantFlags).ok).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("rejects every number of a Luhn-checked brand with one digit changed", () => {
    const typo = validNumber
      .filter(({ id }) => brandOf(id)?.luhn === true)
      .chain(({ digits }) =>
        fc.record({
          digits: fc.constant(digits),
          position: fc.integer({ min: 0, max: digits.length - 1 }),
          shift: fc.integer({ min: 1, max: 9 }),
        }),
      )
    fc.assert(
      fc.property(typo, ({ digits, position, shift }) => {
        const changed = (Number(digits[position]) + shift) % 10
        const mistyped = digits.slice(0, position) + String(changed) + digits.slice(position + 1)
        // A typo can land in Naranja's range, which acquirers accept without a Luhn check.
        fc.pre(detectCardBrand(mistyped)?.luhn !== false)
        expect(validateCardNumber(mistyped, tenantFlags).ok).toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})

describe("validateSecurityCode", () => {
  const visa = brandOf("visa")
  const amex = brandOf("amex")

  it("requires a code", () => {
    expect(validateSecurityCode("", visa, securityCodeLengths, allOn)).toEqual(fail("validation.cvc.required"))
  })

  it("takes the brand's length: 4 digits for American Express, 3 for the others", () => {
    expect(validateSecurityCode("123", visa, securityCodeLengths, allOn)).toEqual({ ok: true, value: "123" })
    expect(validateSecurityCode("1234", visa, securityCodeLengths, allOn)).toEqual(fail("validation.cvc.invalid"))
    expect(validateSecurityCode("1234", amex, securityCodeLengths, allOn)).toEqual({ ok: true, value: "1234" })
    expect(validateSecurityCode("123", amex, securityCodeLengths, allOn)).toEqual(fail("validation.cvc.invalid"))
  })

  it("takes 3 or 4 digits (the tenant's lengths) while the brand is unknown", () => {
    expect(securityCodeLengths).toEqual([3, 4])
    expect(validateSecurityCode("123", null, securityCodeLengths, allOn).ok).toBe(true)
    expect(validateSecurityCode("1234", null, securityCodeLengths, allOn).ok).toBe(true)
    expect(validateSecurityCode("12", null, securityCodeLengths, allOn)).toEqual(fail("validation.cvc.invalid"))
    expect(validateSecurityCode("12345", null, securityCodeLengths, allOn)).toEqual(fail("validation.cvc.invalid"))
  })

  it("rejects anything but digits, whatever the flag", () => {
    expect(validateSecurityCode("12a", visa, securityCodeLengths, allOn)).toEqual(fail("validation.cvc.invalid"))
    expect(validateSecurityCode("12a", visa, securityCodeLengths, allOff)).toEqual(fail("validation.cvc.invalid"))
  })

  it("with the tenant's security-code check off, skips the brand's length but not the 3 or 4 digits every processor wants", () => {
    expect(SECURITY_CODE_LENGTH).toEqual({ min: 3, max: 4 })
    expect(validateSecurityCode("1234", visa, securityCodeLengths, allOff)).toEqual({ ok: true, value: "1234" })
    expect(validateSecurityCode("12", visa, securityCodeLengths, allOff)).toEqual(fail("validation.cvc.invalid"))
    expect(validateSecurityCode("12345", visa, securityCodeLengths, allOff)).toEqual(fail("validation.cvc.invalid"))
  })
})

describe("validateExpiry", () => {
  const today = { year: 2025, month: 6, day: 15 }

  it("requires the month, then the year", () => {
    expect(validateExpiry({ month: "", year: "" }, today, allOn)).toEqual(fail("validation.expiry.monthRequired"))
    expect(validateExpiry({ month: "7", year: null }, today, allOn)).toEqual(fail("validation.expiry.yearRequired"))
  })

  it("takes months 1 to 12 and two- or four-digit years", () => {
    expect(validateExpiry({ month: "13", year: "2026" }, today, allOn)).toEqual(fail("validation.expiry.invalidMonth"))
    expect(validateExpiry({ month: "0", year: "2026" }, today, allOn)).toEqual(fail("validation.expiry.invalidMonth"))
    expect(validateExpiry({ month: "12", year: "202" }, today, allOn)).toEqual(fail("validation.expiry.invalidYear"))
    expect(validateExpiry({ month: "07", year: "27" }, today, allOn)).toEqual({
      ok: true,
      value: { month: 7, year: 2027 },
    })
    expect(validateExpiry({ month: 7, year: 2027 }, today, allOn)).toEqual({
      ok: true,
      value: { month: 7, year: 2027 },
    })
  })

  it("is not earlier than the current month and year", () => {
    expect(validateExpiry({ month: "6", year: "2025" }, today, allOn).ok).toBe(true)
    expect(validateExpiry({ month: "5", year: "2025" }, today, allOn)).toEqual(fail("validation.expiry.expired"))
    expect(validateExpiry({ month: "12", year: "2024" }, today, allOn)).toEqual(fail("validation.expiry.expired"))
    expect(validateExpiry({ month: "1", year: "2026" }, today, allOn).ok).toBe(true)
  })

  it("rejects years too far ahead to be a real card", () => {
    expect(validateExpiry({ month: "1", year: "2045" }, today, allOn).ok).toBe(true)
    expect(validateExpiry({ month: "1", year: "2046" }, today, allOn)).toEqual(fail("validation.expiry.invalidYear"))
  })

  it("with the tenant's expiry check off, accepts past dates but still needs a month and year", () => {
    expect(validateExpiry({ month: "1", year: "2020" }, today, allOff).ok).toBe(true)
    expect(validateExpiry({ month: "", year: "2020" }, today, allOff)).toEqual(fail("validation.expiry.monthRequired"))
    expect(validateExpiry({ month: "13", year: "2020" }, today, allOff)).toEqual(fail("validation.expiry.invalidMonth"))
  })
})

describe("cardholder and installments", () => {
  it("requires the cardholder's name", () => {
    expect(validateCardholderName(" ")).toEqual(fail("validation.cardholder.required"))
    expect(validateCardholderName(" ANA PEREZ ")).toEqual({ ok: true, value: "ANA PEREZ" })
  })

  it("requires a number of installments of at least one", () => {
    expect(validateInstallments(null)).toEqual(fail("validation.installments.required"))
    expect(validateInstallments("0")).toEqual(fail("validation.installments.required"))
    expect(validateInstallments(3)).toEqual({ ok: true, value: 3 })
  })
})
