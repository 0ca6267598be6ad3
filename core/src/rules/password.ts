import { hasControlCharacter } from "./input.js"
import { invalid, valid, type Check } from "./result.js"

export const PASSWORD_MIN_LENGTH = 8

/** Passwords are taken exactly as typed: spaces count, nothing is trimmed. */
export const validatePassword = (password: string): Check<string> => {
  if (password === "") return invalid("validation.password.required")
  if (hasControlCharacter(password)) return invalid("validation.controlCharacters")
  if ([...password].length < PASSWORD_MIN_LENGTH) return invalid("validation.password.tooShort")
  if (!/\p{Lu}/u.test(password)) return invalid("validation.password.uppercase")
  if (!/\d/.test(password)) return invalid("validation.password.digit")
  return valid(password)
}

export const validatePasswordConfirmation = (password: string, confirmation: string): Check => {
  if (confirmation === "") return invalid("validation.passwordConfirmation.required")
  if (confirmation !== password) return invalid("validation.passwordConfirmation.mismatch")
  return valid(undefined)
}

/** The password in use is only checked for presence: the server alone knows whether it is right. */
export const validateCurrentPassword = (password: string): Check<string> => {
  if (password === "") return invalid("validation.password.required")
  return hasControlCharacter(password) ? invalid("validation.controlCharacters") : valid(password)
}
