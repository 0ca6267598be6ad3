import {
  Country,
  DocumentType,
  Gender,
  signUpRequest,
  validateSignUpForm,
  type SignUpFormValues,
} from "@boleteria/core"
import { useCallback, useRef, useState, type FormEvent } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { CheckField, SelectField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "./AuthPage.css.js"
import { TermsDialog } from "./TermsDialog.js"
import { useFinishLogin, useNextUrl } from "./useFinishLogin.js"

const EMPTY: SignUpFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  emailConfirmation: "",
  password: "",
  passwordConfirmation: "",
  gender: null,
  documentType: null,
  documentNumber: "",
  termsAccepted: false,
  country: "AR",
}

/** Sign-up (SPEC §2 /signUp): the customer is signed in once the account exists. */
export const SignUpPage = () => {
  const t = useT()
  const tenant = useTenant()
  const documentHidden = tenant.flags.signUpHidesDocument
  const nextUrl = useNextUrl()
  const finishLogin = useFinishLogin()
  const validate = useCallback(
    (values: SignUpFormValues) => validateSignUpForm(values, { documentHidden }),
    [documentHidden],
  )
  const form = useFormState(EMPTY, validate)
  const signUp = useApiAction()
  const [readingTerms, setReadingTerms] = useState(false)
  // Stable, so the open dialog keeps its focus while the page renders again.
  const closeTerms = useCallback(() => setReadingTerms(false), [])
  const formElement = useRef<HTMLFormElement>(null)
  const { values } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const request = form.submit() ? signUpRequest(values, { documentHidden }) : null
    if (request === null) return focusFirstInvalid(formElement.current)
    const result = await signUp.run((api) => api.signUp({ body: request }))
    if (result !== null) finishLogin(result, nextUrl)
  }

  const text = (field: "firstName" | "lastName" | "email" | "emailConfirmation" | "documentNumber") => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    onBlur: () => form.blur(field),
    error: form.shownError(field),
  })
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
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          {t("signUp.title")}
        </h1>
        <p className={styles.lead}>{t("signUp.lead")}</p>
        <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
          <div className={fieldStyles.row}>
            <TextField label={t("signUp.firstName")} autoComplete="given-name" {...text("firstName")} />
            <TextField label={t("signUp.lastName")} autoComplete="family-name" {...text("lastName")} />
          </div>
          <TextField label={t("signUp.email")} type="email" autoComplete="email" {...text("email")} />
          <TextField
            label={t("signUp.emailConfirmation")}
            type="email"
            autoComplete="email"
            {...text("emailConfirmation")}
          />
          <TextField label={t("signUp.password")} hint={t("signUp.passwordHint")} {...password("password")} />
          <TextField label={t("signUp.passwordConfirmation")} {...password("passwordConfirmation")} />
          <div className={fieldStyles.row}>
            <SelectField
              label={t("signUp.gender")}
              name="gender"
              value={values.gender ?? ""}
              onChange={(event) => form.set("gender", event.target.value || null)}
              onBlur={() => form.blur("gender")}
              error={form.shownError("gender")}
            >
              <option value="">{t("signUp.choose")}</option>
              {Gender.literals.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`signUp.genders.${gender}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("signUp.country")}
              name="country"
              value={values.country}
              onChange={(event) => form.set("country", event.target.value as Country)}
            >
              {Country.literals.map((country) => (
                <option key={country} value={country}>
                  {t(`signUp.countries.${country}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {!documentHidden && (
            <div className={fieldStyles.row}>
              <SelectField
                label={t("payment.form.documentType")}
                name="documentType"
                value={values.documentType ?? ""}
                onChange={(event) => form.set("documentType", event.target.value || null)}
                onBlur={() => form.blur("documentType")}
                error={form.shownError("documentType")}
              >
                <option value="">{t("signUp.choose")}</option>
                {DocumentType.literals.map((type) => (
                  <option key={type} value={type}>
                    {t(`payment.documentTypes.${type}`)}
                  </option>
                ))}
              </SelectField>
              <TextField label={t("payment.form.documentNumber")} inputMode="numeric" {...text("documentNumber")} />
            </div>
          )}
          <div className={styles.terms}>
            <CheckField
              label={t("signUp.acceptTerms")}
              name="termsAccepted"
              checked={values.termsAccepted}
              onChange={(event) => form.set("termsAccepted", event.target.checked)}
              onBlur={() => form.blur("termsAccepted")}
              error={form.shownError("termsAccepted")}
            />
            {tenant.flags.signUpTermsPopup ? (
              <button type="button" className={styles.inlineButton} onClick={() => setReadingTerms(true)}>
                {t("signUp.readTerms")}
              </button>
            ) : (
              <ShopLink to="/termsAndConditions" className={styles.link}>
                {t("signUp.readTerms")}
              </ShopLink>
            )}
          </div>
          <div aria-live="polite">
            {signUp.state.status === "failed" && <ApiFailureMessage failure={signUp.state.error} />}
          </div>
          <Button type="submit" wide busy={signUp.isRunning}>
            {t(signUp.isRunning ? "signUp.submitting" : "signUp.submit")}
          </Button>
        </form>
        <p className={styles.lead}>
          {t("signUp.haveAccount")}{" "}
          <ShopLink
            to={nextUrl === null ? "/login" : `/login?nextUrl=${encodeURIComponent(nextUrl)}`}
            className={styles.link}
          >
            {t("signUp.logIn")}
          </ShopLink>
        </p>
      </section>
      {readingTerms && (
        <TermsDialog
          onAccept={() => {
            form.set("termsAccepted", true)
            setReadingTerms(false)
          }}
          onClose={closeTerms}
        />
      )}
    </div>
  )
}
