import { describe, expect, it } from "vitest"
import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import {
  validateAddressForm,
  validateChangePasswordForm,
  validatePasswordRecoveryForm,
  validatePaymentForm,
  type PaymentFormInput,
  validatePhoneForm,
  validateSignUpForm,
  type SignUpForm,
  hasErrors,
  isNewsletterFormFilled,
  validateNewsletterForm,
  validateZip,
  validatePhoneNumber,
  validateChoice,
  validateRequired,
  validateRequiredMultiline,
} from "@boleteria/core"
import { PAYMENT_FORM_CONTEXT, paymentForm } from "./paymentForm.js"

const context = PAYMENT_FORM_CONTEXT
const goodPayment = paymentForm()

describe("validatePaymentForm", () => {
  it("finds nothing wrong with a complete form", () => {
    const errors = validatePaymentForm(goodPayment, context)
    expect(errors).toEqual({})
    expect(hasErrors(errors)).toBe(false)
  })

  it("reports every empty field at once", () => {
    const empty: PaymentFormInput = {
      cardholderName: "",
      cardNumber: "",
      expiryMonth: "",
      expiryYear: "",
      securityCode: "",
      installments: null,
      documentType: null,
      documentNumber: "",
      email: "",
      birthDay: "",
      birthMonth: "",
      birthYear: "",
    }
    expect(validatePaymentForm(empty, context)).toEqual({
      cardholderName: "validation.cardholder.required",
      cardNumber: "validation.cardNumber.required",
      expiryMonth: "validation.expiry.monthRequired",
      securityCode: "validation.cvc.required",
      installments: "validation.installments.required",
      documentType: "validation.documentType.required",
      email: "validation.email.required",
      birthDay: "validation.birthdate.invalidDay",
      birthMonth: "validation.birthdate.invalidMonth",
      birthYear: "validation.birthdate.invalidYear",
    })
  })

  it("puts year problems of the expiry under the year, the rest under the month", () => {
    expect(validatePaymentForm({ ...goodPayment, expiryYear: "" }, context)).toEqual({
      expiryYear: "validation.expiry.yearRequired",
    })
    expect(validatePaymentForm({ ...goodPayment, expiryYear: "2099" }, context)).toEqual({
      expiryYear: "validation.expiry.invalidYear",
    })
    expect(validatePaymentForm({ ...goodPayment, expiryMonth: "5", expiryYear: "2025" }, context)).toEqual({
      expiryMonth: "validation.expiry.expired",
    })
  })

  it("checks the security code against the brand of the typed number", () => {
    const amex = { ...goodPayment, cardNumber: "3711 803032 57522" }
    expect(validatePaymentForm(amex, context)).toEqual({ securityCode: "validation.cvc.invalid" })
    expect(validatePaymentForm({ ...amex, securityCode: "1234" }, context)).toEqual({})
  })

  it("checks the document number against its type", () => {
    expect(validatePaymentForm({ ...goodPayment, documentNumber: "999" }, context)).toEqual({
      documentNumber: "validation.document.tooLow",
    })
    expect(
      validatePaymentForm({ ...goodPayment, documentType: "CUIT", documentNumber: "20-12345678-6" }, context),
    ).toEqual({})
  })

  it("reports an impossible birthdate as a whole once each box is plausible", () => {
    expect(validatePaymentForm({ ...goodPayment, birthDay: "31", birthMonth: "2" }, context)).toEqual({
      birthdate: "validation.birthdate.invalidDate",
    })
  })

  it("obeys the tenant's card flags", () => {
    const sloppy = { ...goodPayment, cardNumber: "4509953566233705", expiryYear: "2020", securityCode: "1234" }
    expect(Object.keys(validatePaymentForm(sloppy, context)).sort()).toEqual([
      "cardNumber",
      "expiryMonth",
      "securityCode",
    ])
    const flagsOff = { cardNumberValidation: false, cvcValidation: false, expiryValidation: false }
    expect(validatePaymentForm(sloppy, { ...context, flags: flagsOff })).toEqual({})
  })
})

describe("validateSignUpForm", () => {
  const goodSignUp: SignUpForm = {
    firstName: "Ana",
    lastName: "Pérez",
    email: "ana@example.com",
    emailConfirmation: "ana@example.com",
    password: "Entradas2025",
    passwordConfirmation: "Entradas2025",
    gender: "NO_INFORMA",
    documentType: null,
    documentNumber: "",
    termsAccepted: true,
  }

  it("does not ask for the document when the tenant hides it", () => {
    expect(tenant.flags.signUpHidesDocument).toBe(true)
    expect(validateSignUpForm(goodSignUp, { documentHidden: true })).toEqual({})
    expect(validateSignUpForm(goodSignUp, { documentHidden: false })).toEqual({
      documentType: "validation.documentType.required",
    })
  })

  it("reports every problem at once", () => {
    const bad: SignUpForm = {
      ...goodSignUp,
      firstName: " ",
      email: "ana@example",
      emailConfirmation: "otra@example.com",
      password: "corta",
      passwordConfirmation: "",
      gender: null,
      documentType: "DNI",
      documentNumber: "",
      termsAccepted: false,
    }
    expect(validateSignUpForm(bad, { documentHidden: false })).toEqual({
      firstName: "validation.firstName.required",
      email: "validation.email.invalid",
      emailConfirmation: "validation.emailConfirmation.mismatch",
      password: "validation.password.tooShort",
      passwordConfirmation: "validation.passwordConfirmation.required",
      gender: "validation.gender.required",
      documentNumber: "validation.document.required",
      termsAccepted: "validation.signUp.termsRequired",
    })
  })
})

