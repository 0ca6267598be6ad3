import type { FormErrors, MessageKey } from "@boleteria/core"
import { useCallback, useMemo, useState } from "react"

/** The fields of a form that a text box fills (a select's too: its empty option is null). */
type TextName<Values> = { [K in keyof Values]-?: string extends Values[K] ? K : never }[keyof Values] & string
type ChoiceName<Values> = { [K in keyof Values]-?: null extends Values[K] ? K : never }[keyof Values] & string

/** What ties a labelled control (TextField, SelectField) to its field: the name, the value, a change, leaving it, its message. */
export interface FieldBinding {
  readonly name: string
  readonly value: string
  readonly onChange: (event: { readonly target: { readonly value: string } }) => void
  readonly onBlur: () => void
  readonly error: MessageKey | undefined
}

export interface FormState<Values, Field extends string> {
  readonly values: Values
  readonly errors: FormErrors<Field>
  readonly set: <K extends keyof Values>(field: K, value: Values[K]) => void
  /** The shopper left a field: its message shows from now on. */
  readonly blur: (field: Field) => void
  /** The message to show under a field: after it was left, or after a submit. */
  readonly shownError: (field: Field) => MessageKey | undefined
  /** Marks the form submitted (every message shows); true when it has no errors. */
  readonly submit: () => boolean
  readonly reset: (values: Values) => void
  /**
   * A text box's binding. `alsoLeft`: a field judged with this one (a date of its three boxes), whose
   * message shows once this one is left too.
   */
  readonly text: (field: TextName<Values>, alsoLeft?: Field) => FieldBinding
  /** A select's binding: its empty option ("choose…") is null. */
  readonly choice: (field: ChoiceName<Values>) => FieldBinding
}

/**
 * Values and messages of one form. The rules are core's validate function; this hook only decides
 * when a message becomes visible (SPEC §5 messages on blur and on submit).
 */
export const useFormState = <Values, Field extends string>(
  initial: Values,
  validate: (values: Values) => FormErrors<Field>,
  /** The shopper typed or chose something (not a value the page set): a notice of before no longer holds. */
  onEdit?: () => void,
): FormState<Values, Field> => {
  const [values, setValues] = useState(initial)
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const errors = useMemo(() => validate(values), [validate, values])
  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
  }, [])
  const blur = useCallback((field: Field) => setLeft((current) => new Set(current).add(field)), [])
  const shownError = (field: Field) => (submitted || left.has(field) ? errors[field] : undefined)
  const submit = () => {
    setSubmitted(true)
    return Object.keys(errors).length === 0
  }
  const reset = (next: Values) => {
    setValues(next)
    setLeft(new Set())
    setSubmitted(false)
  }
  // Fields with no rule (a floor, a Telegram user) never have a message: leaving them shows none.
  const binding = (field: keyof Values & string, valueOf: (typed: string) => unknown, alsoLeft?: Field) => {
    const judged = field as unknown as Field
    return {
      name: field,
      value: String(values[field] ?? ""),
      onChange: (event: { readonly target: { readonly value: string } }) => {
        set(field, valueOf(event.target.value) as Values[typeof field])
        onEdit?.()
      },
      onBlur: () => {
        blur(judged)
        if (alsoLeft !== undefined) blur(alsoLeft)
      },
      error: shownError(judged),
    }
  }
  const text = (field: TextName<Values>, alsoLeft?: Field) => binding(field, (typed) => typed, alsoLeft)
  const choice = (field: ChoiceName<Values>) => binding(field, (typed) => typed || null)
  return { values, errors, set, blur, shownError, submit, reset, text, choice }
}

/**
 * Moves focus to the first field with a message, so keyboard and screen-reader users land on it.
 * It waits a turn: the messages of a submit are drawn after the handler that asked for them.
 */
export const focusFirstInvalid = (form: HTMLFormElement | null) => {
  setTimeout(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0)
}
