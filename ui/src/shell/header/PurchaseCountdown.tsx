import { formatClock } from "@boleteria/core"
import { usePurchaseTimer, useT, useTenant } from "../../app/ShopContext.js"
import { ClockIcon } from "../icons/Icons.js"
import { srOnly } from "../shared.css.js"
import * as styles from "./PurchaseCountdown.css.js"

/**
 * The purchase clock beside the cart (SPEC §4 and §9): days or hours from an hour up, else
 * mm:ss; the alert colour at 2 minutes or less. Screen readers hear it once a minute, not every second.
 */
export const PurchaseCountdown = () => {
  const t = useT()
  const tenant = useTenant()
  const timer = usePurchaseTimer()
  if (!tenant.flags.cart || !timer.isRunning) return null
  const clock = formatClock(timer.secondsLeft * 1000, tenant.purchase.alertSeconds)
  const minutesLeft = Math.ceil(timer.secondsLeft / 60)
  return (
    <div className={styles.countdown({ alert: timer.isAlert })} data-alert={timer.isAlert}>
      <span className={styles.icon}>
        <ClockIcon />
      </span>
      <span role="timer" aria-label={t("shell.countdown.label")} className={styles.time}>
        {clock.text}
      </span>
      <span className={srOnly} aria-live="polite">
        {minutesLeft === 1
          ? t("shell.countdown.oneMinuteLeft")
          : t("shell.countdown.minutesLeft", { minutes: minutesLeft })}
      </span>
    </div>
  )
}
