import * as Schema from "effect/Schema"
import { validateEmailConfirmation } from "../../rules/email.js"
import { validatePasswordConfirmation } from "../../rules/password.js"
import { validateEmailedCode } from "../../rules/person.js"
import { AddressFields, PersonalDataFields, PhoneFields } from "../customer.js"
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

/** A person's names as a form sends them. */
const NameFields = { cNombre: FirstName, cApellido: LastName }

/** The personal data as a form sends them: the names and the birth date judged by the form rules. */
const PersonalDataRequestFields = {
  ...PersonalDataFields,
  ...NameFields,
  oFechaNacimiento: Schema.NullOr(BirthDateField),
}

/** A new password, typed twice: the two must match exactly. */
const NewPasswordFields = {
  cClaveNueva: NewPassword,
  cClaveNuevaConfirmacion: Text,
}
const newPasswordConfirmed = passwordConfirmed("cClaveNueva", "cClaveNuevaConfirmacion")

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
  ...NameFields,
  cEmail: Email,
  cEmailConfirmacion: Text,
  cClave: NewPassword,
  cClaveConfirmacion: Text,
  // The rest of the personal data, after the names the form asks first.
  ...PersonalDataRequestFields,
  /** The terms must be accepted to sign up. */
  lAceptaTerminos: Schema.Literal(true),
})
  .check(emailConfirmed, passwordConfirmed("cClave", "cClaveConfirmacion"))
  .annotate({ identifier: "SignUpRequest" })
  .pipe(optionalDocumentRule)
export type SignUpRequest = typeof SignUpRequest.Type

/** Body of POST /v2/Cliente/Modificar/DatosPersonales. */
export const UpdatePersonalDataRequest = Schema.Struct(PersonalDataRequestFields)
  .annotate({ identifier: "UpdatePersonalDataRequest" })
  .pipe(optionalDocumentRule)
export type UpdatePersonalDataRequest = typeof UpdatePersonalDataRequest.Type

/** Body of POST /v2/Cliente/Modificar/Clave. */
export const ChangePasswordRequest = Schema.Struct({
  cClaveActual: CurrentPassword,
  ...NewPasswordFields,
})
  .check(newPasswordConfirmed)
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
  ...NewPasswordFields,
})
  .check(newPasswordConfirmed)
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
