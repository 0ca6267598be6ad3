import { useEffect, useEffectEvent, useRef, useState } from "react"
import { useSession, useT, useTenant } from "../../../app/ShopContext.js"
import { CloseIcon } from "../../../shell/icons/Icons.js"
import * as styles from "./LoginGreeting.css.js"

/**
 * SPEC §4: "Hola, {name}" a moment after logging in (tenant.session.greetingDelayMs), as a polite
 * status that leaves on its own (tenant.session.overlayHideMs) or when closed. It sits in the page's
 * flow under the top bar, so it never covers a control (the instalments, "Continuar"). It follows
 * the session, so login, sign-up and the external login's return all greet; a reload of a
 * signed-in page does not. The shell mounts it once: it must outlive the login page that navigates away.
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
      {name !== null && (
        <div className={styles.toast}>
          <p className={styles.text}>{t("login.greeting", { name })}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={t("shell.notice.dismiss")}
            onClick={() => setName(null)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  )
}
