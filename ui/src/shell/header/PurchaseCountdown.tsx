import { formatClock } from "@boleteria/core"
import { lazy, Suspense } from "react"
import { usePurchaseTimer, useT, useTenant } from "../../app/ShopContext.js"
import { ClockIcon } from "../icons/Icons.js"
import { srOnly } from "../shared.css.js"
import * as styles from "./PurchaseCountdown.css.js"

// Loaded once a hold runs, not with the first download (its texts came with the purchase machines). Should
// it fail to load, the bar goes on without it: the checkout's and the function page's clocks offer it too.
const HoldExtension = lazy(() => import("../../components/HoldExtension.js").catch(() => ({ default: () => null })))

/**
 * The purchase clock beside the cart (SPEC §4 and §9): days or hours from an hour up, else
 * mm:ss; the alert colour at 2 minutes or less, with the action that extends the hold where the
 * tenant allows it. Screen readers hear it once a minute, not every second.
 */
export const PurchaseCountdown = () => {
  const t = useT()
  const tenant = useTenant()
  const timer = usePurchaseTimer()
  if (!tenant.flags.cart || !timer.isRunning) return null
  const clock = formatClock(timer.secondsLeft * 1000, tenant.purchase.alertSeconds)
  const minutesLeft = Math.ceil(timer.secondsLeft / 60)
  return (
    <div className={styles.countdown} data-alert={timer.isAlert}>
      <ClockIcon />
      <span role="timer" aria-label={t("shell.countdown.label")}>
        {clock.text}
      </span>
      <span className={srOnly} aria-live="polite">
        {minutesLeft === 1
          ? t("shell.countdown.oneMinuteLeft")
          : t("shell.countdown.minutesLeft", { minutes: minutesLeft })}
      </span>
      <Suspense>
        <HoldExtension />
      </Suspense>
    </div>
  )
}
