import { queueWait, TENANT_TIME_ZONE } from "@boleteria/core"
import type { Translate } from "../../i18n/i18n.js"

/**
 * The on-sale instant in the shopper's language, at the venue's clock, written as function dates
 * are ("sábado, 1 de noviembre de 2025, 21:00"). Intl does the zone: core's wall-clock helpers would
 * grow the copy of them the shop's first download carries.
 */
export const formatOpening = (dInicio: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: TENANT_TIME_ZONE,
  }).format(Date.parse(dInicio))

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
