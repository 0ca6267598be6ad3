import { asText, externalLoginStart, validateLoginForm } from "@boleteria/core"
import { useSession, useT, useTenant } from "../../../app/ShopContext.js"
import { CardPage } from "../../../components/CardPage.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { TextField } from "../../../components/form/Field.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState } from "../../../components/form/useFormState.js"
import { AuthForm } from "./AuthForm.js"
import * as styles from "./AuthPage.css.js"
import { ExternalLoginForward } from "./ExternalLoginForward.js"
import { useFinishLogin, useNextUrl, withNextUrl } from "./useFinishLogin.js"

/** SPEC §2 /login?nextUrl=…: the own login form, or with external login a hand-over to the identity provider. */
export const LoginPage = () => {
  const tenant = useTenant()
  const loginHref = externalLoginStart(tenant.loginSystem, tenant.externalLogin, window.location.origin)
  return loginHref === null ? <OwnLoginPage /> : <ExternalLoginForward loginHref={loginHref} />
}

/** Own login: e-mail and password, then back to where the shopper was going. */
const OwnLoginPage = () => {
  const t = useT()
  const session = useSession()
  const nextUrl = useNextUrl()
  const finishLogin = useFinishLogin()
  const form = useFormState({ email: "", password: "" }, validateLoginForm)
  const login = useApiAction()
  const submitting = useFormSubmit(form, login, {
    send: (values) => (api) => api.login({ body: { cEmail: asText(values.email), cClave: values.password } }),
    then: (result) => finishLogin(result, nextUrl),
  })

  return (
    <CardPage className={styles.page} title={t("login.title")}>
      {session.isLoggedIn ? (
        <p className={styles.lead}>{t("login.alreadyIn", { name: session.displayName ?? "" })}</p>
      ) : (
        <p className={styles.lead}>{t(nextUrl === null ? "login.lead" : "login.leadToContinue")}</p>
      )}
      <AuthForm
        form={submitting.props}
        action={login}
        submitLabel={t(login.isRunning ? "login.submitting" : "login.submit")}
      >
        <TextField label={t("login.email")} type="email" autoComplete="email" {...form.text("email")} />
        <TextField
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
          {...form.text("password")}
        />
      </AuthForm>
      <nav className={styles.links} aria-label={t("login.moreOptions")}>
        <ShopLink to="/recoverPassword" className={styles.link}>
          {t("login.forgotPassword")}
        </ShopLink>
        <ShopLink to={withNextUrl("/signUp", nextUrl)} className={styles.link}>
          {t("login.signUp")}
        </ShopLink>
      </nav>
    </CardPage>
  )
}
