import { useEffect, useRef, useState } from "react"
import { useSession, useT, useTenant } from "../../../app/ShopContext.js"
import * as styles from "./LoginGreeting.css.js"

/**
 * SPEC §4: "Hola, {name}" a moment after logging in (tenant.session.greetingDelayMs), as a polite
 * toast that leaves on its own (tenant.session.overlayHideMs). It follows the session, so login,
 * sign-up and the external login's return all greet; a reload of a signed-in page does not.
 * Mount it once, beside the routes: it must outlive the login page that navigates away.
 */
export const LoginGreeting = () => {
  const t = useT()
  const tenant = useTenant()
  const session = useSession()
  const [name, setName] = useState<string | null>(null)
  const wasLoggedIn = useRef(session.isLoggedIn)

  useEffect(() => {
    const justLoggedIn = session.isLoggedIn && !wasLoggedIn.current
    wasLoggedIn.current = session.isLoggedIn
    if (!justLoggedIn) return
    const greeted = session.displayName ?? ""
    const timer = setTimeout(() => setName(greeted), tenant.session.greetingDelayMs)
    return () => clearTimeout(timer)
    // Only a change of the logged-in state starts a greeting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.isLoggedIn])

  useEffect(() => {
    if (name === null) return
    const timer = setTimeout(() => setName(null), tenant.session.overlayHideMs)
    return () => clearTimeout(timer)
  }, [name, tenant.session.overlayHideMs])

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {name !== null && <p className={styles.toast}>{t("login.greeting", { name })}</p>}
    </div>
  )
}
