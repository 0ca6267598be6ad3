import { DEFAULT_ANSWER_LANGUAGE, type AnswerLanguage } from "../contract/language.js"

const isAnswerLanguage = (tag: string): tag is AnswerLanguage => tag === "es" || tag === "en"

/**
 * The language to answer a call in, from its Accept-Language header (RFC 9110 §12.5.4): the
 * preferred language the API speaks, by weight then order (`en-US` reads as `en`); Spanish when the
 * header is missing or names none of them.
 */
export const answerLanguageOf = (acceptLanguage: string | undefined): AnswerLanguage => {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((entry, order) => {
      const [range = "", ...parameters] = entry.trim().split(";")
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/iu.exec(parameter)?.[1]).find(Boolean)
      return { tag: range.trim().toLowerCase().split("-")[0] ?? "", weight: Number(weight ?? 1), order }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  return ranked.map((entry) => entry.tag).find(isAnswerLanguage) ?? DEFAULT_ANSWER_LANGUAGE
}

/**
 * A catalogue text in the answer's language: the English field when English is asked and the
 * catalogue has it, the Spanish one otherwise (fixtures/catalog/README.md: every Spanish display
 * text has its `…En` sibling).
 */
export const inLanguage = (language: AnswerLanguage, spanish: string, english: string | null | undefined): string =>
  language === "en" && english !== null && english !== undefined && english !== "" ? english : spanish

/** The same for a text the catalogue may leave out (a promotion or product without description). */
export const optionalInLanguage = (
  language: AnswerLanguage,
  spanish: string | null,
  english: string | null | undefined,
): string | null => (spanish === null ? null : inLanguage(language, spanish, english))
