import { CATALOGUE_REFUSAL_KEYS } from "./catalogueProblems.js"
import { REFUSAL_KEYS } from "./refusalProblems.js"
import type { MessageKey } from "./messageKeys.js"

/** The keys no one refusal is said by: a request the server cannot read, and the parts of a wait's text. */
const REQUEST_PROBLEM_KEYS = [
  "problems.unexpected",
  "problems.request.notJson",
  "problems.request.invalidValue",
  "problems.request.methodNotAllowed",
  "problems.request.noSuchRoute",
  "problems.account.wait.second",
  "problems.account.wait.seconds",
  "problems.account.wait.minute",
  "problems.account.wait.minutes",
] as const

type KeysOf<Groups> = Groups[keyof Groups] extends ReadonlyArray<infer Key> ? Key : never

export type ProblemKey =
  | (typeof REQUEST_PROBLEM_KEYS)[number]
  | Extract<KeysOf<typeof CATALOGUE_REFUSAL_KEYS> | KeysOf<typeof REFUSAL_KEYS>, `problems.${string}`>

const isProblemKey = (key: string): key is ProblemKey => key.startsWith("problems.")

const problemKeysOf = (...groups: ReadonlyArray<Readonly<Record<string, ReadonlyArray<string>>>>) => [
  ...new Set([...REQUEST_PROBLEM_KEYS, ...groups.flatMap((group) => Object.values(group).flat())].filter(isProblemKey)),
]

/**
 * What the server refuses a call for, by message key (locales/*.json `problems`). The answer is
 * `{ nCode, oData, cClave }`: the key's text in the caller's language (Accept-Language) in oData,
 * after the field it is about when there is one, and the key in cClave. A shop shows that text as
 * the server wrote it (failureMessageOf): these keys ship with no shop bundle. Each once; a
 * refusal's message keys (payment.problems.…, signUp.emailTaken), which a shop holds, are not here.
 */
export const PROBLEM_KEYS: ReadonlyArray<ProblemKey> = problemKeysOf(CATALOGUE_REFUSAL_KEYS, REFUSAL_KEYS)

/**
 * The key a refusal is said by: one of `problems`, or one of core's message keys, which a shop holds
 * and says itself (a rule's validation.…, payment.problems.…, signUp.emailTaken).
 */
export type RefusalKey = ProblemKey | MessageKey

/** A value for a text's `{{placeholder}}`: plain, another text (a seat's name), or a list of them. */
export type TextParam = string | number | KeyedText | ReadonlyArray<KeyedText>
export type TextParams = Readonly<Record<string, TextParam>>

/** A text by its key, with the values of its placeholders: written in a language only when answered. */
export interface KeyedText<Key extends string = string> {
  readonly key: Key
  readonly params?: TextParams
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/gu
/** How a list in a text reads: "Platea, fila F, butaca 12; Platea, fila F, butaca 13". */
const LIST_SEPARATOR = "; "

/**
 * A keyed text in one language: `textOf` gives the texts of that language (undefined for a key it
 * lacks, which is then said as is); each placeholder is filled from the params, a text in them said
 * in the same language; one without a value stays.
 */
export const keyedText = (textOf: (key: string) => string | undefined, text: KeyedText): string => {
  const say = (value: TextParam): string => {
    if (typeof value === "string" || typeof value === "number") return String(value)
    if ("key" in value) return keyedText(textOf, value)
    return value.map((item) => keyedText(textOf, item)).join(LIST_SEPARATOR)
  }
  const template = textOf(text.key)
  if (template === undefined) return text.key
  const params = text.params ?? {}
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? say(params[name] as TextParam) : placeholder,
  )
}
