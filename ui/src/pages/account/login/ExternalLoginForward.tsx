import { EXTERNAL_LOGIN_RETURN_TARGET } from "@boleteria/core"
import { useEffect, useEffectEvent } from "react"
import { useCheckout, useT } from "../../../app/ShopContext.js"
import * as styles from "./AuthPage.css.js"
import { useNextUrl } from "./useFinishLogin.js"

/**
 * /login with external login (SPEC §2 access rule): the page the visitor wanted becomes the return
 * target, and the browser leaves for the identity provider, which comes back to /loginRedirect.
 */
export const ExternalLoginForward = ({ loginHref }: { readonly loginHref: string }) => {
  const t = useT()
  const nextUrl = useNextUrl()
  const checkout = useCheckout()
  const leave = useEffectEvent((href: string) => {
    checkout.saveReturnTarget(nextUrl ?? EXTERNAL_LOGIN_RETURN_TARGET)
    window.location.assign(href)
  })
  // Leaves once, with the nextUrl the page opened with.
  useEffect(() => {
    leave(loginHref)
  }, [loginHref])
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="external-login-title" aria-busy="true">
        <h1 id="external-login-title" className={styles.title}>
          {t("externalLogin.forward.title")}
        </h1>
        <p className={styles.lead} aria-live="polite">
          {t("externalLogin.forward.lead")}
        </p>
        <a href={loginHref} className={styles.link}>
          {t("externalLogin.forward.continue")}
        </a>
      </section>
    </div>
  )
}
