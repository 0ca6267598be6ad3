import { DEFAULT_ANSWER_LANGUAGE, keyedText, type AnswerLanguage, type TextParams } from "@boleteria/core"
import { textAt } from "./texts.js"

/**
 * What a refusal says: its message key (`problems.take.tooMany`, or a rule's
 * `validation.password.uppercase`, which the contract's schemas fail with) becomes the shop's text
 * in `language` (Spanish by default), its `{{param}}` placeholders filled from `params` (a text
 * among them, such as a seat's name, said in the same language); any other message is already a
 * sentence and comes back as is.
 */
export const problemText = (
  message: string,
  params: TextParams = {},
  language: AnswerLanguage = DEFAULT_ANSWER_LANGUAGE,
): string => keyedText((key) => textAt(language, key), { key: message, params })