describe("password forms", () => {
  it("recovery needs the e-mailed code and a new valid password twice", () => {
    expect(
      validatePasswordRecoveryForm({ code: "", password: "Nueva2025", passwordConfirmation: "Nueva2024" }),
    ).toEqual({
      code: "validation.emailedCode.required",
      passwordConfirmation: "validation.passwordConfirmation.mismatch",
    })
    expect(
      validatePasswordRecoveryForm({ code: "123456", password: "Nueva2025", passwordConfirmation: "Nueva2025" }),
    ).toEqual({})
  })

  it("change needs the current password and a new valid one twice", () => {
    expect(
      validateChangePasswordForm({ currentPassword: "", password: "nueva2025", passwordConfirmation: "nueva2025" }),
    ).toEqual({
      currentPassword: "validation.password.required",
      password: "validation.password.uppercase",
    })
  })
})

describe("newsletter form", () => {
  it("enables subscribing only once both fields hold something", () => {
    expect(isNewsletterFormFilled({ name: "", email: "" })).toBe(false)
    expect(isNewsletterFormFilled({ name: "Ana", email: " " })).toBe(false)
    expect(isNewsletterFormFilled({ name: "Ana", email: "a" })).toBe(true)
  })

  it("needs a name and a valid e-mail", () => {
    expect(validateNewsletterForm({ name: "Ana", email: "a" })).toEqual({ email: "validation.email.invalid" })
    expect(validateNewsletterForm({ name: "", email: "ana@example.com" })).toEqual({
      name: "validation.firstName.required",
    })
    expect(validateNewsletterForm({ name: "Ana", email: "ana@example.com" })).toEqual({})
  })
})

describe("address form", () => {
  const goodAddress = {
    type: "PARTICULAR",
    street: "Av. Corrientes",
    number: "1234",
    country: "AR",
    province: "CABA",
    location: "Balvanera",
    zip: "C1043AAZ",
  }

  it("accepts a complete address", () => {
    expect(validateAddressForm(goodAddress)).toEqual({})
  })

  it("reports every missing field", () => {
    expect(
      validateAddressForm({ type: null, street: "", number: " ", country: null, province: "", location: "", zip: "" }),
    ).toEqual({
      type: "validation.required",
      street: "validation.required",
      number: "validation.required",
      country: "validation.required",
      province: "validation.required",
      location: "validation.required",
      zip: "validation.required",
    })
  })

  it("checks the postal code against the chosen country", () => {
    expect(validateAddressForm({ ...goodAddress, zip: "12345" })).toEqual({ zip: "validation.zip.invalid" })
    expect(validateAddressForm({ ...goodAddress, country: "MX", zip: "12345" })).toEqual({})
  })
})

describe("postal codes", () => {
  it("Argentina: 4 digits or the CPA", () => {
    expect(validateZip("1425", "AR")).toEqual({ ok: true, value: "1425" })
    expect(validateZip("c1425abc", "AR")).toEqual({ ok: true, value: "C1425ABC" })
    expect(validateZip("C1425AB", "AR")).toEqual({ ok: false, error: "validation.zip.invalid" })
  })

  it("Paraguay: 6 digits, or 4 in older addresses; Mexico: 5 digits", () => {
    expect(validateZip("001209", "PY").ok).toBe(true)
    expect(validateZip("1209", "PY").ok).toBe(true)
    expect(validateZip("12090", "PY").ok).toBe(false)
    expect(validateZip("06600", "MX").ok).toBe(true)
    expect(validateZip("0660", "MX").ok).toBe(false)
  })

  it("any plausible code before a country is chosen", () => {
    expect(validateZip("1425", null).ok).toBe(true)
    expect(validateZip("12", null).ok).toBe(false)
  })
})

describe("phone form", () => {
  it("needs a type and a number of 8 to 15 digits", () => {
    expect(validatePhoneForm({ type: "MOVIL", number: "+54 9 11 1234-5678" })).toEqual({})
    expect(validatePhoneForm({ type: "CELULAR", number: "1234567" })).toEqual({
      type: "validation.required",
      number: "validation.phone.invalid",
    })
  })

  it("answers the number without separators", () => {
    expect(validatePhoneNumber("(011) 4321.1234")).toEqual({ ok: true, value: "01143211234" })
    expect(validatePhoneNumber("1".repeat(15)).ok).toBe(true)
    expect(validatePhoneNumber("1".repeat(16))).toEqual({ ok: false, error: "validation.phone.invalid" })
    expect(validatePhoneNumber("")).toEqual({ ok: false, error: "validation.required" })
  })
})

describe("required fields and choices", () => {
  it("trims what it answers", () => {
    expect(validateRequired("  x ")).toEqual({ ok: true, value: "x" })
    expect(validateRequired(0)).toEqual({ ok: true, value: "0" })
    expect(validateRequired(undefined)).toEqual({ ok: false, error: "validation.required" })
  })

  it("refuse control characters; a text of several lines keeps its line breaks and tabs", () => {
    expect(validateRequired("Av. Corrientes\n")).toEqual({ ok: false, error: "validation.controlCharacters" })
    expect(validateRequiredMultiline(" Hola,\r\n\tgracias ")).toEqual({ ok: true, value: "Hola,\r\n\tgracias" })
    expect(validateRequiredMultiline("Hola\u0000")).toEqual({ ok: false, error: "validation.controlCharacters" })
    expect(validateRequiredMultiline(" \n ")).toEqual({ ok: false, error: "validation.required" })
  })

  it("only accepts an offered option", () => {
    expect(validateChoice("B", ["A", "B"] as const)).toEqual({ ok: true, value: "B" })
    expect(validateChoice("C", ["A", "B"] as const)).toEqual({ ok: false, error: "validation.required" })
  })
})
