import type { Gender } from "../contract/customer.js"
import { GENDERS } from "../contract/literals.js"
import { requiredText } from "./required.js"
import { invalid, valid, type Check } from "./result.js"

/** At least one visible character; answers the trimmed name. */
export const validateFirstName = requiredText("validation.firstName.required")

export const validateLastName = requiredText("validation.lastName.required")

/** The code the shop e-mailed (password recovery, address check); answers it trimmed. */
export const validateEmailedCode = requiredText("validation.emailedCode.required")

/** Any of the contract's genders, "do not report" (NO_INFORMA) included; no choice fails. */
export const validateGender = (value: string | null | undefined): Check<Gender> => {
  const gender = GENDERS.find((option) => option === value)
  return gender === undefined ? invalid("validation.gender.required") : valid(gender)
}
