import {
  Country,
  DocumentType,
  Gender,
  signUpRequest,
  validateSignUpForm,
  type SignUpFormValues,
} from "@boleteria/core"
import { useCallback, useState } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { CardPage } from "../../../components/CardPage.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { CheckField, ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState } from "../../../components/form/useFormState.js"
import { AuthForm } from "./AuthForm.js"
import * as styles from "./AuthPage.css.js"
import { NewPasswordFields } from "./NewPasswordFields.js"
import { TermsDialog } from "./TermsDialog.js"
import { useFinishLogin, useNextUrl, withNextUrl } from "./useFinishLogin.js"

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
  const submitting = useFormSubmit(form, signUp, {
    send: (values) => {
      const request = signUpRequest(values, { documentHidden })
      return request === null ? null : (api) => api.signUp({ body: request })
    },
    then: (result) => finishLogin(result, nextUrl),
  })
  const [readingTerms, setReadingTerms] = useState(false)
  // Stable, so the open dialog keeps its focus while the page renders again.
  const closeTerms = useCallback(() => setReadingTerms(false), [])
  const { values } = form

  return (
    <CardPage className={styles.page} title={t("signUp.title")}>
      <p className={styles.lead}>{t("signUp.lead")}</p>
      <AuthForm
        form={submitting.props}
        action={signUp}
        submitLabel={t(signUp.isRunning ? "signUp.submitting" : "signUp.submit")}
      >
        <div className={fieldStyles.row}>
          <TextField label={t("signUp.firstName")} autoComplete="given-name" {...form.text("firstName")} />
          <TextField label={t("signUp.lastName")} autoComplete="family-name" {...form.text("lastName")} />
        </div>
        <TextField label={t("signUp.email")} type="email" autoComplete="email" {...form.text("email")} />
        <TextField
          label={t("signUp.emailConfirmation")}
          type="email"
          autoComplete="email"
          {...form.text("emailConfirmation")}
        />
        <NewPasswordFields
          password={{ label: t("signUp.password"), binding: form.text("password") }}
          confirmation={{ label: t("signUp.passwordConfirmation"), binding: form.text("passwordConfirmation") }}
          hint={t("signUp.passwordHint")}
        />
        <div className={fieldStyles.row}>
          <ChoiceField
            label={t("signUp.gender")}
            empty={t("signUp.choose")}
            options={Gender.literals}
            optionTexts="signUp.genders"
            {...form.choice("gender")}
          />
          <ChoiceField
            label={t("signUp.country")}
            options={Country.literals}
            optionTexts="signUp.countries"
            name="country"
            value={values.country}
            onChange={(event) => form.set("country", event.target.value as Country)}
          />
        </div>
        {!documentHidden && (
          <div className={fieldStyles.row}>
            <ChoiceField
              label={t("payment.form.documentType")}
              empty={t("signUp.choose")}
              options={DocumentType.literals}
              optionTexts="payment.documentTypes"
              {...form.choice("documentType")}
            />
            <TextField label={t("payment.form.documentNumber")} inputMode="numeric" {...form.text("documentNumber")} />
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
      </AuthForm>
      <p className={styles.lead}>
        {t("signUp.haveAccount")}{" "}
        <ShopLink to={withNextUrl("/login", nextUrl)} className={styles.link}>
          {t("signUp.logIn")}
        </ShopLink>
      </p>
      {readingTerms && (
        <TermsDialog
          onAccept={() => {
            form.set("termsAccepted", true)
            setReadingTerms(false)
          }}
          onClose={closeTerms}
        />
      )}
    </CardPage>
  )
}
