import { validateEmail } from "./email.js"
import { collectErrors, type FormErrors } from "./formErrors.js"
import { isBlank, type FieldValue } from "./input.js"
import { validateFirstName } from "./person.js"

// Its own module, apart from forms.ts: the footer shows it on every page, and the shop's first
// download should not carry the checkout's and account's form rules with it.

/** The footer's newsletter form (SPEC §2), sent as { cNombre, cMail } to POST /v2/NewsLetter/Suscripcion. */
export type NewsletterForm = {
  readonly name: FieldValue
  readonly email: FieldValue
}

/** SPEC §2: the subscribe button stays disabled until both fields hold something. */
export const isNewsletterFormFilled = (form: NewsletterForm): boolean => !isBlank(form.name) && !isBlank(form.email)

export const validateNewsletterForm = (form: NewsletterForm): FormErrors<keyof NewsletterForm> =>
  collectErrors<keyof NewsletterForm>([
    ["name", validateFirstName(form.name)],
    ["email", validateEmail(form.email)],
  ])
