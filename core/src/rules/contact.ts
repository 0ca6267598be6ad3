import type { ContactMessage } from "../contract/misc.js"
import { validateEmail } from "./email.js"
import { collectErrors, type FormErrors } from "./formErrors.js"
import { isBlank, type FieldValue } from "./input.js"
import { validateFirstName } from "./person.js"
import { validatePhoneNumber } from "./phone.js"
import { validateChoice, validateRequired, validateRequiredMultiline } from "./required.js"
import { valid, type Check } from "./result.js"

/** The support and complaints-book forms, both sent to POST /v2/Contacto. */
export type ContactForm = {
  readonly name: FieldValue
  readonly email: FieldValue
  readonly phone: FieldValue
  /** One of the topics the page offers (a purchase, a payment, a withdrawal…). */
  readonly topic: string | null
  readonly message: FieldValue
}
export type ContactFormField = keyof ContactForm

/** The phone may stay empty; anything typed must still be a phone number. */
const validateOptionalPhone = (value: FieldValue): Check<string | null> =>
  isBlank(value) ? valid(null) : validatePhoneNumber(value)

export const validateContactForm = (form: ContactForm, topics: ReadonlyArray<string>): FormErrors<ContactFormField> =>
  collectErrors<ContactFormField>([
    ["name", validateFirstName(form.name)],
    ["email", validateEmail(form.email)],
    ["phone", validateOptionalPhone(form.phone)],
    ["topic", validateChoice(form.topic, topics)],
    ["message", validateRequiredMultiline(form.message)],
  ])

/**
 * The body of POST /v2/Contacto, trimmed, with the phone in its plain digits; null when a rule
 * refuses the form. `subject` is the chosen topic in the shopper's words.
 */
export const contactMessage = (form: ContactForm, subject: string): ContactMessage | null => {
  const name = validateFirstName(form.name)
  const email = validateEmail(form.email)
  const phone = validateOptionalPhone(form.phone)
  const message = validateRequiredMultiline(form.message)
  const topic = validateRequired(subject)
  if (!name.ok || !email.ok || !phone.ok || !message.ok || !topic.ok) return null
  return {
    cNombre: name.value,
    cEmail: email.value,
    cTelefono: phone.value,
    cAsunto: topic.value,
    cMensaje: message.value,
  }
}
