import { queueWaitRange, type QueuePlace } from "@boleteria/core"
import type { Translate } from "../../i18n/i18n.js"

/** A duration in whole seconds, minutes or hours as Intl writes it in the shopper's language ("12 minutos", "2 hours"). */
export const formatDuration = (value: number, unit: "second" | "minute" | "hour", locale: string): string =>
  new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value)

/**
 * The wait as a range in round figures (core's queueWaitRange): "entre 2 y 4 minutos", "menos de
 * 15 segundos", "unos 3 minutos" when both ends round alike.
 */
export const formatWait = (
  place: Pick<QueuePlace, "nEsperaSegundos" | "nEsperaMinimaSegundos" | "nEsperaMaximaSegundos">,
  t: Translate,
  locale: string,
): string => {
  const likely = place.nEsperaSegundos ?? 0
  const range = queueWaitRange(place.nEsperaMinimaSegundos ?? likely, place.nEsperaMaximaSegundos ?? likely)
  const to = formatDuration(range.to, range.unit, locale)
  if (range.from === 0) return t("queue.waitUnder", { to })
  if (range.from === range.to) return t("queue.waitAbout", { duration: to })
  return t("queue.waitBetween", { from: new Intl.NumberFormat(locale).format(range.from), to })
}
