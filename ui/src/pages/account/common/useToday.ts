import { calendarDateAt, TENANT_TIME_ZONE, type CalendarDate } from "@boleteria/core"
import { useMemo } from "react"
import { useSystem } from "../../../app/ShopContext.js"

/** Today in the tenant's zone, from the shop's clock: birthdays are judged against it. */
export const useToday = (): CalendarDate => {
  const { year, month, day } = calendarDateAt(useSystem().now, TENANT_TIME_ZONE)
  // A new object only when the day changes, so forms validating against it do not churn every tick.
  return useMemo(() => ({ year, month, day }), [year, month, day])
}
