import { asText, validateEmail, validatePasswordRecoveryForm, type FormErrors } from "@boleteria/core"
import { useCallback, useState } from "react"
import { useLocation } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import { CardPage } from "../../../components/CardPage.js"
import { TextField } from "../../../components/form/Field.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState } from "../../../components/form/useFormState.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { useAccountAction } from "../common/useAccountAction.js"
import { AuthForm } from "../login/AuthForm.js"
import * as styles from "../login/AuthPage.css.js"
import { NewPasswordFields } from "../login/NewPasswordFields.js"
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
  const submitting = useFormSubmit(form, request, {
    send: (values) => (api) => api.requestRecoveryCode({ body: { cEmail: asText(values.email) } }),
    then: (answer, sent) => onSent(asText(sent.email), answer),
  })
  return (
    <AuthForm
      form={submitting.props}
      action={request}
      submitLabel={t(request.isRunning ? "account.recover.sending" : "account.recover.sendCode")}
    >
      <p className={styles.lead}>{t("account.recover.emailLead")}</p>
      <TextField label={t("account.recover.email")} type="email" autoComplete="email" {...form.text("email")} />
    </AuthForm>
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
  const submitting = useFormSubmit(form, reset, {
    send: (values) => {
      const body = {
        cEmail: email,
        cCodigo: asText(values.code),
        cClaveNueva: values.password,
        cClaveNuevaConfirmacion: values.passwordConfirmation,
      }
      return (api) => succeeded(api.resetPassword({ body }))
    },
    then: () => navigate(`/login?${PASSWORD_RESET_QUERY}`, { replace: true }),
  })
  return (
    <AuthForm
      form={submitting.props}
      action={reset}
      submitLabel={t(reset.isRunning ? "account.recover.saving" : "account.recover.save")}
      after={
        <button type="button" className={styles.inlineButton} onClick={onRestart}>
          {t("account.recover.otherEmail")}
        </button>
      }
    >
      <p role="status" className={styles.lead}>
        {serverMessage}
      </p>
      <p className={styles.lead}>{t("account.recover.codeLead", { email })}</p>
      <TextField
        label={t("account.recover.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        {...form.text("code")}
      />
      <NewPasswordFields
        password={{ label: t("account.recover.newPassword"), binding: form.text("password") }}
        confirmation={{ label: t("account.recover.confirmation"), binding: form.text("passwordConfirmation") }}
        hint={t("account.passwordHint")}
      />
    </AuthForm>
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
    <CardPage className={styles.page} title={t("account.recover.title")}>
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
    </CardPage>
  )
}
