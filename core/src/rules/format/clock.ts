const SECONDS_PER_MINUTE = 60
const SECONDS_PER_HOUR = 3_600
const SECONDS_PER_DAY = 86_400

/** SPEC §9: the purchase clock turns to its alert colour at 2 minutes or less. */
export const DEFAULT_ALERT_SECONDS = 120

export type ClockDisplay = {
  readonly text: string
  /** True when little time is left: the UI shows the alert colour. */
  readonly alert: boolean
}

const twoDigits = (value: number): string => String(value).padStart(2, "0")

/**
 * The purchase countdown (SPEC §4): "2d 03h" from a day up, "01:05:09" from an hour up, "mm:ss"
 * below. Whole seconds are cut down, never rounded up, and time already past shows "00:00".
 */
export const formatClock = (msLeft: number, alertSeconds: number = DEFAULT_ALERT_SECONDS): ClockDisplay => {
  const secondsLeft = Number.isFinite(msLeft) ? Math.max(0, Math.floor(msLeft / 1000)) : 0
  const days = Math.floor(secondsLeft / SECONDS_PER_DAY)
  const hours = Math.floor((secondsLeft % SECONDS_PER_DAY) / SECONDS_PER_HOUR)
  const minutes = Math.floor((secondsLeft % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE)
  const seconds = secondsLeft % SECONDS_PER_MINUTE
  const text =
    days > 0
      ? `${days}d ${twoDigits(hours)}h`
      : hours > 0
        ? `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`
        : `${twoDigits(minutes)}:${twoDigits(seconds)}`
  return { text, alert: secondsLeft <= alertSeconds }
}
