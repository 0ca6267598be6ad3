import * as Schema from "effect/Schema"
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINE_BREAKS } from "../rules/input.js"
import type { MessageKey } from "../rules/messageKeys.js"

// Patterns in the contract carry the `u` flag: without it the JSON Schema document drops them.
// The fields a form rule decodes (e-mail, password, names…) are in fields.ts.

/** What a text with a control character is told: the shop's message key, which the server's 400 translates. */
const CONTROL_CHARACTERS_MESSAGE: MessageKey = "validation.controlCharacters"

/**
 * Text as a form sends it: no control characters (NUL, escapes, DEL). PostgreSQL refuses a NUL in
 * text, and none of them belongs in a name, an address or an e-mail.
 */
export const Text = Schema.String.check(
  Schema.isPattern(new RegExp(`^[^${CONTROL_CHARACTERS}]*$`, "u"), {
    expected: "a text without control characters",
    message: CONTROL_CHARACTERS_MESSAGE,
  }),
)

/** Text of several lines (a support message): line breaks and tabs are allowed, other controls are not. */
export const MultilineText = Schema.String.check(
  Schema.isPattern(new RegExp(`^[^${CONTROL_CHARACTERS_BUT_LINE_BREAKS}]*$`, "u"), {
    expected: "a text without control characters other than line breaks and tabs",
    message: CONTROL_CHARACTERS_MESSAGE,
  }),
)

/** A calendar date without time, as the search and the forms send it. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u))
