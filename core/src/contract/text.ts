import * as Schema from "effect/Schema"

// Patterns in the contract carry the `u` flag: without it the JSON Schema document drops them.

/** Text a shopper must fill in: at least one character that is not a space. */
export const RequiredText = Schema.String.check(Schema.isPattern(/\S/u))

export const Email = Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/u))

/** A password being chosen (SPEC §5): at least 8 characters, one uppercase letter, one digit. */
export const NewPassword = Schema.String.check(
  Schema.isMinLength(8),
  Schema.isPattern(/[A-Z]/u),
  Schema.isPattern(/\d/u),
)

/** A calendar date without time, as the search and the forms send it. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u))
