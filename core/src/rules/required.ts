import { asText, hasControlCharacter, hasControlCharacterButLineBreaks, type FieldValue } from "./input.js"
import type { MessageKey } from "./messageKeys.js"
import { invalid, valid, type Check } from "./result.js"

/** A text that only has to be filled in: at least one visible character; answers it trimmed. */
export const requiredText =
  (error: MessageKey) =>
  (value: FieldValue): Check<string> => {
    const text = asText(value)
    if (text === "") return invalid(error)
    return hasControlCharacter(value) ? invalid("validation.controlCharacters") : valid(text)
  }

export const validateRequired = requiredText("validation.required")

/** A required text of several lines (a support message): its tabs and line breaks stay. */
export const validateRequiredMultiline = (value: FieldValue): Check<string> => {
  const text = asText(value)
  if (text === "") return invalid("validation.required")
  return hasControlCharacterButLineBreaks(value) ? invalid("validation.controlCharacters") : valid(text)
}

/** A choice among `options`; nothing chosen, or something not offered, counts as missing. */
export const validateChoice = <Option extends string>(
  value: string | null | undefined,
  options: ReadonlyArray<Option>,
): Check<Option> => {
  const chosen = options.find((option) => option === value)
  return chosen === undefined ? invalid("validation.required") : valid(chosen)
}
