import type { ShowSearchRequest } from "../../../contract/requests.js"
import { DAY_MS, epochOfLocal, localDayOf } from "./localTime.js"

export interface DateWindow {
  readonly from: number
  readonly until: number
}

const MONDAY = 1

/** The instants the billboard's date filter covers, in Argentina's calendar; weeks start on Monday. */
export const dateWindowOf = (search: ShowSearchRequest, now: number): DateWindow => {
  const today = localDayOf(now)
  const tomorrow = today.midnight + DAY_MS
  const nextMonday = today.midnight + ((MONDAY - today.weekday + 7) % 7 || 7) * DAY_MS
  const saturday = nextMonday - 2 * DAY_MS
  switch (search.cFecha) {
    case "TODAS":
      return { from: -Infinity, until: Infinity }
    case "HOY":
      return { from: today.midnight, until: tomorrow }
    case "MANANA":
      return { from: tomorrow, until: tomorrow + DAY_MS }
    case "ESTA_SEMANA":
      return { from: today.midnight, until: nextMonday }
    case "ESTE_FIN_DE_SEMANA":
      return { from: Math.max(today.midnight, saturday), until: nextMonday }
    case "PROXIMA_SEMANA":
      return { from: nextMonday, until: nextMonday + 7 * DAY_MS }
    case "ESTE_MES":
      return { from: today.midnight, until: today.firstOfMonth(1) }
    case "PROXIMO_MES":
      return { from: today.firstOfMonth(1), until: today.firstOfMonth(2) }
    case "FECHA": {
      const day = epochOfLocal(search.dFecha ?? "")
      return { from: day, until: day + DAY_MS }
    }
  }
}
