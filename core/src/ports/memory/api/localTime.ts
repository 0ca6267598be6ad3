import type { FunctionDate } from "../../../contract/purchase.js"

/** The demo venues are in Argentina: UTC−3 all year, no daylight saving. */
const OFFSET_MS = -3 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]

const pad = (value: number) => String(value).padStart(2, "0")

/** A wall-clock reading in Argentina, from "2025-11-14T21:00" or "2025-11-14". */
const parseLocal = (local: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/u.exec(local)
  if (match === null) throw new RangeError(`Not a local date-time: ${local}`)
  const part = (index: number) => Number(match[index] ?? 0)
  return { year: part(1), month: part(2), day: part(3), hour: part(4), minute: part(5) }
}

export const epochOfLocal = (local: string): number => {
  const { year, month, day, hour, minute } = parseLocal(local)
  return Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS
}

/** The date parts the contract sends with every function, for a local "YYYY-MM-DDTHH:mm". */
export const functionDateOf = (local: string): FunctionDate => {
  const { year, month, day, hour, minute } = parseLocal(local)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return {
    dFuncion: `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00-03:00`,
    oFuncionDiaDeLaSemana: { nDia: weekday, cNombre: WEEKDAYS[weekday] ?? "" },
    nFuncionDia: day,
    nFuncionMes: month,
    nFuncionAnio: year,
    nFuncionHora: hour,
    nFuncionMinuto: minute,
  }
}

/** The instant as the contract sends it (ISO 8601, UTC). */
export const isoOf = (epochMs: number): string => new Date(epochMs).toISOString()

/** The Argentine calendar day of an instant: its midnight, weekday (0 = Sunday), year and month (1–12). */
export const localDayOf = (epochMs: number) => {
  const shifted = new Date(epochMs + OFFSET_MS)
  const year = shifted.getUTCFullYear()
  const month = shifted.getUTCMonth()
  return {
    year,
    month: month + 1,
    midnight: Date.UTC(year, month, shifted.getUTCDate()) - OFFSET_MS,
    weekday: shifted.getUTCDay(),
    firstOfMonth: (monthsAhead: number) => Date.UTC(year, month + monthsAhead, 1) - OFFSET_MS,
  }
}
