import { calendarDateAt, TENANT_TIME_ZONE, type CalendarDate } from "@boleteria/core"
import { useSystemSelector } from "./ShopContext.js"

const sameDay = (a: CalendarDate, b: CalendarDate) => a.year === b.year && a.month === b.month && a.day === b.day

/**
 * Today in the tenant's zone, from the shop's clock (birthdays and card expiry are judged against
 * it). The clock moves every second; the reader re-renders only when the day changes.
 */
export const useToday = (): CalendarDate =>
  useSystemSelector((system) => calendarDateAt(system.now, TENANT_TIME_ZONE), sameDay)
