import type { ApiFailure, ApiShape, FormErrors } from "@boleteria/core"
import type * as Effect from "effect/Effect"
import type { ReactNode } from "react"
import { CheckField } from "../../../components/form/Field.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState, type FormState } from "../../../components/form/useFormState.js"
import { AccountForm } from "./AccountForm.js"
import { useAccountAction } from "./useAccountAction.js"

interface Props<Values, Field extends string, Saved> {
  readonly title: string
  readonly saveLabel: string
  readonly initial: Values
  readonly validate: (values: Values) => FormErrors<Field>
  /** The call that adds or updates it, or null when the values make no request. */
  readonly save: (values: Values) => ((api: ApiShape) => Effect.Effect<Saved, ApiFailure>) | null
  readonly onSaved: (saved: Saved) => void
  readonly onCancel: () => void
  /** The fields, bound to the form's state. */
  readonly children: (form: FormState<Values, Field>) => ReactNode
}

/** Adds or edits one address or phone: its fields, the save failure in place, save and cancel. */
export const ContactEditor = <Values, Field extends string, Saved>({
  title,
  saveLabel,
  initial,
  validate,
  save,
  onSaved,
  onCancel,
  children,
}: Props<Values, Field, Saved>) => {
  const form = useFormState(initial, validate)
  const action = useAccountAction()
  const submitting = useFormSubmit(form, action, { send: save, then: onSaved })
  return (
    <AccountForm form={submitting.props} action={action} title={title} saveLabel={saveLabel} onCancel={onCancel}>
      {children(form)}
    </AccountForm>
  )
}

/** "Use it by default": the box every address and phone has. */
export const DefaultCheck = <Values extends { readonly isDefault: boolean }, Field extends string>({
  label,
  form,
}: {
  readonly label: string
  readonly form: FormState<Values, Field>
}) => (
  <CheckField
    label={label}
    name="isDefault"
    checked={form.values.isDefault}
    onChange={(event) => form.set("isDefault", event.target.checked)}
  />
)
