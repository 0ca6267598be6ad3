import { useCart, useCheckout, useSession, useT } from "../../app/ShopContext.js"
import { CloseIcon } from "../icons/Icons.js"
import { useRouteName } from "../shellHooks.js"
import * as styles from "./Notices.css.js"

/** Pages that show the machine's message themselves, so the shell does not repeat it. */
const PAGES_SHOWING_CHECKOUT_MESSAGE = new Set(["payFinish"])
const PAGES_SHOWING_CART_MESSAGE = new Set(["funcion", "funcionSeoEst", "funcionTienda", "promocion"])

interface Notice {
  /** A locale key, or the server's own words (the translator gives those back as they are). */
  readonly message: string
  readonly dismiss: Array<() => void>
}

/**
 * The machines' messages as dismissible notices ('Your purchase process has been canceled',
 * 'Your user session has been disconnected'…). One text said by two machines shows once.
 */
export const Notices = () => {
  const t = useT()
  const session = useSession()
  const cart = useCart()
  const checkout = useCheckout()
  const routeName = useRouteName() ?? ""
  const notices: Array<Notice> = []
  const add = (message: string | null, dismiss: () => void) => {
    if (message === null) return
    const same = notices.find((notice) => notice.message === message)
    if (same === undefined) notices.push({ message, dismiss: [dismiss] })
    else same.dismiss.push(dismiss)
  }
  add(session.message, session.dismissMessage)
  if (checkout.dialog === null && !PAGES_SHOWING_CHECKOUT_MESSAGE.has(routeName)) {
    add(checkout.message, checkout.dismissMessage)
  }
  if (!PAGES_SHOWING_CART_MESSAGE.has(routeName)) add(cart.message, cart.dismissMessage)
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.message} className={styles.notice}>
          <p className={styles.text}>{t(notice.message)}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={t("shell.notice.dismiss")}
            onClick={() => notice.dismiss.forEach((dismiss) => dismiss())}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  )
}
