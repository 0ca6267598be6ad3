import * as Schema from "effect/Schema"
import { validateEmailConfirmation } from "../../rules/email.js"
import { validatePasswordConfirmation } from "../../rules/password.js"
import { validateEmailedCode } from "../../rules/person.js"
import {
  AddressFields,
  Country,
  DocumentType,
  Gender,
  PersonalDataFields,
  PhoneFields,
  PhoneType,
} from "../customer.js"
import { CurrentPassword, Email, FirstName, LastName, NewPassword, RequiredText } from "../fields.js"
import { BirthDateField, optionalDocumentRule } from "../personFields.js"
import { NOT_BLANK, objectCheck, ruleSchema } from "../ruleSchema.js"
import { Text } from "../text.js"

/** The e-mail typed twice must match, ignoring case as the shop's rule does. */
const emailConfirmed = objectCheck(
  (form: { readonly cEmail: string; readonly cEmailConfirmacion: string }) =>
    validateEmailConfirmation(form.cEmail, form.cEmailConfirmacion),
  "cEmailConfirmacion",
)

/** The new password typed twice must match exactly. */
const passwordConfirmed = <P extends string, C extends string>(password: P, confirmation: C) =>
  objectCheck(
    (form: Readonly<Record<P | C, string>>) => validatePasswordConfirmation(form[password], form[confirmation]),
    confirmation,
  )

/** The code the shop e-mailed, decoded trimmed. */
const EmailedCode = ruleSchema(Text, validateEmailedCode, NOT_BLANK)

/** Body of POST /v2/Cliente/Ingreso/Token. */
export const LoginRequest = Schema.Struct({
  cEmail: Email,
  cClave: CurrentPassword,
}).annotate({ identifier: "LoginRequest" })
export type LoginRequest = typeof LoginRequest.Type

/** Body of POST /v2/Cliente/Externo/Token: the one-time code the external login sent back to /loginRedirect. */
export const ExternalCodeRequest = Schema.Struct({
  code: Text.check(Schema.isMinLength(1)),
}).annotate({ identifier: "ExternalCodeRequest" })
export type ExternalCodeRequest = typeof ExternalCodeRequest.Type

/** Body of POST /v2/Cliente/Insertar. The document is optional because this tenant's form hides it. */
export const SignUpRequest = Schema.Struct({
  cNombre: FirstName,
  cApellido: LastName,
  cEmail: Email,
  cEmailConfirmacion: Text,
  cClave: NewPassword,
  cClaveConfirmacion: Text,
  cGenero: Gender,
  cTipoDocumento: Schema.NullOr(DocumentType),
  cNumeroDocumento: Schema.NullOr(Text),
  cTipoTelefono: Schema.NullOr(PhoneType),
  cTelefono: Schema.NullOr(Text),
  oFechaNacimiento: Schema.NullOr(BirthDateField),
  cAlias: Schema.NullOr(Text),
  cUsuarioTelegram: Schema.NullOr(Text),
  cPais: Country,
  /** The terms must be accepted to sign up. */
  lAceptaTerminos: Schema.Literal(true),
})
  .check(emailConfirmed, passwordConfirmed("cClave", "cClaveConfirmacion"))
  .annotate({ identifier: "SignUpRequest" })
  .pipe(optionalDocumentRule)
export type SignUpRequest = typeof SignUpRequest.Type

/** Body of POST /v2/Cliente/Modificar/DatosPersonales. */
export const UpdatePersonalDataRequest = Schema.Struct({
  ...PersonalDataFields,
  cNombre: FirstName,
  cApellido: LastName,
  oFechaNacimiento: Schema.NullOr(BirthDateField),
})
  .annotate({ identifier: "UpdatePersonalDataRequest" })
  .pipe(optionalDocumentRule)
export type UpdatePersonalDataRequest = typeof UpdatePersonalDataRequest.Type

/** Body of POST /v2/Cliente/Modificar/Clave. */
export const ChangePasswordRequest = Schema.Struct({
  cClaveActual: CurrentPassword,
  cClaveNueva: NewPassword,
  cClaveNuevaConfirmacion: Text,
})
  .check(passwordConfirmed("cClaveNueva", "cClaveNuevaConfirmacion"))
  .annotate({ identifier: "ChangePasswordRequest" })
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type

/** Body of POST /v2/Cliente/CodigoRecupero: e-mail a recovery code. */
export const RecoveryCodeRequest = Schema.Struct({
  cEmail: Email,
}).annotate({ identifier: "RecoveryCodeRequest" })
export type RecoveryCodeRequest = typeof RecoveryCodeRequest.Type

/** Body of POST /v2/Cliente/ModificarClave/CodigoRecupero: a new password, proved by the e-mailed code. */
export const ResetPasswordRequest = Schema.Struct({
  cEmail: Email,
  cCodigo: EmailedCode,
  cClaveNueva: NewPassword,
  cClaveNuevaConfirmacion: Text,
})
  .check(passwordConfirmed("cClaveNueva", "cClaveNuevaConfirmacion"))
  .annotate({ identifier: "ResetPasswordRequest" })
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type

/** Body of POST /v2/Cliente/Domicilio/Insertar and /Domicilio/{id}/Modificar; the address form requires these texts. */
export const AddressRequest = Schema.Struct({
  ...AddressFields,
  cCalle: RequiredText,
  cNumero: RequiredText,
  cProvincia: RequiredText,
  cLocalidad: RequiredText,
}).annotate({ identifier: "AddressRequest" })
export type AddressRequest = typeof AddressRequest.Type

/** Body of POST /v2/Cliente/Telefono/Insertar and /Telefono/{id}/Modificar. */
export const PhoneRequest = Schema.Struct(PhoneFields).annotate({ identifier: "PhoneRequest" })
export type PhoneRequest = typeof PhoneRequest.Type
