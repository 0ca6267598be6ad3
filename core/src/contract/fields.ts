import { EMAIL_ADDRESS_PATTERN, validateEmail } from "../rules/email.js"
import { PASSWORD_MIN_LENGTH, validateCurrentPassword, validatePassword } from "../rules/password.js"
import { validateFirstName, validateLastName } from "../rules/person.js"
import { validateRequired } from "../rules/required.js"
import { NOT_BLANK, ruleSchema } from "./ruleSchema.js"
import { Text } from "./text.js"

// Form fields the shop's rules decode (core/src/rules): the shop's message and the server's 400
// come from the same function.

/** A person's names as a form sends them: decoded trimmed, at least one visible character. */
export const FirstName = ruleSchema(Text, validateFirstName, NOT_BLANK)
export const LastName = ruleSchema(Text, validateLastName, NOT_BLANK)

/** Text a shopper must fill in: at least one visible character; decoded trimmed. */
export const RequiredText = ruleSchema(Text, validateRequired, NOT_BLANK)

/** An e-mail address as the shop's rule takes it (SPEC §5); decoded trimmed. */
export const Email = ruleSchema(Text, validateEmail, [{ pattern: `^\\s*${EMAIL_ADDRESS_PATTERN}\\s*$` }, true])

/** A password being chosen (SPEC §5): at least 8 characters, one uppercase letter, one digit; kept as typed. */
export const NewPassword = ruleSchema(Text, validatePassword, {
  minLength: PASSWORD_MIN_LENGTH,
  allOf: [{ pattern: "\\p{Lu}" }, { pattern: "\\d" }],
})

/** The password in use: only required, since the server alone knows whether it is right. */
export const CurrentPassword = ruleSchema(Text, validateCurrentPassword, { minLength: 1 })
