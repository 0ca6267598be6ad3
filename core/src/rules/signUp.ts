import type { Country } from "../contract/customer.js"
import type { SignUpRequest } from "../contract/requests/index.js"
import { isDocumentType, validateDocumentNumber } from "./document.js"
import { hasErrors } from "./formErrors.js"
import { validateSignUpForm, type SignUpForm } from "./forms.js"
import { asText } from "./input.js"
import { validateGender } from "./person.js"

/** The sign-up form as the page holds it: the checked fields and the country picked from the list. */
export type SignUpFormValues = SignUpForm & { readonly country: Country }

/**
 * The body of Cliente/Insertar from a form the rules accept; null while any field fails.
 * `documentHidden` is the tenant's `signUpHidesDocument`: a hidden document is sent as none.
 */
export const signUpRequest = (
  form: SignUpFormValues,
  { documentHidden }: { readonly documentHidden: boolean },
): SignUpRequest | null => {
  if (hasErrors(validateSignUpForm(form, { documentHidden }))) return null
  const gender = validateGender(form.gender)
  const documentType = documentHidden || !isDocumentType(form.documentType) ? null : form.documentType
  const documentNumber = documentType === null ? null : validateDocumentNumber(documentType, form.documentNumber)
  if (!gender.ok || (documentNumber !== null && !documentNumber.ok)) return null
  return {
    cNombre: asText(form.firstName),
    cApellido: asText(form.lastName),
    cEmail: asText(form.email),
    cEmailConfirmacion: asText(form.emailConfirmation),
    cClave: form.password,
    cClaveConfirmacion: form.passwordConfirmation,
    cGenero: gender.value,
    cTipoDocumento: documentType,
    cNumeroDocumento: documentNumber === null ? null : documentNumber.value,
    cTipoTelefono: null,
    cTelefono: null,
    oFechaNacimiento: null,
    cAlias: null,
    cUsuarioTelegram: null,
    cPais: form.country,
    lAceptaTerminos: true,
  }
}
