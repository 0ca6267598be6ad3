import { formatClock } from "@boleteria/core"
import { usePurchaseTimer, useT, useTenant } from "../../../app/ShopContext.js"
import HoldExtension from "../../../components/HoldExtension.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./PurchaseClock.css.js"

/**
 * The time left to pay (SPEC §4): alert colour at 2 minutes or less, announced when it turns; then,
 * where the tenant allows it, the action that extends the hold (WCAG 2.2.1), which hands the focus
 * back to this clock once the extension is granted.
 */
export const PurchaseClock = () => {
  const t = useT()
  const tenant = useTenant()
  const timer = usePurchaseTimer()
  if (!timer.isRunning) return null
  const display = formatClock(timer.secondsLeft * 1000, tenant.purchase.alertSeconds)
  return (
    <div className={styles.wrapper}>
      <div className={styles.clock[timer.isAlert ? "alert" : "calm"]}>
        <span>{t("checkout.clock.label")}</span>
        <span role="timer" className={styles.time}>
          {display.text}
        </span>
      </div>
      <HoldExtension layout="panel" />
      <span aria-live="polite" className={checkoutStyles.visuallyHidden}>
        {timer.isAlert ? t("checkout.clock.alert") : ""}
      </span>
    </div>
  )
}
