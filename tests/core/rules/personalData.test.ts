import { describe, expect, it } from "vitest"
import {
  type Customer,
  additionalDataRequest,
  isAliasEditable,
  personalDataFormOf,
  personalDataOf,
  personalDataRequest,
  validatePersonalDataForm,
  type PersonalDataForm,
} from "@boleteria/core"
import { LUCIA, personalDataForm } from "../../support/forms.js"

const today = { year: 2025, month: 11, day: 1 }

const customer: Customer = {
  ...personalDataForm(LUCIA),
  idCliente: 1,
  cEmail: "lucia@example.com",
  cUsuarioTelegram: "lucia_f",
  lAlias: false,
  listaDomicilio: [],
  listaTelefono: [],
}

const filled: PersonalDataForm = personalDataFormOf(customer)

const empty: PersonalDataForm = {
  firstName: "",
  lastName: "",
  gender: null,
  documentType: null,
  documentNumber: "",
  birthDay: "",
  birthMonth: "",
  birthYear: "",
  phoneType: null,
  phoneNumber: "",
  country: null,
  telegramUser: "",
  alias: "",
}

describe("validatePersonalDataForm", () => {
  it("accepts the data the account holds", () => {
    expect(validatePersonalDataForm(filled, { today })).toEqual({})
  })

  it("asks for the names, the gender and the country; document, birthday and phone are optional", () => {
    expect(validatePersonalDataForm(empty, { today })).toEqual({
      firstName: "validation.firstName.required",
      lastName: "validation.lastName.required",
      gender: "validation.gender.required",
      country: "validation.required",
    })
  })

  it("judges a document number against its type, and asks for a type when only a number is given", () => {
    expect(validatePersonalDataForm({ ...filled, documentNumber: "999" }, { today })).toEqual({
      documentNumber: "validation.document.tooLow",
    })
    expect(validatePersonalDataForm({ ...filled, documentNumber: "100000000" }, { today })).toEqual({
      documentNumber: "validation.document.tooHigh",
    })
    expect(validatePersonalDataForm({ ...filled, documentNumber: "" }, { today })).toEqual({
      documentNumber: "validation.document.required",
    })
    expect(validatePersonalDataForm({ ...filled, documentType: null }, { today })).toEqual({
      documentType: "validation.documentType.required",
    })
  })

  it("checks each birthday box once one is filled, then the date as a whole", () => {
    expect(validatePersonalDataForm({ ...filled, birthDay: "", birthMonth: "", birthYear: "" }, { today })).toEqual({})
    expect(
      validatePersonalDataForm({ ...filled, birthDay: "32", birthMonth: "13", birthYear: "88" }, { today }),
    ).toEqual({
      birthDay: "validation.birthdate.invalidDay",
      birthMonth: "validation.birthdate.invalidMonth",
      birthYear: "validation.birthdate.invalidYear",
    })
    expect(validatePersonalDataForm({ ...filled, birthDay: "31", birthMonth: "2" }, { today })).toEqual({
      birthdate: "validation.birthdate.invalidDate",
    })
    expect(validatePersonalDataForm({ ...filled, birthYear: "2026" }, { today })).toEqual({
      birthYear: "validation.birthdate.yearTooHigh",
    })
    expect(validatePersonalDataForm({ ...filled, birthYear: "1850" }, { today })).toEqual({
      birthYear: "validation.birthdate.yearTooLow",
    })
    expect(validatePersonalDataForm({ ...filled, birthMonth: "12", birthYear: "2025" }, { today })).toEqual({
      birthdate: "validation.birthdate.inFuture",
    })
  })

  it("asks for the phone's type and number together", () => {
    expect(validatePersonalDataForm({ ...filled, phoneType: null, phoneNumber: "" }, { today })).toEqual({})
    expect(validatePersonalDataForm({ ...filled, phoneType: null }, { today })).toEqual({
      phoneType: "validation.required",
    })
    expect(validatePersonalDataForm({ ...filled, phoneNumber: "" }, { today })).toEqual({
      phoneNumber: "validation.required",
    })
    expect(validatePersonalDataForm({ ...filled, phoneNumber: "1234" }, { today })).toEqual({
      phoneNumber: "validation.phone.invalid",
    })
  })
})

describe("personalDataRequest", () => {
  it("sends back exactly what the account holds when nothing changed", () => {
    expect(personalDataRequest(filled, { today })).toEqual(personalDataOf(customer))
  })

  it("cleans what the customer typed and leaves out what they did not give", () => {
    const typed: PersonalDataForm = {
      ...filled,
      firstName: "  Lucía Inés ",
      documentType: "CUIT",
      documentNumber: "20-12345678-6",
      birthDay: "07",
      birthMonth: "03",
      birthYear: "1988",
      phoneType: null,
      phoneNumber: "",
      telegramUser: " @lucia_f ",
      alias: "  ",
    }
    expect(personalDataRequest(typed, { today })).toMatchObject({
      cNombre: "Lucía Inés",
      cTipoDocumento: "CUIT",
      cNumeroDocumento: "20123456786",
      oFechaNacimiento: { nDia: 7, nMes: 3, nAnio: 1988 },
      cTipoTelefono: null,
      cTelefono: null,
      cUsuarioTelegram: "lucia_f",
      cAlias: null,
    })
    expect(
      personalDataRequest(
        { ...filled, documentType: null, documentNumber: "", birthDay: "", birthMonth: "", birthYear: "" },
        { today },
      ),
    ).toMatchObject({
      cTipoDocumento: null,
      cNumeroDocumento: null,
      oFechaNacimiento: null,
    })
  })

  it("answers null while any field fails", () => {
    expect(personalDataRequest({ ...filled, firstName: " " }, { today })).toBeNull()
  })
})

describe("the extras and the alias", () => {
  it("changes only the alias and the Telegram user, and keeps the rest of the account", () => {
    expect(additionalDataRequest(customer, { alias: " La Negra ", telegramUser: "@lucia" })).toEqual({
      ...personalDataOf(customer),
      cAlias: "La Negra",
      cUsuarioTelegram: "lucia",
    })
  })

  it("lets the alias be edited only with external login and the alias flag (SPEC §6)", () => {
    expect(isAliasEditable("EXTERNAL_LOGIN", true)).toBe(true)
    expect(isAliasEditable("EXTERNAL_LOGIN", false)).toBe(false)
    expect(isAliasEditable("OWN_SELF_LOGIN", true)).toBe(false)
  })
})
