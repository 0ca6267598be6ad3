import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { SignUpRequest, signUpRequest, type SignUpFormValues } from "@boleteria/core"

const form: SignUpFormValues = {
  firstName: "  Lucía ",
  lastName: "Fernández",
  email: " lucia@example.com",
  emailConfirmation: "lucia@example.com ",
  password: "Boleteria2025",
  passwordConfirmation: "Boleteria2025",
  gender: "FEMENINO",
  documentType: "DNI",
  documentNumber: "30.123.456",
  termsAccepted: true,
  country: "AR",
}

describe("the sign-up request (Cliente/Insertar) from the sign-up form", () => {
  it("trims the names and e-mails, cleans the document number and accepts the terms", () => {
    const request = signUpRequest(form, { documentHidden: false })
    expect(request).toMatchObject({
      cNombre: "Lucía",
      cApellido: "Fernández",
      cEmail: "lucia@example.com",
      cEmailConfirmacion: "lucia@example.com",
      cClave: "Boleteria2025",
      cGenero: "FEMENINO",
      cTipoDocumento: "DNI",
      cNumeroDocumento: "30123456",
      cPais: "AR",
      lAceptaTerminos: true,
    })
    // What the page sends is what the server's schema accepts.
    expect(Schema.decodeUnknownSync(SignUpRequest)(request)).toEqual(request)
  })

  it("sends no document when the tenant hides it, whatever the form holds", () => {
    expect(signUpRequest({ ...form, documentNumber: "x" }, { documentHidden: true })).toMatchObject({
      cTipoDocumento: null,
      cNumeroDocumento: null,
    })
  })

  it("is null while any field fails its rule", () => {
    expect(signUpRequest({ ...form, termsAccepted: false }, { documentHidden: false })).toBeNull()
    expect(signUpRequest({ ...form, gender: null }, { documentHidden: false })).toBeNull()
    expect(signUpRequest({ ...form, documentNumber: "12" }, { documentHidden: false })).toBeNull()
    expect(signUpRequest({ ...form, passwordConfirmation: "other" }, { documentHidden: false })).toBeNull()
  })
})
