import type { FormErrors, MessageKey } from "@boleteria/core"
import { useCallback, useMemo, useState } from "react"

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
}

/**
 * Values and messages of one form. The rules are core's validate function; this hook only decides
 * when a message becomes visible (SPEC §5 messages on blur and on submit).
 */
export const useFormState = <Values, Field extends string>(
  initial: Values,
  validate: (values: Values) => FormErrors<Field>,
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
  return { values, errors, set, blur, shownError, submit, reset }
}

/**
 * Moves focus to the first field with a message, so keyboard and screen-reader users land on it.
 * It waits a turn: the messages of a submit are drawn after the handler that asked for them.
 */
export const focusFirstInvalid = (form: HTMLFormElement | null) => {
  setTimeout(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0)
}
