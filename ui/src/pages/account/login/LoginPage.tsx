import { asText, externalLoginStart, validateLoginForm } from "@boleteria/core"
import { useRef, type FormEvent } from "react"
import { useSession, useT, useTenant } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "./AuthPage.css.js"
import { ExternalLoginForward } from "./ExternalLoginForward.js"
import { useFinishLogin, useNextUrl } from "./useFinishLogin.js"

const withNextUrl = (path: string, nextUrl: string | null) =>
  nextUrl === null ? path : `${path}?nextUrl=${encodeURIComponent(nextUrl)}`

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
  const formElement = useRef<HTMLFormElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.submit()) return focusFirstInvalid(formElement.current)
    const result = await login.run((api) =>
      api.login({ body: { cEmail: asText(form.values.email), cClave: form.values.password } }),
    )
    if (result !== null) finishLogin(result, nextUrl)
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t("login.title")}
        </h1>
        {session.isLoggedIn ? (
          <p className={styles.lead}>{t("login.alreadyIn", { name: session.displayName ?? "" })}</p>
        ) : (
          <p className={styles.lead}>{t(nextUrl === null ? "login.lead" : "login.leadToContinue")}</p>
        )}
        <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t("login.email")}
            type="email"
            name="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(event) => form.set("email", event.target.value)}
            onBlur={() => form.blur("email")}
            error={form.shownError("email")}
          />
          <TextField
            label={t("login.password")}
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(event) => form.set("password", event.target.value)}
            onBlur={() => form.blur("password")}
            error={form.shownError("password")}
          />
          <div aria-live="polite">
            {login.state.status === "failed" && <ApiFailureMessage failure={login.state.error} />}
          </div>
          <Button type="submit" wide busy={login.isRunning}>
            {t(login.isRunning ? "login.submitting" : "login.submit")}
          </Button>
        </form>
        <nav className={styles.links} aria-label={t("login.moreOptions")}>
          <ShopLink to="/recoverPassword" className={styles.link}>
            {t("login.forgotPassword")}
          </ShopLink>
          <ShopLink to={withNextUrl("/signUp", nextUrl)} className={styles.link}>
            {t("login.signUp")}
          </ShopLink>
        </nav>
      </section>
    </div>
  )
}
