import { asText, hasControlCharacter, type FieldValue } from "./input.js"
import { invalid, valid, type Check } from "./result.js"

/** The longest address SMTP can deliver to (RFC 5321). */
const MAX_EMAIL_LENGTH = 254

/**
 * A local part without spaces or a second "@", then a domain of dot-separated labels ending in an
 * alphabetic (or punycode) top-level domain: catches the typos a shopper makes without rejecting
 * real addresses.
 */
const LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+/.source
const DOMAIN_LABEL = /[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?/.source
const TOP_LEVEL_DOMAIN = /(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})/.source
/** An address, unanchored: the contract's JSON Schema publishes it too. */
export const EMAIL_ADDRESS_PATTERN = `${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_DOMAIN}`
const EMAIL_PATTERN = new RegExp(`^${EMAIL_ADDRESS_PATTERN}$`)

/** Required and well formed; answers the trimmed address. */
export const validateEmail = (value: FieldValue): Check<string> => {
  const email = asText(value)
  if (email === "") return invalid("validation.email.required")
  if (hasControlCharacter(value) || email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return invalid("validation.email.invalid")
  }
  return valid(email)
}

/** The repeated address must match; case is ignored because mail servers ignore it in practice. */
export const validateEmailConfirmation = (email: FieldValue, confirmation: FieldValue): Check => {
  const repeated = asText(confirmation)
  if (repeated === "") return invalid("validation.emailConfirmation.required")
  if (hasControlCharacter(confirmation)) return invalid("validation.controlCharacters")
  if (repeated.toLowerCase() !== asText(email).toLowerCase()) {
    return invalid("validation.emailConfirmation.mismatch")
  }
  return valid(undefined)
}
