import { useEffect, useEffectEvent, useRef } from "react"
import { useSearch } from "wouter"
import { useCheckout, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import * as styles from "./AuthPage.css.js"
import { useFinishLogin } from "./useFinishLogin.js"

/**
 * Where the external login returns (SPEC §2 /loginRedirect?code=…): the one-time code becomes a
 * session, then the customer goes back to the return target stored before leaving (the root path by default).
 */
export const LoginRedirectPage = () => {
  const t = useT()
  const code = new URLSearchParams(useSearch()).get("code")
  const checkout = useCheckout()
  const finishLogin = useFinishLogin()
  const exchange = useApiAction()
  // A code works once: a second run of the effect (React's development double run) must not spend it again.
  const spent = useRef<string | null>(null)
  // Read when the session opens, so a return target restored meanwhile still counts.
  const returnTarget = useRef(checkout.returnTarget)
  returnTarget.current = checkout.returnTarget

  const spend = useEffectEvent((code: string) => {
    void exchange
      .run((api) => api.loginWithExternalCode({ body: { code } }))
      .then((result) => {
        if (result !== null) finishLogin(result, returnTarget.current)
      })
  })
  // Runs once per code.
  useEffect(() => {
    if (code === null || spent.current === code) return
    spent.current = code
    spend(code)
  }, [code])

  const failed = code === null || exchange.state.status === "failed"
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="redirect-title" aria-busy={!failed}>
        <h1 id="redirect-title" className={styles.title}>
          {t(failed ? "login.redirect.failedTitle" : "login.redirect.title")}
        </h1>
        <div aria-live="polite">
          {code === null && <p role="alert">{t("login.redirect.noToken")}</p>}
          {exchange.state.status === "failed" && <ApiFailureMessage failure={exchange.state.error} />}
          {!failed && <p className={styles.lead}>{t("login.redirect.wait")}</p>}
        </div>
        {failed && (
          <ShopLink to="/login" className={styles.link}>
            {t("login.redirect.tryAgain")}
          </ShopLink>
        )}
      </section>
    </div>
  )
}
