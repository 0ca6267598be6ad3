import { formatClock } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useState } from "react"
import { useServices, useT } from "../../app/ShopContext.js"

const SECOND_MS = 1_000

/** The shop's clock, read again every second while `running` (the turn's clock counts on it). */
export const useTurnNow = (running: boolean): number => {
  const { clock } = useServices()
  const [now, setNow] = useState(() => Effect.runSync(clock.now))
  useEffect(() => {
    if (!running) return
    setNow(Effect.runSync(clock.now))
    return Effect.runSync(clock.every(SECOND_MS, setNow))
  }, [clock, running])
  return now
}

/**
 * The turn's clock as the function page and the checkout show it: "your turn to choose ends in"
 * and mm:ss, named by the label (`labelId`), in the alert's colour near the end. Each bar brings
 * its own classes and the box around them.
 */
export const TurnTime = ({
  labelId,
  msLeft,
  classes,
}: {
  readonly labelId: string
  readonly msLeft: number
  readonly classes: { readonly label: string; readonly time: string; readonly alert: string }
}) => {
  const t = useT()
  const shown = formatClock(msLeft, 60)
  return (
    <>
      <span id={labelId} className={classes.label}>
        {t("queue.turn.label")}
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        className={shown.alert ? `${classes.time} ${classes.alert}` : classes.time}
      >
        {shown.text}
      </span>
    </>
  )
}
