import { validateChangePasswordForm } from "@boleteria/core"
import { useRef, useState, type FormEvent } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { TextField } from "../../../components/form/Field.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
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
  const [changed, setChanged] = useState(false)
  const formElement = useRef<HTMLFormElement>(null)
  const { values } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChanged(false)
    if (!form.submit()) return focusFirstInvalid(formElement.current)
    const body = {
      cClaveActual: values.currentPassword,
      cClaveNueva: values.password,
      cClaveNuevaConfirmacion: values.passwordConfirmation,
    }
    const done = await change.run((api) => succeeded(api.changePassword({ body })))
    if (done === null) return
    form.reset(EMPTY)
    setChanged(true)
  }

  const field = (name: PasswordField) => ({
    name,
    type: "password",
    label: t(`account.password.${name}`),
    autoComplete: AUTOCOMPLETE[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setChanged(false)
      form.set(name, event.target.value)
    },
    onBlur: () => form.blur(name),
    error: form.shownError(name),
  })

  return (
    <AccountPage title={t("account.password.title")} lead={t("account.password.lead")}>
      <form ref={formElement} className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
        <div className={fieldStyles.form}>
          <TextField {...field("currentPassword")} />
          <TextField {...field("password")} hint={t("account.passwordHint")} />
          <TextField {...field("passwordConfirmation")} />
        </div>
        <LiveRegion>
          {change.failure !== null && <ApiFailureMessage failure={change.failure} />}
          {changed && <p className={styles.notice}>{t("account.password.changed")}</p>}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" busy={change.isRunning}>
            {t(change.isRunning ? "account.saving" : "account.password.submit")}
          </Button>
        </div>
      </form>
    </AccountPage>
  )
}
