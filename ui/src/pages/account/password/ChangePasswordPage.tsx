import { validateChangePasswordForm } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { TextField } from "../../../components/form/Field.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState } from "../../../components/form/useFormState.js"
import { AccountForm } from "../common/AccountForm.js"
import { AccountPage } from "../common/AccountPage.js"
import { useAccountAction } from "../common/useAccountAction.js"

const EMPTY = { currentPassword: "", password: "", passwordConfirmation: "" }
type PasswordField = keyof typeof EMPTY

const AUTOCOMPLETE: Record<PasswordField, string> = {
  currentPassword: "current-password",
  password: "new-password",
  passwordConfirmation: "new-password",
}

/** Change password (SPEC §2 /changePassword): the customer's other sessions end on the server. */
export const ChangePasswordPage = () => {
  const t = useT()
  const form = useFormState(EMPTY, validateChangePasswordForm)
  const change = useAccountAction()
  const submitting = useFormSubmit(form, change, {
    send: (values) => {
      const body = {
        cClaveActual: values.currentPassword,
        cClaveNueva: values.password,
        cClaveNuevaConfirmacion: values.passwordConfirmation,
      }
      return (api) => succeeded(api.changePassword({ body }))
    },
    then: () => EMPTY,
  })
  const field = (name: PasswordField) => ({
    ...form.text(name),
    type: "password",
    label: t(`account.password.${name}`),
    autoComplete: AUTOCOMPLETE[name],
  })

  return (
    <AccountPage title={t("account.password.title")} lead={t("account.password.lead")}>
      <AccountForm
        form={submitting.props}
        action={change}
        saveLabel={t("account.password.submit")}
        notice={submitting.done ? t("account.password.changed") : null}
      >
        <TextField {...field("currentPassword")} />
        <TextField {...field("password")} hint={t("account.passwordHint")} />
        <TextField {...field("passwordConfirmation")} />
      </AccountForm>
    </AccountPage>
  )
}
