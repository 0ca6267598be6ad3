import type { MessageKey } from "./messageKeys.js"
import type { Check } from "./result.js"

/** Every failing field of a form and the message to show under it; an empty object means valid. */
export type FormErrors<Field extends string> = Readonly<Partial<Record<Field, MessageKey>>>

/** Gathers the first failure of each field, so a UI shows all of them at once. */
export const collectErrors = <Field extends string>(
  checks: ReadonlyArray<readonly [Field, Check<unknown>]>,
): FormErrors<Field> => {
  const errors: Partial<Record<Field, MessageKey>> = {}
  for (const [field, check] of checks) {
    if (!check.ok && errors[field] === undefined) errors[field] = check.error
  }
  return errors
}

export const hasErrors = <Field extends string>(errors: FormErrors<Field>): boolean => Object.keys(errors).length > 0
