import type { FunctionDate } from "../../contract/purchase.js"

/**
 * A function's start time in the shopper's language, "21:00" (the calendar lists a day's functions
 * by time). The parts are wall-clock time already, so they are formatted as UTC to keep them fixed.
 */
export const formatFunctionTime = (parts: FunctionDate, locale: string): string =>
  new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    Date.UTC(parts.nFuncionAnio, parts.nFuncionMes - 1, parts.nFuncionDia, parts.nFuncionHora, parts.nFuncionMinuto),
  )
