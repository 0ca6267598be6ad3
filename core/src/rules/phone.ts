import { asText, type FieldValue } from "./input.js"
import { invalid, valid, type Check } from "./result.js"

/**
 * Between 8 digits (a local landline without area code) and 15 (the E.164 maximum), with an
 * optional leading "+"; spaces, dots, dashes and parentheses are accepted and removed.
 */
export const validatePhoneNumber = (value: FieldValue): Check<string> => {
  const text = asText(value)
  if (text === "") return invalid("validation.required")
  const phone = text.replace(/[\s.()-]/g, "")
  return /^\+?\d{8,15}$/.test(phone) ? valid(phone) : invalid("validation.phone.invalid")
}
