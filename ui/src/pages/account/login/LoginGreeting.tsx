import { useEffect, useEffectEvent, useRef, useState } from "react"
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

  // Read when the greeting starts: only a change of the logged-in state starts one.
  const greetingOf = useEffectEvent(() => ({
    name: session.displayName ?? "",
    delayMs: tenant.session.greetingDelayMs,
  }))
  useEffect(() => {
    const justLoggedIn = session.isLoggedIn && !wasLoggedIn.current
    wasLoggedIn.current = session.isLoggedIn
    if (!justLoggedIn) return
    const greeting = greetingOf()
    const timer = setTimeout(() => setName(greeting.name), greeting.delayMs)
    return () => clearTimeout(timer)
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
