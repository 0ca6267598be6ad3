import { DEFAULT_ANSWER_LANGUAGE, type AnswerLanguage, type MessageParams } from "@boleteria/core"
import { filled, textAt } from "../i18n/texts.js"

/**
 * What a 400 says: a message key a rule answered (`validation.password.uppercase`, which the
 * contract's schemas fail with) becomes the shop's text in `language` (Spanish by default), its
 * `{{param}}` placeholders filled from `params`; any other message is already a sentence and comes
 * back as is.
 */
export const problemText = (
  message: string,
  params: MessageParams = {},
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): string => {
  const text = textAt(language, message)
  return text === undefined ? message : filled(text, params)
}
