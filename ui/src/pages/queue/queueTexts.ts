import { queueWait } from "@boleteria/core"
import type { Translate } from "../../i18n/i18n.js"

/** A duration in whole minutes or hours as Intl writes it in the shopper's language ("12 minutos", "2 hours"). */
export const formatDuration = (value: number, unit: "minute" | "hour", locale: string): string =>
  new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value)

/** The estimated wait as people say it: "menos de un minuto", "aprox. 12 minutos". */
export const formatWait = (seconds: number, t: Translate, locale: string): string => {
  const wait = queueWait(seconds)
  return wait.unit === "underAMinute"
    ? t("queue.waitUnderAMinute")
    : t("queue.waitAbout", { duration: formatDuration(wait.value, wait.unit, locale) })
}
