import { TextField } from "../../../components/form/Field.js"
import type { FieldBinding } from "../../../components/form/useFormState.js"

interface Box {
  readonly label: string
  readonly binding: FieldBinding
}

/**
 * A new password and its confirmation, marked for the browser's password manager (new-password);
 * `hint`: what a password must have (core's rules), under the first box.
 */
export const NewPasswordFields = ({
  password,
  confirmation,
  hint,
}: {
  readonly password: Box
  readonly confirmation: Box
  readonly hint: string
}) => (
  <>
    <TextField label={password.label} hint={hint} type="password" autoComplete="new-password" {...password.binding} />
    <TextField label={confirmation.label} type="password" autoComplete="new-password" {...confirmation.binding} />
  </>
)
