import { formatClock, type PurchaseTimerView } from "@boleteria/core"
import { useCallback, useEffect, useRef } from "react"
import { usePurchaseTimer, useT, useTenant } from "../../../app/ShopContext.js"
import type { Translate } from "../../../i18n/i18n.js"
import * as checkoutStyles from "../checkout.css.js"
import { ExtendHold } from "./ExtendHold.js"
import * as styles from "./PurchaseClock.css.js"

/** What screen readers hear, politely: why an extension failed, the alert, or the time an extension gained. */
const announcement = (timer: PurchaseTimerView, t: Translate, clockMinutes: number): string => {
  if (timer.extensionMessage !== null) return t(timer.extensionMessage)
  if (timer.isExtending) return ""
  if (timer.isAlert) return t("checkout.clock.alert")
  return timer.extensionsUsed > 0 ? t("checkout.clock.extended", { minutes: clockMinutes }) : ""
}

/**
 * The time left to pay (SPEC §4): alert colour at 2 minutes or less, announced when it turns; then,
 * where the tenant allows it, a button that extends the hold (WCAG 2.2.1). Once the extension is
 * granted the button goes away, so focus moves to the renewed clock rather than to nothing.
 */
export const PurchaseClock = () => {
  const t = useT()
  const tenant = useTenant()
  const timer = usePurchaseTimer()
  const { extend } = timer
  const clock = useRef<HTMLSpanElement>(null)
  const asked = useRef(false)
  const extendFromButton = useCallback(() => {
    asked.current = true
    extend()
  }, [extend])
  const granted = timer.isRunning && !timer.isAlert && !timer.isExtending
  useEffect(() => {
    if (!asked.current || !granted) return
    asked.current = false
    clock.current?.focus()
  }, [granted])

  if (!timer.isRunning) return null
  const display = formatClock(timer.secondsLeft * 1000, tenant.purchase.alertSeconds)
  return (
    <div className={styles.wrapper}>
      <div className={styles.clock[timer.isAlert ? "alert" : "calm"]}>
        <span>{t("checkout.clock.label")}</span>
        <span ref={clock} role="timer" tabIndex={-1} className={styles.time}>
          {display.text}
        </span>
      </div>
      <ExtendHold timer={timer} extend={extendFromButton} />
      <span aria-live="polite" className={checkoutStyles.visuallyHidden}>
        {announcement(timer, t, tenant.purchase.clockMinutes)}
      </span>
    </div>
  )
}
