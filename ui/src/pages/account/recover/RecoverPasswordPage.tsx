import { asText, validateEmail, validatePasswordRecoveryForm, type FormErrors } from "@boleteria/core"
import { useCallback, useRef, useState, type FormEvent } from "react"
import { useLocation } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { TextField } from "../../../components/form/Field.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { useAccountAction } from "../common/useAccountAction.js"
import * as styles from "../login/AuthPage.css.js"
import { PASSWORD_RESET_QUERY } from "./PasswordResetNotice.js"

const validateEmailStep = (values: { readonly email: string }): FormErrors<"email"> => {
  const email = validateEmail(values.email)
  return email.ok ? {} : { email: email.error }
}

/** Step one: the e-mail the code goes to. */
const EmailStep = ({ onSent }: { readonly onSent: (email: string, serverMessage: string) => void }) => {
  const t = useT()
  const form = useFormState({ email: "" }, validateEmailStep)
  const request = useAccountAction()
  const formElement = useRef<HTMLFormElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.submit()) return focusFirstInvalid(formElement.current)
    const cEmail = asText(form.values.email)
    const answer = await request.run((api) => api.requestRecoveryCode({ body: { cEmail } }))
    if (answer !== null) onSent(cEmail, answer)
  }

  return (
    <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.lead}>{t("account.recover.emailLead")}</p>
      <TextField
        label={t("account.recover.email")}
        type="email"
        name="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(event) => form.set("email", event.target.value)}
        onBlur={() => form.blur("email")}
        error={form.shownError("email")}
      />
      <LiveRegion>{request.failure !== null && <ApiFailureMessage failure={request.failure} />}</LiveRegion>
      <Button type="submit" wide busy={request.isRunning}>
        {t(request.isRunning ? "account.recover.sending" : "account.recover.sendCode")}
      </Button>
    </form>
  )
}

const NEW_PASSWORD = { code: "", password: "", passwordConfirmation: "" }

/** Step two: the e-mailed code proves the account; the new password replaces the old one. */
interface CodeStepProps {
  readonly email: string
  readonly serverMessage: string
  readonly onRestart: () => void
}

const CodeStep = ({ email, serverMessage, onRestart }: CodeStepProps) => {
  const t = useT()
  const [, navigate] = useLocation()
  const form = useFormState(NEW_PASSWORD, validatePasswordRecoveryForm)
  const reset = useAccountAction()
  const formElement = useRef<HTMLFormElement>(null)
  const { values } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.submit()) return focusFirstInvalid(formElement.current)
    const body = {
      cEmail: email,
      cCodigo: asText(values.code),
      cClaveNueva: values.password,
      cClaveNuevaConfirmacion: values.passwordConfirmation,
    }
    const done = await reset.run((api) => succeeded(api.resetPassword({ body })))
    if (done !== null) navigate(`/login?${PASSWORD_RESET_QUERY}`, { replace: true })
  }

  const password = (field: "password" | "passwordConfirmation") => ({
    name: field,
    type: "password",
    autoComplete: "new-password",
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    onBlur: () => form.blur(field),
    error: form.shownError(field),
  })

  return (
    <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p role="status" className={styles.lead}>
        {serverMessage}
      </p>
      <p className={styles.lead}>{t("account.recover.codeLead", { email })}</p>
      <TextField
        label={t("account.recover.code")}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={values.code}
        onChange={(event) => form.set("code", event.target.value)}
        onBlur={() => form.blur("code")}
        error={form.shownError("code")}
      />
      <TextField label={t("account.recover.newPassword")} hint={t("account.passwordHint")} {...password("password")} />
      <TextField label={t("account.recover.confirmation")} {...password("passwordConfirmation")} />
      <LiveRegion>{reset.failure !== null && <ApiFailureMessage failure={reset.failure} />}</LiveRegion>
      <Button type="submit" wide busy={reset.isRunning}>
        {t(reset.isRunning ? "account.recover.saving" : "account.recover.save")}
      </Button>
      <button type="button" className={styles.inlineButton} onClick={onRestart}>
        {t("account.recover.otherEmail")}
      </button>
    </form>
  )
}

type Step =
  { readonly name: "email" } | { readonly name: "code"; readonly email: string; readonly serverMessage: string }

/** Password recovery (SPEC §2 /recoverPassword): a code goes to the e-mail, then a new password. */
export const RecoverPasswordPage = () => {
  const t = useT()
  const [step, setStep] = useState<Step>({ name: "email" })
  const restart = useCallback(() => setStep({ name: "email" }), [])
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="recover-title">
        <h1 id="recover-title" className={styles.title}>
          {t("account.recover.title")}
        </h1>
        {step.name === "email" ? (
          <EmailStep onSent={(email, serverMessage) => setStep({ name: "code", email, serverMessage })} />
        ) : (
          <CodeStep email={step.email} serverMessage={step.serverMessage} onRestart={restart} />
        )}
        <nav className={styles.links} aria-label={t("account.recover.moreOptions")}>
          <ShopLink to="/login" className={styles.link}>
            {t("account.recover.backToLogin")}
          </ShopLink>
        </nav>
      </section>
    </div>
  )
}
