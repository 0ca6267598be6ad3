import { asText, type FieldValue } from "./input.js"
import { invalid, valid, type Check } from "./result.js"

/** A field that only has to be filled in; answers it trimmed. */
export const validateRequired = (value: FieldValue): Check<string> => {
  const text = asText(value)
  return text === "" ? invalid("validation.required") : valid(text)
}

/** A choice among `options`; nothing chosen, or something not offered, counts as missing. */
export const validateChoice = <Option extends string>(
  value: string | null | undefined,
  options: ReadonlyArray<Option>,
): Check<Option> => {
  const chosen = options.find((option) => option === value)
  return chosen === undefined ? invalid("validation.required") : valid(chosen)
}
