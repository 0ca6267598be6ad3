import type { FunctionDate } from "../../contract/purchase.js"
import { isRealDate, TENANT_TIME_ZONE, weekdayOf } from "../calendarDate.js"
import { wallClockOf, zonedIsoDateTime } from "../zonedTime.js"

/** Weekday names as the v2 contract sends them in `oFuncionDiaDeLaSemana.cNombre` (0 = Sunday). */
const WEEKDAY_NAMES = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"] as const

/**
 * The date parts the cart and tickets display for a function (SPEC §3 "Function display").
 * Throws a RangeError for text that is not a real date: contract data is decoded before it gets here.
 */
export const functionDateParts = (isoDateTime: string, timeZone: string = TENANT_TIME_ZONE): FunctionDate => {
  const time = wallClockOf(isoDateTime, timeZone)
  if (!isRealDate(time) || time.hour > 23 || time.minute > 59) {
    throw new RangeError(`Not a real date-time: ${isoDateTime}`)
  }
  const weekday = weekdayOf(time)
  return {
    dFuncion: isoDateTime,
    oFuncionDiaDeLaSemana: { nDia: weekday, cNombre: WEEKDAY_NAMES[weekday] ?? "" },
    nFuncionDia: time.day,
    nFuncionMes: time.month,
    nFuncionAnio: time.year,
    nFuncionHora: time.hour,
    nFuncionMinuto: time.minute,
  }
}

/** The date parts of a function that starts at `epochMillis`, as a clock in `timeZone` reads it. */
export const functionDateAt = (epochMillis: number, timeZone: string = TENANT_TIME_ZONE): FunctionDate =>
  functionDateParts(zonedIsoDateTime(epochMillis, timeZone), timeZone)

/** How the shop writes a function's date and time: weekday, day, month, year and the 24-hour time. */
const FUNCTION_DATE_STYLE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}

/**
 * A function's date and time in the shopper's language, e.g. "sábado, 1 de marzo de 2025, 21:00"
 * or "Saturday, March 1, 2025 at 21:00". The parts are already wall-clock time, so they are
 * formatted as UTC to keep any zone from shifting them again.
 */
export const formatFunctionDate = (parts: FunctionDate, locale: string): string => {
  const wallClock = Date.UTC(
    parts.nFuncionAnio,
    parts.nFuncionMes - 1,
    parts.nFuncionDia,
    parts.nFuncionHora,
    parts.nFuncionMinuto,
  )
  return new Intl.DateTimeFormat(locale, { ...FUNCTION_DATE_STYLE, timeZone: "UTC" }).format(wallClock)
}

/**
 * An instant written as function dates are, at the venue's clock (a waiting room's on-sale time).
 * Intl does the zone, so no wall-clock parts are computed.
 */
export const formatInstantAsFunctionDate = (isoDateTime: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { ...FUNCTION_DATE_STYLE, timeZone: TENANT_TIME_ZONE }).format(
    Date.parse(isoDateTime),
  )
