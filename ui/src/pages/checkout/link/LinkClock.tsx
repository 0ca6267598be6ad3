import { formatClock } from "@boleteria/core"
import { useEffect, useState } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "../buy/PurchaseClock.css.js"

const TICK_MS = 1000

/**
 * Seconds left on the hold, counted down from what the server said when it answered: the payer's
 * device clock may be wrong, the time since the answer is not.
 */
const useSecondsLeft = (secondsAtAnswer: number): number => {
  const [elapsed, setElapsed] = useState(0)
  useEffect(() => {
    setElapsed(0)
    const timer = window.setInterval(() => setElapsed((seconds) => seconds + 1), TICK_MS)
    return () => window.clearInterval(timer)
  }, [secondsAtAnswer])
  return Math.max(0, secondsAtAnswer - elapsed)
}

/** The link's clock (the purchase timer's look): alert colour at 2 minutes or less, announced when it turns. */
export const LinkClock = ({
  secondsAtAnswer,
  onTimeUp,
}: {
  readonly secondsAtAnswer: number
  readonly onTimeUp: () => void
}) => {
  const t = useT()
  const tenant = useTenant()
  const secondsLeft = useSecondsLeft(secondsAtAnswer)
  const timeUp = secondsLeft === 0
  useEffect(() => {
    if (timeUp) onTimeUp()
  }, [timeUp, onTimeUp])
  const display = formatClock(secondsLeft * 1000, tenant.purchase.alertSeconds)
  return (
    <div className={styles.wrapper}>
      <div className={styles.clock[display.alert ? "alert" : "calm"]}>
        <span>{t("checkout.link.page.clock")}</span>
        <span role="timer" className={styles.time} data-testid="link-clock">
          {display.text}
        </span>
      </div>
      <span aria-live="polite" className={checkoutStyles.visuallyHidden}>
        {timeUp ? t("checkout.link.page.timeUp") : display.alert ? t("checkout.link.page.clockAlert") : ""}
      </span>
    </div>
  )
}
